import type { App } from '../../src/app';
import type { UserRole } from '../../src/db/schema';
import { createUser, hostOf, session } from './auth';

export const DEMO_HOST = hostOf('demo');
export const ACME_HOST = hostOf('acme');
export const ROLES: UserRole[] = ['owner', 'admin', 'editor', 'viewer'];

export type Tokens = Record<UserRole, string> & { acmeOwner: string };

/** One signed-in user per role on demo, and acme's owner (for cross-tenant checks). */
export async function panelTokens(app: App): Promise<Tokens> {
  const tokens = {} as Tokens;
  for (const role of ROLES) {
    await createUser(app, 'demo', `${role}@panel.demo`, { role });
    tokens[role] = (await session(app, 'demo', `${role}@panel.demo`)).token;
  }
  await createUser(app, 'acme', 'owner@panel.acme', { role: 'owner' });
  tokens.acmeOwner = (await session(app, 'acme', 'owner@panel.acme')).token;
  return tokens;
}

export interface PanelCall {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  token?: string | null;
  host?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** A panel request through app.inject (JSON body unless a string or Buffer is given). */
export function panel(
  app: App,
  { method = 'GET', url, token, host = DEMO_HOST, body, headers = {} }: PanelCall,
) {
  const raw = typeof body === 'string' || Buffer.isBuffer(body);
  return app.inject({
    method,
    url,
    headers: {
      host,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined ? { 'content-type': raw ? 'text/csv' : 'application/json' } : {}),
      ...headers,
    },
    ...(body !== undefined ? { payload: raw ? (body as string) : JSON.stringify(body) } : {}),
  });
}
