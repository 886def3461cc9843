// node --test scripts/*.test.mjs: the static file server's gzip, kept once per file version.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { mock, test } from 'node:test';
import zlib from 'node:zlib';
import { byteLimitedCache, serveStatic } from './serve-static.mjs';

function get(port, pathname, headers = { 'accept-encoding': 'gzip' }) {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: pathname, headers }, (res) => {
        const parts = [];
        res.on('data', (c) => parts.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(parts) }),
        );
      })
      .on('error', reject);
  });
}

async function withServer(files, run) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-static-test-'));
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  const server = await serveStatic({ dir, port: 0, host: '127.0.0.1' });
  try {
    await run(server.port, dir);
  } finally {
    await server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const script = (word) => `console.log(${JSON.stringify(word)});\n`.repeat(200);

test('a script is gzipped once per version: the same bytes again without compressing, new bytes once it changes', async () => {
  const gzips = mock.method(zlib, 'createGzip');
  try {
    await withServer({ 'remoteEntry.js': script('one') }, async (port, dir) => {
      const first = await get(port, '/remoteEntry.js');
      assert.equal(first.status, 200);
      assert.equal(first.headers['content-encoding'], 'gzip');
      assert.equal(zlib.gunzipSync(first.body).toString(), script('one'));
      assert.equal(gzips.mock.callCount(), 1);

      const again = await get(port, '/remoteEntry.js?v=2');
      assert.equal(again.headers['content-encoding'], 'gzip');
      assert.equal(Number(again.headers['content-length']), again.body.length);
      assert.deepEqual(again.body, first.body);
      assert.equal(gzips.mock.callCount(), 1, 'the second answer is the stored one');

      // Rewritten in place (as a redeploy does), with a later mtime: compressed again.
      fs.writeFileSync(path.join(dir, 'remoteEntry.js'), script('two'));
      const later = new Date(Date.now() + 5000);
      fs.utimesSync(path.join(dir, 'remoteEntry.js'), later, later);
      const changed = await get(port, '/remoteEntry.js');
      assert.equal(zlib.gunzipSync(changed.body).toString(), script('two'));
      assert.equal(gzips.mock.callCount(), 2);
    });
  } finally {
    gzips.mock.restore();
  }
});

test('a client without gzip, a range and a conditional request get the file as before', async () => {
  await withServer({ 'main.0123abcd.js': script('plain') }, async (port) => {
    await get(port, '/main.0123abcd.js'); // stored gzipped
    const plain = await get(port, '/main.0123abcd.js', {});
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.body.toString(), script('plain'));
    assert.match(plain.headers['cache-control'], /immutable/);

    const range = await get(port, '/main.0123abcd.js', {
      'accept-encoding': 'gzip',
      range: 'bytes=0-9',
    });
    assert.equal(range.status, 206);
    assert.equal(range.body.toString(), script('plain').slice(0, 10));

    const etag = plain.headers.etag;
    const notModified = await get(port, '/main.0123abcd.js', {
      'accept-encoding': 'gzip',
      'if-none-match': etag,
    });
    assert.equal(notModified.status, 304);
    assert.equal(notModified.body.length, 0);
  });
});

test('the store keeps at most its byte budget, dropping the least recently used first', () => {
  const cache = byteLimitedCache(10);
  cache.set('a', Buffer.alloc(4));
  cache.set('b', Buffer.alloc(4));
  assert.ok(cache.get('a')); // a is now the most recently used
  cache.set('c', Buffer.alloc(4)); // 12 bytes: b goes
  assert.equal(cache.get('b'), undefined);
  assert.ok(cache.get('a'));
  assert.ok(cache.get('c'));
  assert.equal(cache.bytes, 8);
  cache.set('big', Buffer.alloc(11)); // larger than the whole budget: not kept, nothing dropped
  assert.equal(cache.get('big'), undefined);
  assert.equal(cache.size, 2);
  cache.set('a', Buffer.alloc(2)); // replaced, counted once
  assert.equal(cache.bytes, 6);
});
