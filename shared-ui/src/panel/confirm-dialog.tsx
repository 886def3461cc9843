import { Suspense, useId } from 'react';
import type { ReactNode } from 'react';
import { Alert, Button } from '@catalogo/shared-ui';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from './mui';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** A destructive action (delete) gets the error colour. */
  destructive?: boolean;
  /** While the action runs: both buttons disabled, the dialog stays. */
  busy?: boolean;
  /** Why the action failed, shown inside the dialog. */
  error?: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before an action that cannot be undone; Cancel has the focus. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, title, message, confirmLabel, cancelLabel = 'Cancelar', destructive } = props;
  const { busy, error, onConfirm, onCancel } = props;
  const titleId = useId();
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <Dialog open onClose={busy ? undefined : onCancel} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          {message && <DialogContentText component="div">{message}</DialogContentText>}
          {error && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} disabled={busy} autoFocus>
            {cancelLabel}
          </Button>
          <Button
            variant="contained"
            color={destructive ? 'error' : 'primary'}
            onClick={onConfirm}
            disabled={busy}
            aria-busy={busy || undefined}
          >
            {confirmLabel}
          </Button>
        </DialogActions>
      </Dialog>
    </Suspense>
  );
}
