// What the API benchmarks share: building and running node api/dist/server.js on a free port
// with a throwaway DATA_DIR, calls with a Host header, and autocannon loads with percentiles.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const API = path.join(ROOT, 'api');
/** The API build to run; BENCH_API_SERVER runs another (e.g. a copy of api/dist from before a change). */
export const SERVER = process.env.BENCH_API_SERVER
  ? path.resolve(process.env.BENCH_API_SERVER)
  : path.join(API, 'dist', 'server.js');

/**
 * One benchmark run: the API process and its data folder, always cleaned up — at the end, on
 * Ctrl-C and when the watchdog fires after `minutes` — and what `atExit` adds (e.g. a
 * throwaway PostgreSQL), cleaned up then too, last added first.
 */
export function createApiRun(label, minutes) {
  const exitHooks = [];
  const run = {
    server: null,
    dataDir: null,
    atExit(hook) {
      exitHooks.push(hook);
    },
    /** stop(), then the atExit hooks. */
    async shutdown() {
      await run.stop();
      while (exitHooks.length > 0) {
        try {
          await exitHooks.pop()();
        } catch (error) {
          console.error(`[${label}]`, error instanceof Error ? error.message : error);
        }
      }
    },
    /** Stops the API process only (its data folder stays for another start). */
    async stopServer() {
      const { server } = run;
      if (server && server.exitCode === null && server.signalCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGTERM');
        const timer = setTimeout(() => server.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      run.server = null;
    },
    async stop() {
      await run.stopServer();
      if (run.dataDir) fs.rmSync(run.dataDir, { recursive: true, force: true });
      run.dataDir = null;
    },
    /** Runs `main`, then stops everything; a failure is printed and sets exit code 1. */
    finish(main) {
      const watchdog = setTimeout(() => {
        console.error(`[${label}] timed out after ${minutes} minutes`);
        run.shutdown().finally(() => process.exit(2));
      }, minutes * 60_000);
      return main()
        .catch((error) => {
          console.error(`[${label}]`, error instanceof Error ? error.message : error);
          process.exitCode = 1;
        })
        .finally(async () => {
          await run.shutdown();
          clearTimeout(watchdog);
        });
    },
  };
  for (const sig of ['SIGINT', 'SIGTERM']) {
    process.on(sig, () => run.shutdown().finally(() => process.exit(130)));
  }
  return run;
}

function newestSource(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(file));
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) {
      newest = Math.max(newest, fs.statSync(file).mtimeMs);
    }
  }
  return newest;
}

/** Builds the API when api/dist is missing or older than its sources. */
export function ensureApiBuilt(label) {
  if (process.env.BENCH_API_SERVER) return;
  const built = fs.existsSync(SERVER) ? fs.statSync(SERVER).mtimeMs : 0;
  if (built >= newestSource(path.join(API, 'src'))) return;
  console.log(`[${label}] building the API (npm run build -w api)`);
  const res = spawnSync('npm', ['run', 'build', '-w', 'api'], { cwd: ROOT, stdio: 'inherit' });
  if (res.status !== 0) throw new Error('API build failed');
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Starts the API of `run` on `port` with `env` and waits for /health (60 s at most). */
export async function startApi(run, port, env) {
  run.server = spawn(process.execPath, [SERVER], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (run.server.exitCode !== null) {
      throw new Error(`API exited early (code ${run.server.exitCode})`);
    }
    try {
      const res = await fetch(`http://127.0.0.1:${port}/health`, {
        signal: AbortSignal.timeout(1000),
      });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('API did not answer /health within 60 s');
}

/**
 * A JSON call to 127.0.0.1 with a Host header (node:http: fetch drops a caller's Host), and
 * `headers` (e.g. authorization).
 */
export function callApi(port, method, url, host, body, timeoutMs = 10_000, headers = {}) {
  const payload = body ? JSON.stringify(body) : undefined;
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        headers: { host, ...headers, ...(payload ? { 'content-type': 'application/json' } : {}) },
        timeout: timeoutMs,
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => {
          if (res.statusCode >= 300) {
            reject(new Error(`${method} ${url} (${host}): ${res.statusCode} ${text}`));
          } else resolve(text ? JSON.parse(text) : null);
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${method} ${url}: timed out`)));
    req.on('error', reject);
    req.end(payload);
  });
}

/** Ticks of CPU (user + system) of process `pid` so far, or 0 when it is gone (Linux /proc). */
function cpuTicks(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/** The processes whose parent is `ppid` (Linux /proc). */
function childrenOf(ppid) {
  const out = [];
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === ppid)
        out.push(Number(name));
    } catch {
      // gone meanwhile
    }
  }
  return out;
}

/**
 * A CPU meter over a load: the API process, the PostgreSQL server (every child of the postmaster
 * whose pid is `postmasterPid`, when it runs on this machine) and this load generator.
 * `stop(requests)` gives each one's CPU milliseconds per request, or null where /proc is absent.
 */
export function cpuMeter(apiPid, postmasterPid) {
  if (!fs.existsSync('/proc/self/stat')) return { stop: () => null };
  const tick = 1000 / 100; // USER_HZ is 100 on Linux
  const pgPids = () => (postmasterPid ? childrenOf(postmasterPid) : []);
  const startPg = new Map(pgPids().map((pid) => [pid, cpuTicks(pid)]));
  const startApi = cpuTicks(apiPid);
  const startSelf = process.cpuUsage();
  return {
    stop(requests) {
      let pg = 0;
      for (const pid of new Set([...startPg.keys(), ...pgPids()])) {
        pg += Math.max(0, cpuTicks(pid) - (startPg.get(pid) ?? 0));
      }
      const self = process.cpuUsage(startSelf);
      const per = (v) => v / Math.max(1, requests);
      return {
        api: per((cpuTicks(apiPid) - startApi) * tick),
        postgres: postmasterPid ? per(pg * tick) : null,
        client: per((self.user + self.system) / 1000),
      };
    },
  };
}

/** "CPU per request: API 4.1 ms, PostgreSQL 5.0 ms, load generator 1.2 ms", or ''. */
export function cpuLine(cpu) {
  if (!cpu) return '';
  const parts = [`API ${cpu.api.toFixed(2)} ms`];
  if (cpu.postgres !== null) parts.push(`PostgreSQL ${cpu.postgres.toFixed(2)} ms`);
  parts.push(`load generator ${cpu.client.toFixed(2)} ms`);
  return `CPU per request: ${parts.join(', ')}`;
}

export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

export const ms = (v) => (v === undefined ? '-' : `${v.toFixed(1)} ms`);

/**
 * An autocannon load: req/s and p50/p95/p99 of every response's latency, statuses counted;
 * `onResponse(client, statusCode, responseTime)` sees each response too.
 */
export function loadTest(title, options, onResponse) {
  return new Promise((resolve, reject) => {
    const latencies = [];
    const statuses = new Map();
    const instance = autocannon(options, (error, result) => {
      if (error) return reject(error);
      latencies.sort((a, b) => a - b);
      resolve({
        title,
        rps: result.requests.average,
        total: result.requests.total,
        p50: percentile(latencies, 50),
        p95: percentile(latencies, 95),
        p99: percentile(latencies, 99),
        errors: result.errors + result.timeouts,
        non2xx: result.non2xx,
        statuses: Object.fromEntries(statuses),
      });
    });
    instance.on('response', (client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
      onResponse?.(client, statusCode, responseTime);
    });
  });
}

/**
 * One autocannon load walking `list` in order with one cursor shared by every connection (no
 * item is asked twice before the whole list has been), each item's path being `pathOf(item)`.
 * `groups`, when given, collects every answer's time and status under `keyOf(item)`.
 */
export async function walkList(title, options, list, pathOf, groups, keyOf) {
  let next = 0;
  const requests = [
    {
      method: 'GET',
      setupRequest: (req, context) => {
        const item = list[next++ % list.length];
        context.item = item;
        return { ...req, path: pathOf(item) };
      },
    },
  ];
  const result = await loadTest(
    title,
    { ...options, requests },
    groups
      ? (client, status, time) => {
          // The connection's current request is the one answered (no pipelining).
          const item = client.requestIterator?.context?.item;
          if (item === undefined) return;
          const key = keyOf(item);
          let g = groups.get(key);
          if (!g) groups.set(key, (g = { times: [], statuses: {} }));
          g.times.push(time);
          g.statuses[status] = (g.statuses[status] ?? 0) + 1;
        }
      : undefined,
  );
  return { ...result, asked: next };
}
