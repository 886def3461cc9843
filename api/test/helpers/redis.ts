import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

/** Debian's redis-server (`apt-get install -y redis-server`; .ci/run installs it). */
const REDIS_SERVER = process.env.REDIS_SERVER_BIN ?? '/usr/bin/redis-server';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
  });
}

export interface TestRedis {
  url: string;
  stop(): Promise<void>;
}

/**
 * A throw-away Redis for one test file: its own process on a free loopback port, in memory only
 * (no dump, no append-only file). Started like the tests' PostgreSQL, never mocked.
 */
export async function startTestRedis(): Promise<TestRedis> {
  if (!fs.existsSync(REDIS_SERVER))
    throw new Error(
      `${REDIS_SERVER} not found: install Redis (apt-get install -y redis-server) to run this test`,
    );
  const port = await freePort();
  const child: ChildProcess = spawn(
    REDIS_SERVER,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  for (let i = 0; i < 100 && !(await answers(port)); i++)
    await new Promise((r) => setTimeout(r, 50));
  if (!(await answers(port))) {
    child.kill('SIGKILL');
    throw new Error(`redis-server did not answer on port ${port}`);
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
