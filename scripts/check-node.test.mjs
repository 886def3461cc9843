// node --test scripts/*.test.mjs: the Node.js version check that `npm start` and `npm test` run first, and the
// `engines` fields it reads.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { message, satisfies } from './check-node.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const readJson = (file) => JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8'));
const root = readJson('package.json');

test('the supported range is Node 22 LTS (from 22.19, the newest minimum of a dependency) and 24 LTS on', () => {
  for (const v of ['22.19.0', 'v22.22.1', '24.0.0', 'v24.21.0', '26.1.0'])
    assert.ok(satisfies(v), v);
  for (const v of ['v18.20.4', 'v20.20.2', '21.7.3', '22.18.0', 'v23.11.0'])
    assert.ok(!satisfies(v), v);
});

test('every workspace declares the root range, and npm install refuses other versions', () => {
  for (const dir of root.workspaces)
    assert.equal(readJson(`${dir}/package.json`).engines?.node, root.engines.node, dir);
  assert.match(fs.readFileSync(path.join(ROOT, '.npmrc'), 'utf8'), /^engine-strict\s*=\s*true$/m);
  assert.equal(fs.readFileSync(path.join(ROOT, '.nvmrc'), 'utf8').trim(), '24');
});

test('an unknown range syntax is an error, not a silent pass', () => {
  assert.throws(() => satisfies('24.0.0', '~24.1.0'), /not understood/);
  assert.throws(() => satisfies('twenty'), /not a Node.js version/);
});

test('an unsupported Node gets one line naming what to install; a supported one gets nothing', () => {
  const run = (version) =>
    spawnSync(process.execPath, [path.join(ROOT, 'scripts/check-node.mjs'), version], {
      encoding: 'utf8',
    });
  const old = run('v20.20.2');
  assert.equal(old.status, 1);
  assert.equal(old.stdout, '');
  assert.equal(old.stderr, `${message('v20.20.2')}\n`);
  assert.equal(old.stderr.trim().split('\n').length, 1);
  assert.match(
    old.stderr,
    /needs Node\.js 24 LTS \(or 22\.19 and later 22\.x\); this is Node\.js 20\.20\.2\. Install Node\.js 24 LTS/,
  );
  const ok = run('v24.21.0');
  assert.deepEqual([ok.status, ok.stdout, ok.stderr], [0, '', '']);
});
