import http from 'node:http';
import https from 'node:https';
import { imageSourceFailed, imageTimeout, imageTooLarge, sourceNotAllowed } from './media.errors';
import type { ReadLimits } from './storage';

/**
 * GET of one object on the configured storage host: no redirects (a 3xx is refused, it could
 * point anywhere), no proxy settings from the environment, a byte cap checked on the header and
 * while streaming, and one deadline for the whole exchange. 404 and 410 mean "no such object".
 */
export function fetchObject(
  url: string,
  { maxBytes, timeoutMs }: ReadLimits,
): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const client = url.startsWith('https:') ? https : http;
    const request = client.get(url, { headers: { accept: 'image/*' } }, (response) => {
      const status = response.statusCode ?? 0;
      const fail = (error: Error | null, value: Buffer | null = null) => {
        response.destroy();
        if (error) reject(error);
        else resolve(value);
      };
      if (status >= 300 && status < 400)
        return fail(sourceNotAllowed('redirects are not followed'));
      if (status === 404 || status === 410) return fail(null);
      if (status !== 200) return fail(imageSourceFailed(status));
      if (Number(response.headers['content-length'] ?? 0) > maxBytes) {
        return fail(imageTooLarge(maxBytes));
      }
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBytes) return fail(imageTooLarge(maxBytes));
        chunks.push(chunk);
      });
      response.on('end', () => resolve(Buffer.concat(chunks)));
      response.on('error', (error) => reject(imageSourceFailed(error.message)));
    });
    const timer = setTimeout(() => {
      request.destroy();
      reject(imageTimeout());
    }, timeoutMs);
    request.on('close', () => clearTimeout(timer));
    request.on('error', (error) => reject(imageSourceFailed(error.message)));
  });
}
