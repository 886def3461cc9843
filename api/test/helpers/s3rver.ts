import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface S3Server {
  /** http://127.0.0.1:<port> */
  endpoint: string;
  /** The server's data directory: buckets and objects as files. */
  directory: string;
  stop(): Promise<void>;
}

/** s3rver's fixed credentials (it checks SigV4 signatures against them). */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * Starts s3rver (an S3-compatible server) in a child process of its own, on a free loopback
 * port (`-p 0`), storing into a new temporary directory. Resolves when it says where it listens;
 * rejects with its output if it exits first.
 */
export function startS3rver(): Promise<S3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogo-s3rver-'));
  const bin = require.resolve('s3rver/bin/s3rver.js');
  const child: ChildProcess = spawn(
    process.execPath,
    [bin, '--directory', directory, '--address', '127.0.0.1', '--port', '0', '--silent'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    fs.rmSync(directory, { recursive: true, force: true });
  };
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const match = /listening on 127\.0\.0\.1:(\d+)/.exec(output);
      if (match) resolve({ endpoint: `http://127.0.0.1:${match[1]}`, directory, stop });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      fs.rmSync(directory, { recursive: true, force: true });
      reject(new Error(`s3rver exited (${code}) before listening:\n${output}`));
    });
  });
}
