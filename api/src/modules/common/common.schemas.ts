import { Type } from 'typebox';

/** Every error body the API sends (see plugins/errors.ts); listed in the OpenAPI document. */
export const ErrorResponse = Type.Object(
  {
    statusCode: Type.Integer(),
    error: Type.String(),
    message: Type.String(),
    code: Type.Optional(Type.String()),
    fields: Type.Optional(Type.Array(Type.Object({ field: Type.String(), reason: Type.String() }))),
  },
  { description: 'Error' },
);
