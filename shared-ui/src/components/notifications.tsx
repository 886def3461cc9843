import { lazy, Suspense, useSyncExternalStore } from 'react';

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

// The snackbar's code loads with the first notification, not with the page.
const NotificationToast = lazy(() => import('./notification-toast'));

/** Shows the oldest pending notification at the bottom right, one at a time. */
export function NotificationHost() {
  const pending = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  const current = pending[0];
  if (!current) return null;
  return (
    <Suspense fallback={null}>
      <NotificationToast
        key={current.id}
        notification={current}
        onClose={() => dismissNotification(current.id)}
      />
    </Suspense>
  );
}
