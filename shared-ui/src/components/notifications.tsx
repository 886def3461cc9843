import { useSyncExternalStore } from 'react';
import Snackbar from '@mui/material/Snackbar';
import Alert from '@mui/material/Alert';

export type NotificationSeverity = 'success' | 'info' | 'warning' | 'error';

export interface Notification {
  id: number;
  message: string;
  severity: NotificationSeverity;
  /** null keeps the notification until it is closed (e.g. an offer to reload). */
  autoHideMs: number | null;
  action?: { label: string; onClick: () => void };
}

export const NOTIFICATION_DURATION_MS = 3000;
export const NOTIFICATION_WIDTH = '25rem';

// A tiny external store, so that code outside React (the update poll, the HTTP layer) can notify.
let queue: Notification[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function notify(
  message: string,
  options: Partial<Omit<Notification, 'id' | 'message'>> = {},
): number {
  const id = nextId++;
  queue = [
    ...queue,
    { id, message, severity: 'info', autoHideMs: NOTIFICATION_DURATION_MS, ...options },
  ];
  emit();
  return id;
}

export function dismissNotification(id: number): void {
  queue = queue.filter((n) => n.id !== id);
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => queue;

/** Shows the oldest pending notification at the bottom right, one at a time. */
export function NotificationHost() {
  const pending = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  const current = pending[0];
  if (!current) return null;
  const close = () => dismissNotification(current.id);
  return (
    <Snackbar
      key={current.id}
      open
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      autoHideDuration={current.autoHideMs}
      onClose={(_event, reason) => reason !== 'clickaway' && close()}
    >
      <Alert
        severity={current.severity}
        variant="filled"
        onClose={close}
        sx={{ width: NOTIFICATION_WIDTH, maxWidth: 'calc(100vw - 32px)' }}
        action={
          current.action ? (
            <button
              type="button"
              className="notification-action"
              onClick={() => {
                current.action?.onClick();
                close();
              }}
              style={{
                background: 'transparent',
                border: '1px solid currentColor',
                borderRadius: 6,
                color: 'inherit',
                cursor: 'pointer',
                font: 'inherit',
                fontWeight: 600,
                padding: '2px 10px',
              }}
            >
              {current.action.label}
            </button>
          ) : undefined
        }
      >
        {current.message}
      </Alert>
    </Snackbar>
  );
}
