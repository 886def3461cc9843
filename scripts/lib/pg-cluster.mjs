// A throwaway PostgreSQL cluster for a benchmark, started and stopped with
// scripts/pg-test-cluster.sh (Debian's binaries, trust auth on 127.0.0.1, durability off).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './api-bench.mjs';

const SCRIPT = path.join(ROOT, 'scripts', 'pg-test-cluster.sh');

/**
 * Starts a cluster with an empty database `database`; returns its URL and stop(). It lives in
 * a folder of its own (TMPDIR for the script), so the script's "last cluster" note of someone
 * else's test cluster is left alone.
 */
export function startPgCluster(label, database = 'bench') {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), `${label.replace(/\W+/g, '-')}-pg-`));
  fs.chmodSync(parent, 0o755); // as root the cluster runs as postgres, which must reach it
  const env = { ...process.env, TMPDIR: parent, PG_TEST_DB: database };
  delete env.PG_TEST_DIR;
  console.log(`[${label}] BENCH_DATABASE_URL is not set: starting a throwaway PostgreSQL`);
  const res = spawnSync('bash', [SCRIPT, 'start'], {
    env,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    timeout: 120_000,
  });
  const value = (name) => new RegExp(`^export ${name}=(.*)$`, 'm').exec(res.stdout ?? '')?.[1];
  const url = value('TEST_DATABASE_URL');
  const dir = value('PG_TEST_DIR');
  const stop = () => {
    if (dir) {
      spawnSync('bash', [SCRIPT, 'stop', dir], {
        env,
        stdio: ['ignore', 'ignore', 'inherit'],
        timeout: 60_000,
      });
    }
    fs.rmSync(parent, { recursive: true, force: true });
  };
  if (res.status !== 0 || !url) {
    stop();
    throw new Error(
      'cannot start a throwaway PostgreSQL (install postgresql, or set BENCH_DATABASE_URL)',
    );
  }
  return { url, stop };
}
