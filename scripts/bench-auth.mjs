// Cost of authentication: password hashing, sign-in and session throughput.
//
//   npm run bench:auth            (BENCH_SECONDS=10 BENCH_CONNECTIONS=16 by default)
//
// 1. Times the API's own password hashing (api/dist, the configured PASSWORD_HASH_COST), median
//    of 20 runs.
// 2. Starts the built API (node api/dist/server.js; builds it when missing or older than its
//    sources) on a free port with a throwaway DATA_DIR (PGlite) and rate limits raised, registers
//    a company and confirms its owner through the API and the dev outbox endpoint, then loads
//    POST /auth/sign-in and GET /auth/session with autocannon. *.localhost does not resolve in
//    Node, so every call goes to 127.0.0.1 with a Host header. The server is always stopped.
//    The API's own variables pass through: AUTH_SESSION_CACHE_SECONDS=0 measures the session
//    with a database lookup on every request, DATABASE_URL=postgres://… runs on PostgreSQL.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import {
  API,
  callApi as call,
  createApiRun,
  ensureApiBuilt,
  freePort,
  loadTest,
  ms,
  startApi,
} from './lib/api-bench.mjs';
import { median } from './lib/util.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 16);
const HASH_RUNS = 20;
const TARGETS = { hashMin: 50, hashMax: 250, sessionRps: 2000 };
const require = createRequire(import.meta.url);
const run = createApiRun('bench:auth', 5);

async function benchHash() {
  const { loadConfig } = require(path.join(API, 'dist', 'config.js'));
  const { createPasswordHasher } = require(
    path.join(API, 'dist', 'modules', 'auth', 'password.js'),
  );
  const cost = loadConfig({ PASSWORD_HASH_COST: process.env.PASSWORD_HASH_COST }).auth
    .passwordHashCost;
  const hasher = await createPasswordHasher(cost);
  const times = [];
  for (let i = 0; i < HASH_RUNS; i += 1) {
    const start = performance.now();
    await hasher.hash(`Senha-De-Teste-${i}`);
    times.push(performance.now() - start);
  }
  return {
    cost,
    params: hasher.params,
    median: median(times),
    min: Math.min(...times),
    max: Math.max(...times),
  };
}

async function startServer(port) {
  run.dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-auth-'));
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: run.dataDir,
    SEED: 'true',
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT_SIGN_IN_IP: '100000000/60',
    AUTH_RATE_LIMIT_SIGN_IN_EMAIL: '100000000/60',
    AUTH_RATE_LIMIT_MAIL_IP: '1000/60',
    AUTH_RATE_LIMIT_MAIL_EMAIL: '1000/60',
    AUTH_RATE_LIMIT_SIGN_UP_IP: '1000/60',
  };
  // The dev outbox (no SMTP) is needed to confirm the user; a fresh secret per run.
  for (const name of ['SMTP_URL', 'JWT_SECRET', 'NODE_ENV']) delete env[name];
  await startApi(run, port, env);
}

async function createUser(port) {
  const uriName = `bench-${process.pid}`;
  const email = `dona@${uriName}.test`;
  const password = 'Bench-Senha-Forte-2024';
  const platform = `localhost:${port}`;
  await call(port, 'POST', '/auth/sign-up', platform, {
    company: { commercialName: 'Bench Autopeças', uriName, cnpj: '11.444.777/0001-61' },
    name: 'Dona do Bench',
    email,
    password,
  });
  const mail = await call(
    port,
    'GET',
    `/dev/outbox/latest?to=${encodeURIComponent(email)}`,
    platform,
  );
  const token = new URL(mail.link).searchParams.get('token');
  const host = `${uriName}.localhost:${port}`;
  await call(port, 'POST', '/auth/email-confirm', host, { token });
  const { token: accessToken } = await call(port, 'POST', '/auth/sign-in', host, {
    email,
    password,
  });
  return { host, email, password, accessToken };
}

async function main() {
  ensureApiBuilt('bench:auth');
  const hash = await benchHash();
  const { N, r, p } = hash.params;
  const hashOk = hash.median >= TARGETS.hashMin && hash.median <= TARGETS.hashMax;
  console.log(
    `\n(1) password hash: scrypt N=${N} (2^${Math.log2(N)}) r=${r} p=${p} (${hash.cost}), 64-byte key`,
  );
  console.log(
    `    median ${ms(hash.median)} of ${HASH_RUNS} (min ${ms(hash.min)}, max ${ms(hash.max)}); ` +
      `target ${TARGETS.hashMin}-${TARGETS.hashMax} ms: ${hashOk ? 'OK' : 'OUT OF RANGE'}`,
  );

  const port = await freePort();
  await startServer(port);
  const user = await createUser(port);
  const base = `http://127.0.0.1:${port}`;
  const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  const cache = process.env.AUTH_SESSION_CACHE_SECONDS ?? '5 (default)';
  console.log(
    `\n(2) ${CONNECTIONS} connections, ${SECONDS} s per scenario, API on ${base} (Host ${user.host})`,
  );
  console.log(`    database ${database}, AUTH_SESSION_CACHE_SECONDS=${cache}`);

  const signIn = await loadTest('POST /auth/sign-in', {
    url: `${base}/auth/sign-in`,
    connections: CONNECTIONS,
    duration: SECONDS,
    method: 'POST',
    headers: { host: user.host, 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  const session = await loadTest('GET /auth/session', {
    url: `${base}/auth/session`,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { host: user.host, authorization: `Bearer ${user.accessToken}` },
  });

  for (const r of [signIn, session]) {
    console.log(
      `    ${r.title.padEnd(20)} ${r.rps.toFixed(1).padStart(8)} req/s  p50 ${ms(r.p50)}  p95 ${ms(r.p95)}  ` +
        `p99 ${ms(r.p99)}  (${r.total} requests, statuses ${JSON.stringify(r.statuses)}, errors ${r.errors})`,
    );
  }
  const sessionOk = session.rps >= TARGETS.sessionRps;
  console.log(
    `    session target >= ${TARGETS.sessionRps} req/s: ${sessionOk ? 'OK' : 'BELOW TARGET'}; ` +
      `sign-in is bound by scrypt (${os.cpus().length} cores, libuv pool ${process.env.UV_THREADPOOL_SIZE || 4})`,
  );
  const failures = [signIn, session].filter((r) =>
    Object.keys(r.statuses).some((s) => s !== '200'),
  );
  if (failures.length > 0)
    throw new Error(`non-200 answers in: ${failures.map((f) => f.title).join(', ')}`);
}

void run.finish(main);
