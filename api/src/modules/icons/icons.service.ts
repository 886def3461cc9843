import { getIcons, validateIconSet } from '@iconify/utils';
import type { IconifyJSON } from '@iconify/types';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** Our own collections (catalogo-icon): one Iconify JSON file each, drawn for the product. */
export const OWN_ICONS_FOLDER = path.resolve(__dirname, '..', '..', '..', 'assets', 'icons');

interface CollectionSource {
  /** The package's version, or a hash of our own file: it changes whenever the icons do. */
  version: string;
  file: string;
}

export interface IconsAnswer {
  data: IconifyJSON;
  /** Keyed by the collection's version and the icons asked for. */
  etag: string;
}

const hash = (text: string | Buffer) => createHash('sha256').update(text).digest('hex');

/** The installed `@iconify-json/*` packages, as Node would resolve them from here (nearest first). */
function installedSets(): Map<string, CollectionSource> {
  const sets = new Map<string, CollectionSource>();
  for (const nodeModules of require.resolve.paths('@iconify-json/x') ?? []) {
    const scope = path.join(nodeModules, '@iconify-json');
    if (!existsSync(scope)) continue;
    for (const name of readdirSync(scope)) {
      const file = path.join(scope, name, 'icons.json');
      if (sets.has(name) || !existsSync(file)) continue;
      const pkg = JSON.parse(readFileSync(path.join(scope, name, 'package.json'), 'utf8'));
      sets.set(name, { version: String(pkg.version), file });
    }
  }
  return sets;
}

function ownSets(folder: string): Map<string, CollectionSource> {
  const sets = new Map<string, CollectionSource>();
  for (const entry of readdirSync(folder)) {
    if (!entry.endsWith('.json')) continue;
    const file = path.join(folder, entry);
    sets.set(entry.slice(0, -'.json'.length), {
      version: hash(readFileSync(file)).slice(0, 12),
      file,
    });
  }
  return sets;
}

/**
 * The icon sets the API serves: the installed `@iconify-json/*` packages and our own (which win
 * on a name clash). A set is read from disk on its first request and kept (mdi is about 3 MB).
 */
export function createIconsService(options: { ownFolder?: string } = {}) {
  const sources = new Map([...installedSets(), ...ownSets(options.ownFolder ?? OWN_ICONS_FOLDER)]);
  const loaded = new Map<string, Promise<IconifyJSON>>();

  function load(prefix: string, source: CollectionSource) {
    let set = loaded.get(prefix);
    if (!set) {
      // validateIconSet throws on a broken set: a 500 and a log line, never wrong icons.
      set = readFile(source.file, 'utf8').then((text) =>
        validateIconSet(JSON.parse(text), { prefix }),
      );
      set.catch(() => loaded.delete(prefix));
      loaded.set(prefix, set);
    }
    return set;
  }

  return {
    collections: () => [...sources.keys()].sort(),
    /** Reads every set now (a running server's start), so no first visitor waits for a parse. */
    async preload(): Promise<string[]> {
      const names = [...sources.keys()].sort();
      await Promise.all(names.map((prefix) => load(prefix, sources.get(prefix)!)));
      return names;
    },
    /** The icons asked for (aliases with their parents), or null for an unknown collection. */
    async icons(prefix: string, names: string[]): Promise<IconsAnswer | null> {
      const source = sources.get(prefix);
      if (!source) return null;
      const unique = [...new Set(names)].sort();
      const data = getIcons(await load(prefix, source), unique, true) ?? {
        prefix,
        icons: {},
        not_found: unique,
      };
      const etag = `"${prefix}@${source.version}-${hash(unique.join(',')).slice(0, 16)}"`;
      return { data, etag };
    },
  };
}

export type IconsService = ReturnType<typeof createIconsService>;
