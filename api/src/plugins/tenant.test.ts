import net from 'node:net';
import { forEachDatabase, useTestApp } from '../../test/helpers/test-app';

/** One raw HTTP/1.1 request (headers exactly as written, duplicates kept); status and body. */
function rawRequest(port: number, headers: string[]) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let data = '';
    socket.on('data', (chunk) => (data += chunk.toString()));
    socket.on('error', reject);
    socket.on('end', () => {
      const [head = '', body = ''] = data.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), body });
    });
    socket.write(
      ['GET /catalog-public/tenant-info HTTP/1.1', ...headers, 'Connection: close', '', ''].join(
        '\r\n',
      ),
    );
  });
}

forEachDatabase((kind) => {
  const ctx = useTestApp(kind);
  let port: number;
  beforeAll(async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    port = (ctx.app.server.address() as net.AddressInfo).port;
  });

  it('answers a tenant of the app domain by its Host', async () => {
    expect(await rawRequest(port, ['Host: demo.localhost'])).toMatchObject({ status: 200 });
  });

  it('takes no tenant from a host outside the app domain', async () => {
    const res = await rawRequest(port, ['Host: demo.localhost.evil.com']);
    expect(res.status).toBe(404);
    expect(JSON.parse(res.body)).toMatchObject({ code: 'TENANT_NOT_FOUND' });
  });

  it('refuses a request with two Host headers (400), whichever comes first', async () => {
    for (const hosts of [
      ['Host: demo.localhost', 'Host: acme.localhost'],
      ['Host: evil.localhost', 'host: demo.localhost'],
    ]) {
      const res = await rawRequest(port, hosts);
      expect(res.status).toBe(400);
      expect(JSON.parse(res.body)).toMatchObject({
        code: 'BAD_REQUEST',
        fields: [{ field: 'host', reason: 'Envie um único cabeçalho Host.' }],
      });
    }
  });
});
