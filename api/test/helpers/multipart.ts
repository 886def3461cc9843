import { randomBytes } from 'node:crypto';

export interface FormPart {
  name: string;
  /** A string is a plain field; a Buffer is a file. */
  value: string | Buffer;
  /** Files only: the file name and Content-Type the client claims (defaults: upload.bin). */
  filename?: string;
  contentType?: string;
}

/** A multipart/form-data body for app.inject: `{ payload, headers }`. */
export function multipartBody(parts: FormPart[]): {
  payload: Buffer;
  headers: Record<string, string>;
} {
  const boundary = `----catalogo${randomBytes(12).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"`;
    if (Buffer.isBuffer(part.value)) {
      head += `; filename="${part.filename ?? 'upload.bin'}"\r\n`;
      head += `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`;
    } else {
      head += '\r\n\r\n';
    }
    chunks.push(Buffer.from(head, 'utf8'), Buffer.from(part.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
