import Snackbar from '@mui/material/Snackbar';
import Alert from '@mui/material/Alert';
import { NOTIFICATION_WIDTH } from './notifications';
import type { Notification } from './notifications';

/** One notification: bottom right, closes itself after its time unless it waits for an action. */
export default function NotificationToast({
  notification,
  onClose,
}: {
  notification: Notification;
  onClose: () => void;
}) {
  const { action } = notification;
  return (
    <Snackbar
      open
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      autoHideDuration={notification.autoHideMs}
      onClose={(_event, reason) => reason !== 'clickaway' && onClose()}
    >
      <Alert
        severity={notification.severity}
        variant="filled"
        onClose={onClose}
        sx={{ width: NOTIFICATION_WIDTH, maxWidth: 'calc(100vw - 32px)' }}
        action={
          action ? (
            <button
              type="button"
              onClick={() => {
                action.onClick();
                onClose();
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
              {action.label}
            </button>
          ) : undefined
        }
      >
        {notification.message}
      </Alert>
    </Snackbar>
  );
}
