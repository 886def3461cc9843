// Staff accounts for the journeys, made through the real API (sign-up, the dev outbox's
// confirmation link, sign-in). Node cannot resolve *.localhost: calls go to 127.0.0.1 with a Host.
import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { expect } from '@playwright/test';
import { API_PORT, SHELL_PORT } from './urls';

export interface Staff {
  uriName: string;
  commercialName: string;
  name: string;
  email: string;
  password: string;
}

const api = `http://127.0.0.1:${API_PORT}`;
const host = (uriName?: string) => ({
  Host: uriName ? `${uriName}.localhost:${API_PORT}` : `localhost:${API_PORT}`,
});

/** A valid CNPJ built from 12 random digits plus its two check digits. */
export function randomCnpj(): string {
  const digits = Array.from({ length: 12 }, () => Math.floor(Math.random() * 10));
  const check = (base: number[]) => {
    const weights =
      base.length === 12
        ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]
        : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
    const rest = base.reduce((sum, d, i) => sum + d * weights[i]!, 0) % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  digits.push(check(digits));
  digits.push(check(digits));
  return digits.join('');
}

export function newStaff(prefix = 'e2e'): Staff {
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
  return {
    uriName: `${prefix}-${id}`,
    commercialName: `Empresa ${id}`,
    name: 'Ana Souza',
    email: `ana.${id}@exemplo.com.br`,
    password: 'Parafuso-Azul-2026',
  };
}

/** The newest mail sent to an address, from the API's development outbox. */
export async function latestMailLink(
  request: APIRequestContext,
  to: string,
  uriName?: string,
): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      const res = await request.get(`${api}/dev/outbox/latest?to=${encodeURIComponent(to)}`, {
        headers: host(uriName),
      });
      link = res.ok() ? (((await res.json()) as { link?: string }).link ?? '') : '';
      return link;
    })
    .not.toBe('');
  return link;
}

/** Registers the company and its owner, and confirms the owner's e-mail. */
export async function registerConfirmedStaff(
  request: APIRequestContext,
  staff = newStaff(),
): Promise<Staff> {
  const signUp = await request.post(`${api}/auth/sign-up`, {
    headers: host(),
    data: {
      company: { commercialName: staff.commercialName, uriName: staff.uriName, cnpj: randomCnpj() },
      name: staff.name,
      email: staff.email,
      password: staff.password,
    },
  });
  expect(signUp.status(), await signUp.text()).toBe(201);
  const token = new URL(await latestMailLink(request, staff.email, staff.uriName)).searchParams.get(
    'token',
  );
  const confirm = await request.post(`${api}/auth/email-confirm`, {
    headers: host(staff.uriName),
    data: { token },
  });
  expect(confirm.status(), await confirm.text()).toBe(200);
  return staff;
}

/**
 * Signs in through the API and puts the session where the browser keeps it: the refresh token's
 * HttpOnly cookie, host-only on the tenant's API host (the answer's Set-Cookie, which Node's
 * request context files under 127.0.0.1), and the shell's hint that a session exists (no token),
 * written once. The page then restores the session as after a reload: one refresh call.
 */
export async function signInContext(
  context: BrowserContext,
  request: APIRequestContext,
  staff: Staff,
) {
  const res = await request.post(`${api}/auth/sign-in`, {
    headers: host(staff.uriName),
    data: { email: staff.email, password: staff.password },
  });
  expect(res.status(), await res.text()).toBe(200);
  const { refreshTokenMaxAge } = (await res.json()) as { refreshTokenMaxAge: number };
  const setCookie = res.headersArray().find((h) => h.name.toLowerCase() === 'set-cookie')?.value;
  const [pair, ...attributes] = (setCookie ?? '').split(/;\s*/);
  const [name, value] = (pair ?? '').split('=') as [string, string];
  expect(value, 'the sign-in answer sets the refresh cookie').toBeTruthy();
  const path = attributes.find((a) => /^path=/i.test(a))?.slice(5) ?? '/';
  await context.addCookies([
    {
      name,
      value,
      domain: `${staff.uriName}.localhost`,
      path,
      httpOnly: true,
      sameSite: 'Strict',
      expires: Math.floor(Date.now() / 1000) + refreshTokenMaxAge,
    },
  ]);
  await context.addInitScript(
    ({ origin, until }) => {
      if (window.location.origin !== origin || localStorage.getItem('e2e.session-seeded')) return;
      localStorage.setItem('e2e.session-seeded', '1');
      localStorage.setItem('catalogo.session-until', String(until));
    },
    {
      origin: `http://${staff.uriName}.localhost:${SHELL_PORT}`,
      until: Date.now() + refreshTokenMaxAge * 1000,
    },
  );
}
