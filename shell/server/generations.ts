import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import type { Renderer, RuntimeOptions } from './types';

// Which build of the catalogue the server renders with. Like the browser, the server reads
// remotes.json (next to index.html) and the remote's mf-manifest.json at run time; the manifest's
// `metaData.ssrRemoteEntry` names the remote's server build. Each build gets a render runtime of
// its own (a fresh evaluation of render.js), swapped in whole when the manifest names another
// build: a redeploy is rendered within one poll, without a restart, and an old build's modules
// are released with its runtime.

declare const __non_webpack_require__: NodeJS.Require;

interface Manifest {
  metaData?: {
    publicPath?: string;
    remoteEntry?: { name?: string; path?: string };
    ssrRemoteEntry?: { name?: string; path?: string };
  };
  exposes?: {
    name?: string;
    path?: string;
    assets?: { js?: { sync?: string[]; async?: string[] } };
  }[];
}

export interface Generation {
  /** Changes whenever the remote's location or its server build changes. */
  key: string;
  renderer: Renderer;
  /** The remotes.json the page was rendered against: the browser uses the same. */
  remotes: Record<string, string>;
  /** The remote's entry and its route tree's chunks, for <link rel=preload>. */
  preloadScripts: string[];
  /**
   * The chunk of each named lazy part of the route tree (a page), by its chunk name: a page the
   * server drew with it preloads it too, instead of asking for it once the route tree has run.
   */
  lazyScripts: Record<string, string>;
  /** Why the catalogue's pages are not rendered on the server, when they are not. */
  unavailable: string | null;
}

interface Options {
  distDir: string;
  /** render.js, evaluated once per generation. */
  runtimeFile: string;
  pollMs: number;
  log: (message: string) => void;
}

/** What render.js exports (shell/server/render/runtime.tsx). */
interface RuntimeModule {
  createRenderer: (options: RuntimeOptions) => Renderer;
  /** Undoes the instance's global registrations, so that nothing keeps it once it is replaced. */
  release: () => void;
}

const FETCH_TIMEOUT_MS = 5000;

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url, {
    cache: 'no-store',
    signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

function evaluateRuntime(code: string, filename: string) {
  const wrapper = vm.runInThisContext(
    `(function (exports, require, module, __filename, __dirname) {${code}\n})`,
    { filename },
  ) as (...args: unknown[]) => void;
  const module = { exports: {} as Record<string, unknown> };
  wrapper(module.exports, __non_webpack_require__, module, filename, path.dirname(filename));
  return module.exports as unknown as RuntimeModule;
}

function readRemotes(distDir: string): Record<string, string> {
  try {
    const value = JSON.parse(fs.readFileSync(path.join(distDir, 'remotes.json'), 'utf8'));
    return value && typeof value === 'object' ? value : {};
  } catch {
    return {};
  }
}

/**
 * The chunk file of a named lazy part is named after it, `/` written `-` (`catalog/HomePage` is
 * `catalog-HomePage.<hash>.js`, webpack's chunk name; no hash in a development build): the URL
 * of each, by its chunk name. Unnamed chunks (`9785.<hash>.js`) are not lazy parts.
 */
export function lazyChunks(files: string[], base: URL): Record<string, string> {
  const chunks: Record<string, string> = {};
  for (const file of files) {
    const named = /^([A-Za-z][\w-]*)(?:\.[0-9a-f]{8})?\.js$/.exec(path.posix.basename(file));
    if (named) chunks[named[1]!] = new URL(file, base).href;
  }
  return chunks;
}

/** The scripts a page drawn with the named lazy parts `lazy` preloads besides the route tree's. */
export function pageScripts(
  generation: Pick<Generation, 'preloadScripts' | 'lazyScripts'>,
  lazy: readonly string[],
): string[] {
  const chunks = lazy.map((name) => generation.lazyScripts[name.replaceAll('/', '-')]);
  return [...generation.preloadScripts, ...chunks.filter((href): href is string => !!href)];
}

export function createGenerations(options: Options) {
  const { distDir, runtimeFile, pollMs, log } = options;
  const runtimeCode = fs.readFileSync(runtimeFile, 'utf8');
  let current: Generation | null = null;
  let releaseCurrent = () => {};
  let checking: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;

  function build(
    key: string,
    remotes: Record<string, string>,
    remote: RuntimeOptions['remote'],
    scripts: Pick<Generation, 'preloadScripts' | 'lazyScripts'>,
    unavailable: string | null,
  ): Generation & { release: () => void } {
    const runtime = evaluateRuntime(runtimeCode, runtimeFile);
    try {
      const renderer = runtime.createRenderer({ remote });
      return { key, renderer, remotes, ...scripts, unavailable, release: runtime.release };
    } catch (error) {
      runtime.release();
      throw error;
    }
  }

  async function check(): Promise<void> {
    const remotes = readRemotes(distDir);
    const manifestUrl = remotes.catalog;
    let next: Omit<Generation, 'renderer' | 'preloadScripts' | 'lazyScripts'> & {
      remote: RuntimeOptions['remote'];
      scripts: Pick<Generation, 'preloadScripts' | 'lazyScripts'>;
    };
    try {
      if (!manifestUrl) throw new Error('remotes.json has no catalog entry');
      const manifest = JSON.parse(await fetchText(manifestUrl)) as Manifest;
      const meta = manifest.metaData ?? {};
      const base =
        meta.publicPath && meta.publicPath !== 'auto'
          ? new URL(meta.publicPath, manifestUrl)
          : new URL('./', manifestUrl);
      const file = (entry?: { name?: string; path?: string }) =>
        entry?.name ? new URL(path.posix.join(entry.path ?? '', entry.name), base).href : null;
      const routes = manifest.exposes?.find((e) => e.name === 'routes' || e.path === './routes');
      const scripts = {
        preloadScripts: [
          file(meta.remoteEntry),
          ...(routes?.assets?.js?.sync ?? []).map((js) => new URL(js, base).href),
        ].filter((href): href is string => !!href),
        lazyScripts: lazyChunks(routes?.assets?.js?.async ?? [], base),
      };
      const serverEntry = file(meta.ssrRemoteEntry);
      const key = `${manifestUrl}|${serverEntry ?? 'none'}`;
      if (current?.key === key) return;
      if (!serverEntry) {
        next = {
          key,
          remotes,
          scripts,
          remote: null,
          unavailable: 'catalog has no server build in its mf-manifest.json',
        };
      } else {
        try {
          const code = await fetchText(serverEntry);
          next = {
            key,
            remotes,
            scripts,
            remote: { code, filename: serverEntry },
            unavailable: null,
          };
        } catch (error) {
          next = {
            key,
            remotes,
            scripts,
            remote: null,
            unavailable: `catalog's server build is unreachable: ${(error as Error).message}`,
          };
        }
      }
    } catch (error) {
      // The remote is down or remotes.json is wrong: the browser cannot load it either. A build
      // that was loaded from the same location is kept (a passing failure); otherwise none.
      const key = `${manifestUrl ?? 'none'}|unreachable`;
      if (current && current.key.startsWith(`${manifestUrl}|`)) return;
      if (current?.key === key) return;
      next = {
        key,
        remotes,
        scripts: { preloadScripts: [], lazyScripts: {} },
        remote: null,
        unavailable: `catalog's manifest is unreachable: ${(error as Error).message}`,
      };
    }
    let made: ReturnType<typeof build>;
    try {
      made = build(next.key, next.remotes, next.remote, next.scripts, next.unavailable);
    } catch (error) {
      // A server build that throws while it loads: the pages are rendered in the browser.
      const reason = `catalog's server build failed to load: ${(error as Error).message}`;
      made = build(next.key, next.remotes, null, next.scripts, reason);
    }
    const { release, ...generation } = made;
    // The old instance may still be finishing a page; it is dropped once nothing holds it.
    releaseCurrent();
    releaseCurrent = release;
    current = generation;
    log(
      current.unavailable
        ? `catalog pages rendered in the browser: ${current.unavailable}`
        : `rendering with catalog build ${current.renderer.remoteBuild ?? '?'} (${next.remote?.filename})`,
    );
  }

  /** Checks again now (one check at a time). */
  function refresh(): Promise<void> {
    checking ??= check()
      .catch((error: Error) => log(`remote check failed: ${error.stack ?? error.message}`))
      .finally(() => {
        checking = null;
      });
    return checking;
  }

  return {
    async start() {
      await refresh();
      timer = setInterval(() => void refresh(), pollMs);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
    },
    refresh,
    get current() {
      return current;
    },
  };
}
