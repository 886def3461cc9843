import { Suspense, useId } from 'react';
import { Alert, Box, Button, Typography, formatDateTime } from '@catalogo/shared-ui';
import { useGetPanelHistoryQuery } from '@catalogo/shared-auth/panel';
import type { PanelHistoryAction, PanelHistoryEntry } from '@catalogo/shared-auth/panel';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from './mui';
import { formatValue, labelOf } from './panel-text';
import type { FieldLabels } from './panel-text';

const ACTIONS: Record<PanelHistoryAction, string> = {
  create: 'Criação',
  update: 'Alteração',
  delete: 'Exclusão',
  activate: 'Ativação',
  deactivate: 'Desativação',
  import: 'Importação',
};

export interface HistoryDialogProps {
  open: boolean;
  onClose: () => void;
  resource: string;
  id: string;
  /** pt-BR names of the fields, as on the form. */
  labels?: FieldLabels;
}

function Entry({ entry, labels }: { entry: PanelHistoryEntry; labels?: FieldLabels }) {
  return (
    <Box component="li" sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
      <Typography variant="subtitle2" component="h3">
        {ACTIONS[entry.action] ?? entry.action} · {entry.user?.name ?? 'Sistema'} ·{' '}
        {formatDateTime(entry.at)}
      </Typography>
      {entry.changes.length > 0 && (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={`Campos alterados em ${formatDateTime(entry.at)}`}>
            <TableHead>
              <TableRow>
                <TableCell>Campo</TableCell>
                <TableCell>Antes</TableCell>
                <TableCell>Depois</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {entry.changes.map((change) => (
                <TableRow key={change.field}>
                  <TableCell>{labelOf(labels, change.field)}</TableCell>
                  <TableCell>{formatValue(change.before)}</TableCell>
                  <TableCell>{formatValue(change.after)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
}

/** Who changed the record, when, and each field's value before → after, newest first. */
export function HistoryDialog({ open, onClose, resource, id, labels }: HistoryDialogProps) {
  const titleId = useId();
  const history = useGetPanelHistoryQuery({ resource, id }, { skip: !open });
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <Dialog
        open
        onClose={onClose}
        aria-labelledby={titleId}
        fullWidth
        maxWidth="md"
        scroll="paper"
      >
        <DialogTitle id={titleId}>Histórico de alterações</DialogTitle>
        <DialogContent dividers>
          {history.isFetching && <LinearProgress aria-label="Carregando histórico" />}
          {history.isError && (
            <Alert
              severity="error"
              action={<Button onClick={() => void history.refetch()}>Tentar novamente</Button>}
            >
              Não foi possível carregar o histórico.
            </Alert>
          )}
          {history.data?.length === 0 && <Typography>Nenhuma alteração registrada.</Typography>}
          {history.data && history.data.length > 0 && (
            <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {history.data.map((entry, index) => (
                <Entry key={`${entry.at}-${index}`} entry={entry} labels={labels} />
              ))}
            </Box>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Fechar</Button>
        </DialogActions>
      </Dialog>
    </Suspense>
  );
}
