import { useState } from 'react';
import { Button, RouterLink, notify } from '@catalogo/shared-ui';
import { useExportPanelCsv } from '@catalogo/shared-auth/panel';
import type { PanelListParams } from '@catalogo/shared-auth/panel';
import { ImportDialog } from '../import/import-dialog';

export interface ListActionsProps {
  resource: string;
  canWrite: boolean;
  newPath: string;
  newLabel: string;
  importable: boolean;
  exportable: boolean;
  /** The list's current filters, for the export. */
  params: PanelListParams;
  /** The selected rows: the export takes only them. */
  selected: readonly string[];
}

/** The list's own buttons: Novo, Importar, Exportar (the filtered list or the selection). */
export function ListActions(props: ListActionsProps) {
  const { resource, canWrite, newPath, newLabel, importable, exportable, params, selected } = props;
  const exportCsv = useExportPanelCsv();
  const [exporting, setExporting] = useState(false);
  const [importing, setImporting] = useState(false);

  async function download() {
    setExporting(true);
    try {
      const fileName = await exportCsv(resource, params, selected.length ? selected : undefined);
      notify(`Arquivo ${fileName} gerado.`, { severity: 'success' });
    } catch (error) {
      notify(`Não foi possível exportar. ${(error as Error).message}`, { severity: 'error' });
    } finally {
      setExporting(false);
    }
  }

  return (
    <>
      {canWrite && (
        <Button variant="contained" component={RouterLink} to={newPath}>
          {newLabel}
        </Button>
      )}
      {canWrite && importable && (
        <Button variant="outlined" onClick={() => setImporting(true)}>
          Importar
        </Button>
      )}
      {exportable && (
        <Button
          variant="outlined"
          onClick={() => void download()}
          disabled={exporting}
          aria-busy={exporting || undefined}
        >
          {selected.length ? `Exportar selecionados (${selected.length})` : 'Exportar'}
        </Button>
      )}
      <ImportDialog open={importing} onClose={() => setImporting(false)} resource={resource} />
    </>
  );
}
