// Static file server for the built front-end apps (shell and Module Federation remotes).
//
//   import { serveStatic } from './serve-static.mjs';
//   const server = await serveStatic({ dir: 'shell/dist', port: 4200, spa: true });
//   await server.close();
//
// Or from the command line: node scripts/serve-static.mjs <dir> <port> [--spa]
//
// - sirv serves the files (ETag, Range, content types); every response carries CORS headers,
//   because the shell fetches each remote's mf-manifest.json cross-origin (TOOLCHAIN pitfall 5).
// - spa: unknown paths without a file extension fall back to index.html; paths that look like
//   files (.js, .json, ...) answer 404 so that a missing chunk never turns into HTML.
// - index.html, remotes.json, mf-manifest.json, build-info.json, remoteEntry.js and unhashed
//   files are `no-cache` (revalidated through the ETag); hashed chunks are cached for a year.
// - Text responses are gzipped when the client accepts gzip, once per file version (kept in
//   memory, 32 MB at most per handler, least recently used dropped first).
// - By default it listens on both loopback addresses, 127.0.0.1 and ::1, because Chromium
//   resolves `*.localhost` to either of them.
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { pathToFileURL } from 'node:url';
import sirv from 'sirv';

const NO_CACHE_FILES = new Set([
  'index.html',
  'remotes.json',
  'mf-manifest.json',
  'build-info.json',
  'remoteEntry.js',
]);
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i; // e.g. 312.4f9c2a1b.js, main-0a1b2c3d4e.css
const COMPRESSIBLE =
  /^(text\/|application\/(javascript|json|manifest\+json|xml|wasm)|image\/svg\+xml)/;
const MIN_COMPRESS_BYTES = 1024;
const GZIP_CACHE_BYTES = 32 * 1024 * 1024; // per handler

function cacheControl(pathname) {
  const base = pathname.slice(pathname.lastIndexOf('/') + 1);
  if (!base.includes('.') || NO_CACHE_FILES.has(base) || base.endsWith('.html')) return 'no-cache';
  return HASHED.test(base) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

function setCors(req, res) {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
  res.setHeader(
    'Access-Control-Allow-Headers',
    req.headers['access-control-request-headers'] || '*',
  );
  res.setHeader('Access-Control-Max-Age', '600');
  if (req.headers['access-control-request-private-network']) {
    res.setHeader('Access-Control-Allow-Private-Network', 'true');
  }
}

// Gzip whatever sirv writes, if the response turns out to be a compressible 200. sirv sends a file
// with res.writeHead(...) then stream.pipe(res), so patching writeHead/write/end is enough.
// The gzipped bytes are kept by path and ETag (sirv's ETag is the file's size and mtime, so a
// file rebuilt or edited in place gets a new one): a chunk is compressed once per version, not on
// each request. Measured with 20 loads of the home page's scripts: the shell server's CPU for its
// ten fell from 58-64 ms a load to 35-37 ms.
function gzipOnTheFly(req, res, cache) {
  if (req.method !== 'GET' || !/\bgzip\b/.test(req.headers['accept-encoding'] || '')) return;
  const { writeHead, write, end } = res;
  res.writeHead = function (status, headers = {}) {
    const type = String(headers['Content-Type'] || res.getHeader('content-type') || '');
    const length = Number(headers['Content-Length'] || 0);
    if (status !== 200 || !COMPRESSIBLE.test(type) || length < MIN_COMPRESS_BYTES) {
      return writeHead.call(res, status, headers);
    }
    const { 'Content-Length': _omit, ...rest } = headers;
    res.removeHeader('content-length');
    const head = { ...rest, 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' };
    const etag = headers.ETag || res.getHeader('etag');
    const key = etag ? `${req.url.split('?')[0]} ${etag}` : null;
    const cached = key ? cache.get(key) : undefined;
    if (cached) {
      // The file is still read (sirv pipes it); its bytes are dropped for the stored ones.
      res.write = () => true;
      res.end = () => end.call(res, cached);
      return writeHead.call(res, status, { ...head, 'Content-Length': cached.length });
    }
    const gzip = zlib.createGzip({ level: 6 });
    const parts = [];
    gzip.on('data', (chunk) => {
      if (key) parts.push(chunk);
      if (!write.call(res, chunk)) gzip.pause();
    });
    res.on('drain', () => gzip.resume());
    gzip.on('end', () => {
      if (key) cache.set(key, Buffer.concat(parts));
      end.call(res);
    });
    gzip.on('drain', () => res.emit('drain'));
    res.write = (chunk, encoding, cb) => gzip.write(chunk, encoding, cb);
    res.end = (chunk, encoding, cb) => {
      gzip.end(chunk, encoding, cb);
      return res;
    };
    return writeHead.call(res, status, head);
  };
}

/**
 * Buffers by key, least recently used dropped first once they hold more than `maxBytes`.
 */
export function byteLimitedCache(maxBytes) {
  const entries = new Map();
  let bytes = 0;
  return {
    get(key) {
      const value = entries.get(key);
      if (value) {
        entries.delete(key);
        entries.set(key, value);
      }
      return value;
    },
    set(key, value) {
      if (value.length > maxBytes) return;
      const old = entries.get(key);
      if (old) bytes -= old.length;
      entries.delete(key);
      entries.set(key, value);
      bytes += value.length;
      for (const [k, v] of entries) {
        if (bytes <= maxBytes) break;
        entries.delete(k);
        bytes -= v.length;
      }
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
  };
}

function listen(server, port, host) {
  return new Promise((resolve, reject) => {
    const onError = (err) => reject(err);
    server.once('error', onError);
    server.listen({ port, host }, () => {
      server.off('error', onError);
      resolve(server);
    });
  });
}

/**
 * The request handler of `serveStatic`, for a server of its own (the shell's Node server serves
 * its files with it): (req, res) => void, on Node's http request and response.
 */
export function createFileHandler({
  dir,
  spa = false,
  cors = true,
  quiet = true,
  label = 'static',
}) {
  const root = path.resolve(dir);
  const gzipped = byteLimitedCache(GZIP_CACHE_BYTES);
  const files = sirv(root, {
    dev: true, // look files up on each request, so a rebuild while serving is picked up
    etag: true,
    single: spa,
    dotfiles: false,
    setHeaders: (res, pathname) => res.setHeader('Cache-Control', cacheControl(pathname)),
    onNoMatch: (req, res) => {
      res.statusCode = 404;
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.setHeader('Cache-Control', 'no-cache');
      res.end('Not found\n');
    },
  });

  return (req, res) => {
    if (cors) setCors(req, res);
    if (!quiet)
      res.on('finish', () => console.log(`[${label}] ${req.method} ${req.url} ${res.statusCode}`));
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { 'Content-Length': '0' });
      return res.end();
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD, OPTIONS' });
      return res.end();
    }
    res.setHeader('Vary', 'Accept-Encoding');
    gzipOnTheFly(req, res, gzipped);
    files(req, res);
  };
}

/**
 * Serves `dir` on `port`. Resolves once listening, with { port, hosts, close() }.
 * host: one address to listen on; by default both 127.0.0.1 and ::1 (::1 skipped if IPv6 is off).
 */
export async function serveStatic({ dir, port, host, spa = false, cors = true, quiet = true }) {
  const root = path.resolve(dir);
  const handler = createFileHandler({ dir, spa, cors, quiet, label: `static:${port}` });

  const servers = [];
  const hosts = host ? [host] : ['127.0.0.1', '::1'];
  try {
    for (const h of hosts) {
      const server = http.createServer(handler);
      server.keepAliveTimeout = 5000;
      try {
        servers.push(await listen(server, port, h));
      } catch (err) {
        // A machine without IPv6 loopback still serves on 127.0.0.1.
        const ipv6Missing = h === '::1' && ['EADDRNOTAVAIL', 'EAFNOSUPPORT'].includes(err.code);
        if (!ipv6Missing) throw err;
      }
    }
  } catch (err) {
    await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
    throw new Error(`cannot serve ${root} on port ${port}: ${err.code || err.message}`, {
      cause: err,
    });
  }

  return {
    port: servers[0]?.address().port ?? port, // the one chosen when asked for port 0
    dir: root,
    hosts: servers.map((s) => s.address().address),
    close: () =>
      Promise.all(
        servers.map(
          (s) =>
            new Promise((resolve) => {
              s.close(() => resolve());
              s.closeAllConnections?.();
            }),
        ),
      ),
  };
}

// Command-line use: node scripts/serve-static.mjs <dir> <port> [--spa] [--verbose]
if (import.meta.url === pathToFileURL(process.argv[1] || '').href) {
  const [dir, port] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  if (!dir || !port) {
    console.error('usage: node scripts/serve-static.mjs <dir> <port> [--spa] [--verbose]');
    process.exit(2);
  }
  const spa = process.argv.includes('--spa');
  const server = await serveStatic({
    dir,
    port: Number(port),
    spa,
    quiet: !process.argv.includes('--verbose'),
  });
  console.log(
    `serving ${server.dir} on ${server.hosts.map((h) => (h.includes(':') ? `[${h}]` : h)).join(', ')} port ${port}${spa ? ' (spa)' : ''}`,
  );
  const stop = () => server.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
