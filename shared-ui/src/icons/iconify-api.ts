import type { IconifyAPIModule, IconifyAPIQueryParams, IconifyAPISendQuery } from '@iconify/react';

type Reply = Parameters<Parameters<IconifyAPISendQuery>[2]>;

/** A name list per request, each URL at most maxURL long (as Iconify's own module splits). */
export function splitIconList(room: number, icons: string[]): string[][] {
  const lists: string[][] = [];
  let list: string[] = [];
  let length = 0;
  for (const name of icons) {
    const added = (list.length ? 1 : 0) + name.length;
    if (list.length && length + added > room) {
      lists.push(list);
      list = [];
      length = 0;
    }
    list.push(name);
    length += list.length > 1 ? added : name.length;
  }
  if (list.length) lists.push(list);
  return lists;
}

/** Iconify JSON as the client can use it; anything else is reported (spec §8). */
function isIconSet(data: unknown, prefix: string): boolean {
  if (!data || typeof data !== 'object') return false;
  const set = data as { prefix?: unknown; icons?: unknown; aliases?: unknown };
  if (set.prefix !== prefix || !set.icons || typeof set.icons !== 'object') return false;
  const icons = Object.values(set.icons as Record<string, { body?: unknown }>);
  if (!icons.every((icon) => icon && typeof icon.body === 'string')) return false;
  const aliases = Object.values((set.aliases ?? {}) as Record<string, { parent?: unknown }>);
  return aliases.every((alias) => alias && typeof alias.parent === 'string');
}

async function ask(url: string, prefix: string, local: boolean): Promise<Reply> {
  let response: Response;
  try {
    response = await fetch(url);
  } catch {
    return ['next', 503];
  }
  // Our API answers 404 for a collection it does not hold: a public host may have it. A public
  // host's 404 is final (Iconify's own rule).
  if (response.status !== 200)
    return [response.status === 404 && !local ? 'abort' : 'next', response.status];
  let data: unknown;
  try {
    data = await response.json();
  } catch {
    data = undefined;
  }
  if (!isIconSet(data, prefix)) {
    console.error(`[icons] invalid icon data for "${prefix}" from ${url}`, data);
    return ['next', 501];
  }
  return ['success', data];
}

/**
 * Iconify's API module with our rules: only the configured hosts are ever asked (anything else,
 * e.g. Iconify's built-in default host, is refused without a request), names joined by plain
 * commas, invalid answers logged and passed over to the next host.
 */
export function createIconApiModule(options: {
  hosts: () => readonly string[];
  /** Our API's endpoint: its 404 (a collection it lacks) passes the request to the next host. */
  localHost: () => string | null;
  maxURL: number;
  path?: string;
}): IconifyAPIModule {
  const path = options.path ?? '/';
  return {
    prepare(provider, prefix, icons) {
      const longest = Math.max(0, ...options.hosts().map((host) => host.length));
      const room = options.maxURL - longest - path.length - `${prefix}.json?icons=`.length;
      return splitIconList(room, icons).map((list) => ({
        type: 'icons' as const,
        provider,
        prefix,
        icons: list,
      }));
    },
    send(host: string, params: IconifyAPIQueryParams, callback) {
      const hosts = options.hosts();
      if (params.type !== 'icons' || !hosts.includes(host)) {
        callback('abort', 424);
        return;
      }
      const url = `${host}${path}${params.prefix}.json?icons=${params.icons.join(',')}`;
      void ask(url, params.prefix, host === options.localHost()).then(([status, data]) =>
        callback(status, data),
      );
    },
  };
}
