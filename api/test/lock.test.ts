import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE } from '../src/db/lock';

const API_DIR = path.resolve(__dirname, '..');
const tempDirs: string[] = [];
const children: ChildProcess[] = [];

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-lock-'));
  tempDirs.push(dir);
  return dir;
}

function exitOf(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/** Starts the real server (through tsx) and collects its output. */
function startServer(dataDir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', SEED: 'false' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const waitFor = (text: string, ms = 45000) =>
    new Promise<void>((resolve, reject) => {
      const timer = setInterval(() => {
        if (output.includes(text)) done(resolve);
        else if (child.exitCode !== null) done(() => reject(new Error(`exited early:\n${output}`)));
      }, 50);
      const timeout = setTimeout(() => done(() => reject(new Error(`timed out:\n${output}`))), ms);
      const done = (fn: () => void) => (clearInterval(timer), clearTimeout(timeout), fn());
    });
  return { child, waitFor, output: () => output };
}

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('data directory lock', () => {
  it('is refused while a live process holds it, and taken over once that process is gone', async () => {
    const dir = tempDir();
    // Any live process stands in for another API: only its pid matters to the lock.
    const holder = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
    children.push(holder);
    fs.writeFileSync(path.join(dir, LOCK_FILE), `${holder.pid}\n`);

    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(
      `Data directory ${dir} is in use by another API process (pid ${holder.pid}). ` +
        'Stop it or set DATA_DIR to another directory.',
    );

    holder.kill('SIGKILL');
    await exitOf(holder);
    const lock = acquireDataDirLock(dir);
    expect(fs.readFileSync(lock.file, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
    expect(fs.existsSync(lock.file)).toBe(false);
  });

  it('a second API on the same DATA_DIR exits with a clear message; SIGTERM frees it', async () => {
    const dir = tempDir();
    const first = startServer(dir);
    await first.waitFor('API listening');
    expect(fs.readFileSync(path.join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(first.child.pid));

    const second = startServer(dir);
    expect(await exitOf(second.child)).toBe(1);
    expect(second.output()).toContain(
      `Data directory ${dir} is in use by another API process (pid ${first.child.pid}).`,
    );

    first.child.kill('SIGTERM');
    expect(await exitOf(first.child)).toBe(0);
    expect(fs.existsSync(path.join(dir, LOCK_FILE))).toBe(false);
  }, 90000);
});
