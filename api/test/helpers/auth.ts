import { eq } from 'drizzle-orm';
import type { App } from '../../src/app';
import { tenants, type UserRole, type UserStatus } from '../../src/db/schema';
import { insertUser } from '../../src/modules/auth/users.repository';

export const PASSWORD = 'Cavalo-Bateria-Grampo-42';
export const PLATFORM_HOST = 'localhost:3333';
export const hostOf = (uriName: string) => `${uriName}.localhost:3333`;

export function signUpBody(overrides: Record<string, unknown> = {}) {
  const { company, ...rest } = overrides as { company?: Record<string, unknown> };
  return {
    company: {
      commercialName: 'Loja Nova',
      uriName: 'loja-nova',
      cnpj: '11.444.777/0001-61',
      ...company,
    },
    name: 'Ana Souza',
    email: 'ana@loja-nova.com.br',
    password: PASSWORD,
    ...rest,
  };
}

export const post = (app: App, url: string, host: string, payload?: object, headers = {}) =>
  app.inject({
    method: 'POST',
    url,
    headers: { host, ...headers },
    ...(payload ? { payload } : {}),
  });

/** The token of the newest mailed link to `to`, read through the dev outbox endpoint. */
export async function latestMailToken(app: App, to: string): Promise<string> {
  const res = await app.inject({
    method: 'GET',
    url: `/dev/outbox/latest?to=${encodeURIComponent(to)}`,
    headers: { host: PLATFORM_HOST },
  });
  if (res.statusCode !== 200) throw new Error(`no mail to ${to}: ${res.body}`);
  const link = new URL(res.json().link as string);
  return link.searchParams.get('token') as string;
}

export async function tenantId(app: App, uriName: string): Promise<string> {
  const [row] = await app.db.select().from(tenants).where(eq(tenants.uriName, uriName));
  if (!row) throw new Error(`no tenant ${uriName}`);
  return row.id;
}

/** A user inserted directly (seeded tenants have none), confirmed and active unless told. */
export async function createUser(
  app: App,
  uriName: string,
  email: string,
  options: { role?: UserRole; status?: UserStatus; confirmed?: boolean; password?: string } = {},
) {
  return insertUser(app.db, {
    tenantId: await tenantId(app, uriName),
    name: 'Pessoa Teste',
    email,
    role: options.role ?? 'editor',
    status: options.status ?? 'active',
    passwordHash: await app.authContext.passwords.hash(options.password ?? PASSWORD),
    emailConfirmedAt: options.confirmed === false ? null : new Date(),
  });
}

export async function signIn(app: App, uriName: string, email: string, password = PASSWORD) {
  return post(app, '/auth/sign-in', hostOf(uriName), { email, password });
}

/** The refresh token an answer set in its cookie (the default name), or null. */
export function refreshCookieOf(res: { cookies: Array<{ name: string; value: string }> }) {
  return res.cookies.find((c) => c.name === 'catalogo_refresh')?.value || null;
}

/** The Cookie header a browser sends to /auth/* with that refresh token. */
export const withRefreshCookie = (refreshToken: string) => ({
  cookie: `catalogo_refresh=${refreshToken}`,
});

/**
 * Signs in and returns the access token, the refresh token (from its cookie) and its max age;
 * fails the test if sign-in does not answer 200.
 */
export async function session(app: App, uriName: string, email: string, password = PASSWORD) {
  const res = await signIn(app, uriName, email, password);
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  const body = res.json() as { token: string; refreshTokenMaxAge: number };
  const refreshToken = refreshCookieOf(res);
  if (!refreshToken) throw new Error('sign-in set no refresh cookie');
  return { ...body, refreshToken };
}
