import { useState } from 'react';
import { Button, Stack, Typography, notify } from '@catalogo/shared-ui';
import { ImportDialog } from '@catalogo/shared-ui/panel';
import { useCan } from '@catalogo/shared-auth';
import { useExportPanelCsv } from '@catalogo/shared-auth/panel';
import { resources } from '../../app/paths';

// The products' lists as their own spreadsheets (contract: …/applications and …/references,
// each with export.csv and import), one line per application or reference, by product code.
const LISTS = [
  { resource: `${resources.products}/applications`, noun: 'aplicações' },
  { resource: `${resources.products}/references`, noun: 'referências' },
] as const;

/** Exportar/Importar aplicações e referências, under the product list's toolbar. */
export function ListsCsvActions() {
  const canWrite = useCan('portfolio:write');
  const exportCsv = useExportPanelCsv();
  const [importing, setImporting] = useState<(typeof LISTS)[number] | null>(null);
  const [busy, setBusy] = useState(false);

  async function download(resource: string) {
    setBusy(true);
    try {
      const name = await exportCsv(resource);
      notify(`Arquivo ${name} gerado.`, { severity: 'success' });
    } catch (error) {
      notify(`Não foi possível exportar. ${(error as Error).message}`, { severity: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
      <Typography variant="body2" color="text.secondary">
        Planilhas de aplicações e referências:
      </Typography>
      {LISTS.map((list) => (
        <Stack key={list.resource} direction="row" sx={{ gap: 0.5 }}>
          <Button size="small" disabled={busy} onClick={() => void download(list.resource)}>
            Exportar {list.noun}
          </Button>
          {canWrite && (
            <Button size="small" onClick={() => setImporting(list)}>
              Importar {list.noun}
            </Button>
          )}
        </Stack>
      ))}
      <ImportDialog
        open={!!importing}
        onClose={() => setImporting(null)}
        resource={importing?.resource ?? LISTS[0].resource}
        title={importing ? `Importar ${importing.noun} (CSV)` : undefined}
      />
    </Stack>
  );
}
