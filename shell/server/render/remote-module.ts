import vm from 'node:vm';
import { builtinModules } from 'node:module';
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as jsxRuntime from 'react/jsx-runtime';
import * as sharedUi from '@catalogo/shared-ui';
import * as sharedAuth from '@catalogo/shared-auth';
import type { RemoteServerModule } from '../types';

declare const __non_webpack_require__: NodeJS.Require;

// The singletons this runtime shares with a remote's server build: the same list as the
// browser's share scope (tools/webpack/shared-deps.js). The remote's build leaves them out and
// asks for them by name; it gets this runtime's instances, so its components use the same React,
// MUI theme, Emotion cache, router and store as the shell's.
const SHARED: Record<string, unknown> = {
  react: React,
  'react-dom': ReactDOM,
  'react/jsx-runtime': jsxRuntime,
  '@catalogo/shared-ui': sharedUi,
  '@catalogo/shared-auth': sharedAuth,
};
const BUILTIN = new Set(builtinModules);

function remoteRequire(id: string): unknown {
  if (id in SHARED) return SHARED[id];
  const bare = id.replace(/^node:/, '');
  if (BUILTIN.has(bare)) return __non_webpack_require__(`node:${bare}`);
  throw new Error(`the remote's server build asks for "${id}", which the shell does not share`);
}

/** Evaluates a remote's server build (one CommonJS file) against this runtime's singletons. */
export function evaluateRemote(code: string, filename: string): RemoteServerModule {
  const wrapper = vm.runInThisContext(
    `(function (exports, require, module, __filename, __dirname) {${code}\n})`,
    { filename },
  ) as (...args: unknown[]) => void;
  const module = { exports: {} as Record<string, unknown> };
  wrapper(module.exports, remoteRequire, module, filename, '/');
  const exported = module.exports as unknown as RemoteServerModule;
  if (typeof exported.Routes !== 'function' && typeof exported.Routes !== 'object')
    throw new Error('the remote server build exports no Routes');
  return exported;
}
