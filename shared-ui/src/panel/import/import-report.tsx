import { Alert, Box } from '@catalogo/shared-ui';
import type { PanelImportReport } from '@catalogo/shared-auth/panel';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '../mui';
import { plural } from '../panel-text';

/** Errors beyond this many are counted, not listed: the file is fixed and checked again. */
const LISTED_ERRORS = 200;

/** `3 novos, 2 alterados, 10 sem alteração`. */
export const summarizeImport = (report: PanelImportReport) =>
  `${plural(report.created, 'novo', 'novos')}, ${plural(report.updated, 'alterado', 'alterados')}, ${plural(report.unchanged, 'sem alteração', 'sem alteração')}`;

/** A dry run's or an import's report: the counts, then each error with its line and column. */
export function ImportReport({ report, final }: { report: PanelImportReport; final: boolean }) {
  const { errors } = report;
  if (errors.length === 0)
    return (
      <Alert severity="success" role="status" sx={{ mt: 2 }}>
        {final ? 'Importação concluída' : 'Verificação concluída, nenhum erro'}:{' '}
        {summarizeImport(report)}.
      </Alert>
    );
  return (
    <Box sx={{ mt: 2 }}>
      <Alert severity="error" role="alert">
        {plural(errors.length, 'erro encontrado', 'erros encontrados')}: corrija o arquivo e
        escolha-o de novo. Nada foi gravado.
      </Alert>
      <TableContainer sx={{ maxHeight: 320, mt: 1 }}>
        <Table size="small" stickyHeader aria-label="Erros do arquivo">
          <TableHead>
            <TableRow>
              <TableCell>Linha</TableCell>
              <TableCell>Coluna</TableCell>
              <TableCell>Mensagem</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {errors.slice(0, LISTED_ERRORS).map((error, index) => (
              <TableRow key={`${error.line}-${error.column}-${index}`}>
                <TableCell>{error.line}</TableCell>
                <TableCell>{error.column ?? '—'}</TableCell>
                <TableCell>{error.message}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {errors.length > LISTED_ERRORS && (
        <Alert severity="info" sx={{ mt: 1 }}>
          Mostrando os primeiros {LISTED_ERRORS} erros de {errors.length}.
        </Alert>
      )}
    </Box>
  );
}
