// Types of serve-static.mjs for the TypeScript that imports it (the shell's Node server).
import type { IncomingMessage, ServerResponse } from 'node:http';

export function createFileHandler(options: {
  dir: string;
  spa?: boolean;
  cors?: boolean;
  quiet?: boolean;
  label?: string;
}): (req: IncomingMessage, res: ServerResponse) => void;

export function serveStatic(options: {
  dir: string;
  port: number;
  host?: string;
  spa?: boolean;
  cors?: boolean;
  quiet?: boolean;
}): Promise<{ port: number; dir: string; hosts: string[]; close: () => Promise<unknown> }>;
