// When the refresh token has a maximum age, a refresh is scheduled at that interval (spec §4).
const MAX_TIMEOUT_MS = 2_147_483_647;
let timer: ReturnType<typeof setTimeout> | undefined;
let onDue: (() => void) | null = null;

export function setRefreshHandler(handler: (() => void) | null): void {
  onDue = handler;
}

export function scheduleRefresh(maxAgeSeconds: number | null | undefined): void {
  if (timer) clearTimeout(timer);
  timer = undefined;
  if (!maxAgeSeconds || maxAgeSeconds <= 0) return;
  timer = setTimeout(() => onDue?.(), Math.min(maxAgeSeconds * 1000, MAX_TIMEOUT_MS));
}
