import path from 'node:path';
import { PLAIN_UUID } from '../modules/common/uuid';

interface FormatHost {
  addFormat(name: string, format: RegExp): unknown;
}

// Fastify's validator adds ajv-formats itself unless a plugin named formatsPlugin is given; this
// one adds the same ajv-formats (the copy Fastify's own compiler depends on), then narrows
// `uuid`: JSON Schema's format also takes 'urn:uuid:…', which PostgreSQL refuses with a 500.
export function formatsPlugin(ajv: FormatHost): FormatHost {
  const compiler = path.dirname(
    require.resolve('@fastify/ajv-compiler/package.json', {
      paths: [path.dirname(require.resolve('fastify'))],
    }),
  );
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const addFormats = require(require.resolve('ajv-formats', { paths: [compiler] })) as (
    ajv: FormatHost,
  ) => unknown;
  addFormats(ajv);
  ajv.addFormat('uuid', PLAIN_UUID);
  return ajv;
}
