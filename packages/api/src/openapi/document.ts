import type { Hono } from 'hono';
import { type GenerateSpecOptions, generateSpecs } from 'hono-openapi';
import type { AppEnv } from '../http/context';
import { SESSION_SCHEME, TAGS } from './declare';

/** The generated document (OpenAPI 3.1) as plain JSON. */
export type OpenApiDocument = Awaited<ReturnType<typeof generateSpecs>>;

const OPTIONS: Partial<GenerateSpecOptions> = {
  documentation: {
    info: {
      title: 'Backline API',
      version: '1',
      description:
        'The calls of the Backline web product, as the spec names them (part 1 §7, part 2 §7). ' +
        'Answers are JSON unless said. Refusals are `{"error": "…"}`, or `{"errors": {"<field>": ' +
        '["…"]}}` for invalid fields. Calls that change something (POST, PUT, DELETE under ' +
        '/api) need an `Origin` of the site itself and a JSON body (`Content-Type: ' +
        'application/json`); JSON bodies are at most 64 KiB.',
    },
    tags: TAGS.map((tag) => ({ ...tag })),
    components: {
      securitySchemes: {
        [SESSION_SCHEME]: {
          type: 'apiKey',
          in: 'cookie',
          // `__Host-backline_session` when the site is served over HTTPS.
          name: 'backline_session',
          description:
            'The sign-in session, set by POST /api/auths/login (HttpOnly, SameSite=Lax; ' +
            '`__Host-` prefixed over HTTPS).',
        },
      },
      schemas: {
        Error: {
          type: 'object',
          properties: { error: { type: 'string' } },
          required: ['error'],
        },
        FieldErrors: {
          type: 'object',
          properties: {
            errors: {
              type: 'object',
              description: 'Messages per field; `base` is about the whole body.',
              additionalProperties: { type: 'array', items: { type: 'string' } },
            },
          },
          required: ['errors'],
        },
      },
    },
  },
  // No route's declaration is left out: the catalogue PDF and the downloads end in a file name.
  excludeStaticFile: false,
  // Routes describe their own 400 (the spec's field errors), not hono-openapi's validator's.
  defaultValidationErrorResponse: false,
};

/** The OpenAPI 3.1 document of every declared route of `app`. */
export function openApiDocument(app: Hono<AppEnv>): Promise<OpenApiDocument> {
  return generateSpecs(app, OPTIONS);
}
