import { shellAssetUrl } from './asset-url';

/** The remotes the shell composes, and what each owns (DESIGN.md §2). */
export const REMOTE_NAMES = ['catalog', 'auth', 'portfolio', 'settings', 'commerce'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export type RemoteManifest = Partial<Record<RemoteName, string>>;

export const REMOTE_LABELS: Record<RemoteName, string> = {
  catalog: 'o catálogo',
  auth: 'a área de acesso',
  portfolio: 'o portfólio',
  settings: 'as configurações',
  commerce: 'a área comercial',
};

/**
 * Reads remotes.json (next to index.html) at run time. A missing or malformed file is logged
 * clearly and yields no remotes: each area then shows its error instead of a blank page.
 */
export async function fetchRemoteManifest(
  fetchFn: typeof fetch = fetch.bind(globalThis),
): Promise<RemoteManifest> {
  const url = shellAssetUrl('remotes.json');
  url.searchParams.set('t', String(Date.now()));
  try {
    const response = await fetchFn(url.href, { cache: 'no-store' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return parseRemoteManifest(await response.json());
  } catch (error) {
    console.error(`[federation] remotes.json is missing or malformed (${url.pathname}):`, error);
    return {};
  }
}

export function parseRemoteManifest(value: unknown): RemoteManifest {
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw new Error('remotes.json must be an object mapping remote names to mf-manifest.json URLs');
  }
  const manifest: RemoteManifest = {};
  for (const name of REMOTE_NAMES) {
    const entry = (value as Record<string, unknown>)[name];
    if (entry === undefined) {
      console.error(`[federation] remotes.json has no entry for remote "${name}"`);
      continue;
    }
    if (typeof entry !== 'string' || !/^https?:\/\/|^\//.test(entry)) {
      console.error(`[federation] remotes.json entry for "${name}" is not an http(s) URL:`, entry);
      continue;
    }
    manifest[name] = entry;
  }
  return manifest;
}
