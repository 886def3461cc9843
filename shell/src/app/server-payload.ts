import type { RemoteManifest } from '../federation/remotes-config';

// What the shell's server writes into a page it rendered (shell/server/html.ts): the store's
// state, the remotes.json it rendered against and the remote builds it used. This module must
// not import a shared module: main.ts reads it before the share scope exists.

export const PAYLOAD_ID = 'catalogo-ssr';

export interface ServerPayload {
  state: Record<string, unknown>;
  /** The named lazy components the server drew: loaded before the page is hydrated. */
  lazy?: string[];
  remotes: RemoteManifest;
  builds: Record<string, string | null>;
}

let payload: ServerPayload | null | undefined;

/** The server's payload when this page was rendered on the server; null otherwise. */
export function serverPayload(): ServerPayload | null {
  if (payload === undefined) {
    const element = document.getElementById(PAYLOAD_ID);
    try {
      payload = element?.textContent ? (JSON.parse(element.textContent) as ServerPayload) : null;
    } catch (error) {
      console.error('[shell] the server-rendered state is unreadable; rendering anew:', error);
      payload = null;
    }
  }
  return payload;
}
