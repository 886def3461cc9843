/** Build-update poll interval (spec §9). */
export const UPDATE_POLL_MS = 3_600_000;

interface BuildInfo {
  buildId?: string;
}

export interface UpdatePollerOptions {
  onUpdate: (source: string) => void;
  fetchFn?: typeof fetch;
  intervalMs?: number;
}

/**
 * Polls each app's build-info.json (with a timestamp query) every hour. When the shell or a
 * loaded remote has a new build, `onUpdate` offers a reload; nothing is ever reloaded by force.
 */
export function createUpdatePoller({
  onUpdate,
  fetchFn = fetch.bind(globalThis),
  intervalMs = UPDATE_POLL_MS,
}: UpdatePollerOptions) {
  const baselines = new Map<string, { url: string; buildId: string }>();
  const announced = new Set<string>();
  let timer: ReturnType<typeof setInterval> | undefined;

  async function read(url: string): Promise<string | null> {
    try {
      const target = new URL(url, document.baseURI);
      target.searchParams.set('t', String(Date.now()));
      const response = await fetchFn(target.href, { cache: 'no-store' });
      if (!response.ok) return null;
      const info = (await response.json()) as BuildInfo;
      return typeof info.buildId === 'string' ? info.buildId : null;
    } catch {
      return null;
    }
  }

  return {
    /** Records the build a source is running; a source with no known build reads it now. */
    async track(source: string, url: string, buildId?: string) {
      if (baselines.has(source)) return;
      const current = buildId ?? (await read(url));
      if (current) baselines.set(source, { url, buildId: current });
    },
    async check() {
      for (const [source, { url, buildId }] of baselines) {
        const latest = await read(url);
        if (latest && latest !== buildId && !announced.has(`${source}:${latest}`)) {
          announced.add(`${source}:${latest}`);
          onUpdate(source);
        }
      }
    },
    start() {
      timer ??= setInterval(() => void this.check(), intervalMs);
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}

export type UpdatePoller = ReturnType<typeof createUpdatePoller>;
