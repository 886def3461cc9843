/**
 * @jest-environment node
 */
// The server evaluates one render runtime per build of the catalogue and drops the old one when
// the catalogue is redeployed (generations.ts). Nothing on the process's globals may keep an old
// instance: a redeploy would otherwise cost the server a whole runtime's memory each time.
import v8 from 'node:v8';
import vm from 'node:vm';
import type * as Runtime from './runtime';

v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;

type RuntimeModule = typeof Runtime;

/** A fresh instance of the runtime and of everything it bundles (React, react-redux, MUI…). */
function loadRuntime(): RuntimeModule {
  let runtime: RuntimeModule | undefined;
  jest.isolateModules(() => {
    runtime = jest.requireActual<RuntimeModule>('./runtime');
  });
  return runtime!;
}

/** Loads an instance, uses it, releases and drops it, collects: is it gone? */
async function releasedAndCollected(): Promise<boolean> {
  let runtime: RuntimeModule | null = loadRuntime();
  runtime.createRenderer({ remote: null });
  const instance = new WeakRef(runtime.createRenderer);
  runtime.release();
  runtime = null;
  for (let i = 0; i < 3; i++) {
    await new Promise((resolve) => setImmediate(resolve));
    collectGarbage();
  }
  return instance.deref() === undefined;
}

describe('render runtime', () => {
  // The current instance: the one the server renders with while an old one is dropped.
  const current = loadRuntime();

  it('is collected once released, while another instance stays in use', async () => {
    expect(await releasedAndCollected()).toBe(true);
    expect(typeof current.createRenderer({ remote: null }).render).toBe('function');
  });

  it('leaves the other instances registered when it is released', () => {
    const contexts = (globalThis as Record<symbol, unknown>)[
      Symbol.for('react-redux-context')
    ] as Map<unknown, unknown>;
    const before = contexts.size;
    const other = loadRuntime();
    expect(contexts.size).toBe(before + 1);
    other.release();
    expect(contexts.size).toBe(before);
    current.release();
    expect(contexts.size).toBe(before - 1);
  });
});
