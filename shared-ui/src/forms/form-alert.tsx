import type { ReactNode } from 'react';
// Through the package's main entry: the one shared copy of MUI, never a second.
import { Alert } from '@catalogo/shared-ui';

export interface FormAlertProps {
  severity?: 'error' | 'success' | 'info' | 'warning';
  /** Nothing is rendered without a message. */
  message?: ReactNode;
  /** Follow-up actions under the message (a link, a button). */
  children?: ReactNode;
}

/** The message above a form: an API error or the outcome of a request, announced as an alert. */
export function FormAlert({ severity = 'error', message, children }: FormAlertProps) {
  if (!message) return null;
  return (
    <Alert severity={severity} role="alert">
      {message}
      {children && <div>{children}</div>}
    </Alert>
  );
}
