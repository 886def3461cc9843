import { Suspense, useId, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { Alert, Box, Button, Typography, notify } from '@catalogo/shared-ui';
import { toPanelError, useImportPanelCsvMutation } from '@catalogo/shared-auth/panel';
import type { PanelImportReport } from '@catalogo/shared-auth/panel';
import { Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress } from '../mui';
import { plural } from '../panel-text';
import { ImportReport, summarizeImport } from './import-report';
import { CsvFileError, readCsvPreview } from './read-csv';
import type { CsvPreview } from './read-csv';

export interface ImportDialogProps {
  open: boolean;
  onClose: () => void;
  /** The resource's path, e.g. `/panel/portifolio/brands`. */
  resource: string;
  title?: string;
  /** After a successful import (the resource's lists refresh by themselves). */
  onImported?: (report: PanelImportReport) => void;
}

interface Checked {
  file: File;
  preview: CsvPreview;
  report: PanelImportReport | null;
  final: boolean;
}

/** Choose a CSV → it is read here → dry run → the summary and errors → import when clean. */
export function ImportDialog({ open, onClose, resource, title, onImported }: ImportDialogProps) {
  const titleId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [importCsv, { isLoading }] = useImportPanelCsvMutation();
  const [checked, setChecked] = useState<Checked | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const close = () => {
    setChecked(null);
    setProblem(null);
    onClose();
  };

  async function send(file: File, preview: CsvPreview, dryRun: boolean) {
    setProblem(null);
    try {
      const report = await importCsv({ resource, file, dryRun }).unwrap();
      if (!dryRun) {
        notify(`Importação concluída: ${summarizeImport(report)}.`, { severity: 'success' });
        onImported?.(report);
        close();
        return;
      }
      setChecked({ file, preview, report, final: false });
    } catch (error) {
      const failure = toPanelError(error);
      const report = failure?.status === 422 ? (failure as unknown as PanelImportReport) : null;
      if (report?.errors) setChecked({ file, preview, report, final: true });
      else setProblem(failure?.message ?? 'Não foi possível enviar o arquivo. Tente novamente.');
    }
  }

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file may be chosen again once fixed
    if (!file) return;
    setChecked(null);
    setProblem(null);
    try {
      const preview = await readCsvPreview(file);
      setChecked({ file, preview, report: null, final: false });
      await send(file, preview, true);
    } catch (error) {
      setProblem(error instanceof CsvFileError ? error.message : 'Não foi possível ler o arquivo.');
    }
  }

  if (!open) return null;
  const report = checked?.report;
  const clean = !!report && report.errors.length === 0 && !checked?.final;
  const nothingToDo = clean && report.created + report.updated === 0;
  return (
    <Suspense fallback={null}>
      <Dialog
        open
        onClose={isLoading ? undefined : close}
        aria-labelledby={titleId}
        fullWidth
        maxWidth="md"
        scroll="paper"
      >
        <DialogTitle id={titleId}>{title ?? 'Importar planilha (CSV)'}</DialogTitle>
        <DialogContent dividers>
          <Typography sx={{ mb: 2 }}>
            Use um arquivo CSV separado por ponto e vírgula (;) ou vírgula, com o cabeçalho da
            exportação. Primeiro o arquivo é verificado; nada é gravado até você confirmar.
          </Typography>
          <input
            ref={input}
            type="file"
            accept=".csv,text/csv"
            hidden
            aria-label="Arquivo CSV"
            onChange={(e) => void choose(e)}
          />
          <Button variant="outlined" onClick={() => input.current?.click()} disabled={isLoading}>
            {checked ? 'Escolher outro arquivo' : 'Escolher arquivo'}
          </Button>
          {checked && (
            <Typography sx={{ mt: 2 }} aria-live="polite">
              <strong>{checked.preview.fileName}</strong>:{' '}
              {plural(checked.preview.lines, 'linha', 'linhas')}. Colunas:{' '}
              {checked.preview.header.join(', ')}.
            </Typography>
          )}
          {isLoading && (
            <Box sx={{ mt: 2 }}>
              <LinearProgress aria-label={report ? 'Importando' : 'Verificando o arquivo'} />
            </Box>
          )}
          {problem && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {problem}
            </Alert>
          )}
          {report && <ImportReport report={report} final={checked.final} />}
          {nothingToDo && (
            <Typography sx={{ mt: 1 }}>
              Nada a importar: o arquivo não muda nenhum registro.
            </Typography>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={isLoading}>
            Cancelar
          </Button>
          <Button
            variant="contained"
            disabled={!clean || nothingToDo || isLoading}
            onClick={() => checked && void send(checked.file, checked.preview, false)}
          >
            Importar
          </Button>
        </DialogActions>
      </Dialog>
    </Suspense>
  );
}
