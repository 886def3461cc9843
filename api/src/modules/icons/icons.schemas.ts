import { Type } from 'typebox';
import { ErrorResponse } from '../common/common.schemas';

/** Iconify's own limit for a request URL (spec §9: max URL length 500): the list is shorter. */
export const MAX_ICONS_LIST = 500;
const NAME = '[a-z0-9]+(?:-[a-z0-9]+)*';

export const iconsParams = Type.Object({
  collection: Type.String({
    minLength: 1,
    maxLength: 64,
    pattern: `^${NAME}$`,
    description: 'icon set prefix: `catalogo-icon` or an installed `@iconify-json/*` set',
  }),
});

export const iconsQuery = Type.Object({
  icons: Type.String({
    minLength: 1,
    maxLength: MAX_ICONS_LIST,
    // Names of [a-z0-9-] separated by commas; an empty name (a,,b) is refused too.
    pattern: '^[a-z0-9-]+(?:,[a-z0-9-]+)*$',
    description: 'comma-separated icon names (a-z, 0-9 and -), at most 500 characters',
  }),
});

// Iconify's icon and alias objects: every property is passed on as the set has it.
const IconData = Type.Object(
  {
    body: Type.Optional(Type.String()),
    parent: Type.Optional(Type.String()),
    left: Type.Optional(Type.Number()),
    top: Type.Optional(Type.Number()),
    width: Type.Optional(Type.Number()),
    height: Type.Optional(Type.Number()),
    rotate: Type.Optional(Type.Integer()),
    hFlip: Type.Optional(Type.Boolean()),
    vFlip: Type.Optional(Type.Boolean()),
    hidden: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: true },
);

/** Iconify's JSON format (the shape api.iconify.design answers), as @iconify/utils builds it. */
export const IconSetAnswer = Type.Object(
  {
    prefix: Type.String(),
    icons: Type.Record(Type.String(), IconData),
    aliases: Type.Optional(Type.Record(Type.String(), IconData)),
    not_found: Type.Optional(Type.Array(Type.String())),
    width: Type.Optional(Type.Number()),
    height: Type.Optional(Type.Number()),
    left: Type.Optional(Type.Number()),
    top: Type.Optional(Type.Number()),
    lastModified: Type.Optional(Type.Integer()),
  },
  { additionalProperties: true, description: 'Iconify JSON' },
);

export const iconsSchema = {
  tags: ['icons'],
  summary: 'Icons of one collection in Iconify JSON (the icon client’s local host)',
  params: iconsParams,
  querystring: iconsQuery,
  response: {
    200: IconSetAnswer,
    304: { description: 'Not modified (If-None-Match)', type: 'null' },
    400: ErrorResponse,
    404: ErrorResponse,
  },
};
