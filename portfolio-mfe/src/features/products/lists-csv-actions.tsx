import { Suspense, useId, useState } from 'react';
import { Button, notify } from '@catalogo/shared-ui';
import { ImportDialog, Menu, MenuItem } from '@catalogo/shared-ui/panel';
import { useCan } from '@catalogo/shared-auth';
import { useExportPanelCsv } from '@catalogo/shared-auth/panel';
import type { PanelListParams } from '@catalogo/shared-auth/panel';
import { resources } from '../../app/paths';

// The products' lists as their own spreadsheets (contract: …/applications and …/references,
// each with export.csv and import), one line per application or reference, by product code.
const LISTS = [
  { resource: `${resources.products}/applications`, noun: 'aplicações' },
  { resource: `${resources.products}/references`, noun: 'referências' },
] as const;

type List = (typeof LISTS)[number];

/**
 * "Planilhas de aplicações e referências": a menu (beside the list's own Importar/Exportar, which
 * keep their names to themselves) to export or import those lists.
 */
export function ListsCsvActions({ params }: { params: PanelListParams }) {
  const canWrite = useCan('portfolio:write');
  const exportCsv = useExportPanelCsv();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [importing, setImporting] = useState<List | null>(null);
  const [busy, setBusy] = useState(false);

  async function download(list: List) {
    setAnchor(null);
    setBusy(true);
    try {
      // the products the list shows now (its search and filters)
      const name = await exportCsv(list.resource, params);
      notify(`Arquivo ${name} gerado.`, { severity: 'success' });
    } catch (error) {
      notify(`Não foi possível exportar. ${(error as Error).message}`, { severity: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button
        size="small"
        sx={{ mb: 2 }}
        disabled={busy}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Planilhas de aplicações e referências
      </Button>
      {anchor && (
        <Suspense fallback={null}>
          <Menu id={menuId} anchorEl={anchor} open onClose={() => setAnchor(null)}>
            {LISTS.map((list) => (
              <MenuItem key={`export-${list.noun}`} onClick={() => void download(list)}>
                Exportar {list.noun}
              </MenuItem>
            ))}
            {canWrite &&
              LISTS.map((list) => (
                <MenuItem
                  key={`import-${list.noun}`}
                  onClick={() => {
                    setAnchor(null);
                    setImporting(list);
                  }}
                >
                  Importar {list.noun}
                </MenuItem>
              ))}
          </Menu>
        </Suspense>
      )}
      <ImportDialog
        open={!!importing}
        onClose={() => setImporting(null)}
        resource={importing?.resource ?? LISTS[0].resource}
        title={importing ? `Importar ${importing.noun} (CSV)` : undefined}
      />
    </>
  );
}
