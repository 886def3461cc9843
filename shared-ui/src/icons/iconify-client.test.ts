/**
 * @jest-environment node
 */
// The Iconify client against real HTTP hosts started here (no public host is ever configured):
// the rotation, the splitting of long lists and the reporting of spec §7, §8 and §9.
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

interface Host {
  url: string;
  /** Request paths with the time each arrived (ms since the test's start). */
  requests: { path: string; at: number }[];
  close(): Promise<void>;
}

const started: Host[] = [];
let t0 = 0;

function iconSet(prefix: string, names: string[], from: string) {
  const icons = Object.fromEntries(
    names.map((n) => [n, { body: `<path d="M0 0" data-from="${from}"/>` }]),
  );
  return { prefix, icons, width: 24, height: 24 };
}

/** A stand-in icon host: answers the names asked for, after `delayMs`, or as `answer` says. */
async function startHost(
  name: string,
  options: { delayMs?: number; answer?: (req: IncomingMessage, res: ServerResponse) => void } = {},
): Promise<Host> {
  const requests: Host['requests'] = [];
  const server = createServer((req, res) => {
    requests.push({ path: req.url ?? '', at: Date.now() - t0 });
    const reply = () => {
      if (options.answer) return options.answer(req, res);
      const url = new URL(req.url ?? '', 'http://x');
      const prefix = url.pathname
        .split('/')
        .pop()!
        .replace(/\.json$/, '');
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(iconSet(prefix, url.searchParams.get('icons')!.split(','), name)));
    };
    if (options.delayMs) setTimeout(reply, options.delayMs);
    else reply();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const host: Host = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/${name}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  started.push(host);
  return host;
}

/** An address where nothing listens: a host that is down. */
async function downHost(): Promise<string> {
  const host = await startHost('down');
  await host.close();
  started.splice(started.indexOf(host), 1);
  return host.url;
}

/** A fresh client (Iconify keeps its hosts and icons per module instance). */
async function freshClient(localApi: string | null, publicHosts: string[]) {
  jest.resetModules();
  const settings = await import('./icon-settings');
  settings.configureIcons({ localApi, publicHosts });
  const client = await import('./iconify-client');
  const iconify = await import('@iconify/react');
  return { client, iconify };
}

/** The host an icon's SVG came from (each stand-in marks its answers). */
const sourceOf = (icon: { body: string }) => /data-from="([^"]+)"/.exec(icon.body)?.[1];

beforeEach(() => {
  t0 = Date.now();
});
afterEach(async () => {
  jest.restoreAllMocks();
  await Promise.all(started.splice(0).map((h) => h.close()));
});

it('asks the second host at once when the first is down', async () => {
  const second = await startHost('second');
  const { iconify } = await freshClient(await downHost(), [second.url]);
  t0 = Date.now();
  const icon = await iconify.loadIcon('catalogo-icon:quote');
  expect(sourceOf(icon)).toBe('second');
  expect(second.requests).toHaveLength(1);
  // No waiting for the rotation: a refused connection passes on at once.
  expect(second.requests[0]!.at).toBeLessThan(700);
  expect(second.requests[0]!.path).toBe('/second/catalogo-icon.json?icons=quote');
});

it('asks the second host after 750 ms when the first is slow, and keeps the faster answer', async () => {
  const first = await startHost('first', { delayMs: 3000 });
  const second = await startHost('second');
  const { iconify } = await freshClient(first.url, [second.url]);
  const icon = await iconify.loadIcon('mdi:home');
  expect(sourceOf(icon)).toBe('second');
  expect(first.requests).toHaveLength(1);
  expect(second.requests).toHaveLength(1);
  const gap = second.requests[0]!.at - first.requests[0]!.at;
  expect(gap).toBeGreaterThanOrEqual(700);
  expect(gap).toBeLessThan(1500);
});

it('asks no second host when the first answers within 750 ms', async () => {
  const first = await startHost('first', { delayMs: 200 });
  const second = await startHost('second');
  const { iconify } = await freshClient(first.url, [second.url]);
  expect(sourceOf(await iconify.loadIcon('mdi:home'))).toBe('first');
  await new Promise((r) => setTimeout(r, 900));
  expect(second.requests).toHaveLength(0);
});

it("passes our API's 404 (a collection it lacks) to the next host", async () => {
  const local = await startHost('local', {
    answer: (_req, res) => {
      res.statusCode = 404;
      res.end('{"statusCode":404}');
    },
  });
  const second = await startHost('second');
  const { iconify } = await freshClient(local.url, [second.url]);
  expect(sourceOf(await iconify.loadIcon('lucide:house'))).toBe('second');
  expect(local.requests).toHaveLength(1);
});

it('logs invalid icon data and takes the next host’s answer', async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  const local = await startHost('local', {
    answer: (_req, res) => res.end(JSON.stringify({ prefix: 'mdi', icons: { home: { body: 5 } } })),
  });
  const second = await startHost('second');
  const { iconify } = await freshClient(local.url, [second.url]);
  expect(sourceOf(await iconify.loadIcon('mdi:home'))).toBe('second');
  expect(error).toHaveBeenCalledWith(
    expect.stringContaining('[icons] invalid icon data for "mdi"'),
    expect.anything(),
  );
});

it('splits a long icon list so that no URL is over 500 characters', async () => {
  const local = await startHost('local');
  const { iconify } = await freshClient(local.url, []);
  const names = Array.from({ length: 80 }, (_, i) => `icon-number-${String(i).padStart(3, '0')}`);
  await new Promise<void>((resolve) =>
    iconify.loadIcons(
      names.map((n) => `mdi:${n}`),
      (_loaded, _missing, pending) => !pending.length && resolve(),
    ),
  );
  expect(local.requests.length).toBeGreaterThan(1);
  const asked = local.requests.flatMap((r) =>
    new URL(r.path, 'http://x').searchParams.get('icons')!.split(','),
  );
  expect(asked.sort()).toEqual(names);
  for (const r of local.requests)
    expect(`${local.url.replace(/\/local$/, '')}${r.path}`.length).toBeLessThanOrEqual(500);
});

it('warns and reports a failure after the 1500 ms fetch timeout; the icon still shows if it comes', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  const slow = await startHost('slow', { delayMs: 2200 });
  const { client, iconify } = await freshClient(slow.url, []);
  const states: string[] = [];
  // The theme's fetch timeout of spec §9, as the Icon component passes it.
  const { ICON_FETCH_TIMEOUT_MS } = await import('./icon-settings');
  expect(ICON_FETCH_TIMEOUT_MS).toBe(1500);
  client.watchIcon('catalogo-icon:offer', ICON_FETCH_TIMEOUT_MS, (s) => states.push(s));
  await new Promise((r) => setTimeout(r, 1700));
  expect(states).toEqual(['failed']);
  expect(warn).toHaveBeenCalledWith(
    expect.stringContaining('"catalogo-icon:offer" did not load within 1500 ms'),
  );
  await new Promise((r) => setTimeout(r, 1000));
  expect(states).toEqual(['failed', 'loaded']);
  expect(iconify.iconLoaded('catalogo-icon:offer')).toBe(true);
});

it('warns when no host has the icon', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  const { client } = await freshClient(await downHost(), [await downHost()]);
  const states: string[] = [];
  client.watchIcon('catalogo-icon:promotion', 1500, (s) => states.push(s));
  await new Promise((r) => setTimeout(r, 500));
  expect(states).toEqual(['failed']);
  expect(warn).toHaveBeenCalledWith(
    expect.stringContaining('could not be loaded from any icon host'),
  );
});

it('asks no host at all before the hosts are configured (not even Iconify’s default)', async () => {
  jest.resetModules();
  const fetchSpy = jest.spyOn(globalThis, 'fetch');
  const client = await import('./iconify-client');
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  const states: string[] = [];
  client.watchIcon('mdi:home', 1500, (s) => states.push(s));
  await new Promise((r) => setTimeout(r, 300));
  expect(states).toEqual(['failed']);
  expect(fetchSpy).not.toHaveBeenCalled();
  expect(warn).toHaveBeenCalled();
});

it('gives up on a host that never answers 5000 ms after the rotation’s 750 ms', async () => {
  // Answers nothing, ever: the request stays open until the client stops waiting.
  const silent = await startHost('silent', { answer: () => {} });
  const { iconify } = await freshClient(silent.url, []);
  const started = Date.now();
  const outcome = await new Promise<{ missing: string[]; after: number }>((resolve) =>
    iconify.loadIcons(['mdi:home'], (_loaded, missing, pending) => {
      if (!pending.length)
        resolve({
          missing: missing.map((m) => `${m.prefix}:${m.name}`),
          after: Date.now() - started,
        });
    }),
  );
  expect(outcome.missing).toEqual(['mdi:home']);
  expect(silent.requests).toHaveLength(1);
  // 750 ms before the client finds no other host to ask, then the 5000 ms request timeout.
  expect(outcome.after).toBeGreaterThanOrEqual(5600);
  expect(outcome.after).toBeLessThan(6600);
}, 15_000);
