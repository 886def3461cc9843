import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import {
  createUser,
  hostOf,
  latestMailToken,
  PLATFORM_HOST,
  post,
  session,
  signUpBody,
} from '../../../test/helpers/auth';
import { multipartBody } from '../../../test/helpers/multipart';
import { forEachDatabase, useTestApp } from '../../../test/helpers/test-app';

const MAX_FILES = 2;
const MAX_BYTES = 20_000;

/**
 * A company whose owner has not confirmed the e-mail stores a few files only
 * (UPLOAD_UNCONFIRMED_MAX_FILES / _BYTES): the sign-up signs the owner in at once, and without
 * a quota anyone with an address would have free file hosting.
 */
forEachDatabase((kind) => {
  const ctx = useTestApp(kind, {
    env: {
      UPLOAD_UNCONFIRMED_MAX_FILES: String(MAX_FILES),
      UPLOAD_UNCONFIRMED_MAX_BYTES: String(MAX_BYTES),
    },
  });
  let small: Buffer;
  /** Noise compresses badly: its WebP is well over MAX_BYTES. */
  let noisy: Buffer;

  beforeAll(async () => {
    small = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3862ae' } })
      .png()
      .toBuffer();
    noisy = await sharp(randomBytes(300 * 300 * 3), {
      raw: { width: 300, height: 300, channels: 3 },
    })
      .png()
      .toBuffer();
  });

  /** A new company signed up and its owner signed in by the sign-up's ticket. */
  async function newOwner(uriName: string) {
    const email = `ana@${uriName}.com.br`;
    const res = await post(
      ctx.app,
      '/auth/sign-up',
      PLATFORM_HOST,
      signUpBody({ company: { uriName }, email }),
    );
    expect(res.statusCode).toBe(201);
    const exchanged = await post(
      ctx.app,
      '/auth/sign-in/ticket',
      hostOf(uriName),
      { ticket: res.json().signInTicket },
      { origin: `http://${uriName}.localhost:4200` },
    );
    expect(exchanged.statusCode).toBe(200);
    return { token: exchanged.json().token as string, email };
  }

  const upload = (uriName: string, token: string, value: Buffer) => {
    const { payload, headers } = multipartBody([
      { name: 'file', value, filename: 'foto.png', contentType: 'image/png' },
    ]);
    return ctx.app.inject({
      method: 'POST',
      url: '/panel/uploads',
      payload,
      headers: { ...headers, host: hostOf(uriName), authorization: `Bearer ${token}` },
    });
  };
  const storedFiles = (uriName: string) => {
    const root = path.join(ctx.dataDir, 'uploads', uriName);
    if (!fs.existsSync(root)) return 0;
    return (fs.readdirSync(root, { recursive: true }) as string[]).filter((p) =>
      fs.statSync(path.join(root, p)).isFile(),
    ).length;
  };
  const QUOTA_MESSAGE =
    'Até a confirmação do e-mail, a empresa pode enviar 2 arquivos (20 KB ao todo). ' +
    'Confirme o e-mail pelo link que enviamos para enviar mais.';

  it('stops an unconfirmed company at its file count, with a pt-BR reason, until it confirms', async () => {
    const { token, email } = await newOwner('loja-cota');
    expect((await upload('loja-cota', token, small)).statusCode).toBe(201);
    expect((await upload('loja-cota', token, small)).statusCode).toBe(201);
    const refused = await upload('loja-cota', token, small);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'UPLOAD_QUOTA_UNCONFIRMED',
      message: QUOTA_MESSAGE,
      fields: [{ field: 'file', reason: QUOTA_MESSAGE }],
    });
    expect(storedFiles('loja-cota')).toBe(2);

    // The mailed link confirms the e-mail: the company goes public and the quota goes.
    await ctx.app.background.idle();
    const link = await latestMailToken(ctx.app, email);
    const confirmed = await post(ctx.app, '/auth/email-confirm', hostOf('loja-cota'), {
      token: link,
    });
    expect(confirmed.statusCode).toBe(200);
    expect((await upload('loja-cota', token, small)).statusCode).toBe(201);
    expect(storedFiles('loja-cota')).toBe(3);
  });

  it('counts bytes too: a file that would pass the quota is refused and not stored', async () => {
    const { token } = await newOwner('loja-bytes');
    const refused = await upload('loja-bytes', token, noisy);
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'UPLOAD_QUOTA_UNCONFIRMED']);
    expect(storedFiles('loja-bytes')).toBe(0);
    expect((await upload('loja-bytes', token, small)).statusCode).toBe(201);
  });

  it('leaves a confirmed company unlimited by it', async () => {
    await createUser(ctx.app, 'demo', 'editor@demo.com', { role: 'editor' });
    const { token } = await session(ctx.app, 'demo', 'editor@demo.com');
    for (let i = 0; i < MAX_FILES + 1; i += 1) {
      expect((await upload('demo', token, small)).statusCode).toBe(201);
    }
  });
});
