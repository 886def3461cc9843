// drizzle-kit is hoisted to the workspace root but drizzle-orm lives only in api/node_modules,
// so drizzle-kit cannot load it ("Please install latest version of drizzle-orm"). Rather than
// change the shared install, let both its require() and import() fall back to api/node_modules,
// then run the real drizzle-kit CLI with the same arguments. Run from api/ (npm -w api does).
import Module, { register, createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const apiDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

// CommonJS: NODE_PATH is read once at start-up; _initPaths re-reads it.
process.env.NODE_PATH = path.join(apiDir, 'node_modules');
Module._initPaths();

// ES modules ignore NODE_PATH: a resolve hook retries drizzle-orm imports from api/.
const hook = `
const apiUrl = ${JSON.stringify(pathToFileURL(path.join(apiDir, 'package.json')).href)};
export async function resolve(specifier, context, next) {
  try {
    return await next(specifier, context);
  } catch (error) {
    if (!specifier.startsWith('drizzle-orm')) throw error;
    return next(specifier, { ...context, parentURL: apiUrl });
  }
}`;
register('data:text/javascript,' + encodeURIComponent(hook));

const require = createRequire(import.meta.url);
require(path.join(path.dirname(require.resolve('drizzle-kit')), 'bin.cjs'));
