import { type DescribeRouteOptions, describeRoute, resolver } from 'hono-openapi';
import { z } from 'zod';

/**
 * One declaration per route, next to the route itself: `declareRoute({...})` is the first
 * handler of every `.get`/`.post`/… in `routes/*.ts`. It names the route's area (tag), what it
 * does, who may call it, and the schemas it reads — the same zod objects the handler parses
 * with — and the document at /api/openapi.json is generated from these (decision 043).
 *
 * It only describes: the handler keeps its own parsing (`parseBody`, `parseQuery`), so the
 * order of the checks (401 before 400) and the spec's error bodies stay as they are.
 */

/** The areas of the reference, in the order /api/docs shows them. */
export const TAGS = [
  {
    name: 'Account',
    description: 'Sign-up, sign-in and out, the mailed links, e-mail and password.',
  },
  {
    name: 'Reference',
    description: 'Instruments, genres, places and feature flags: public lists.',
  },
  { name: 'Telemetry', description: 'Analytics events and failure alerts from the browser.' },
  { name: 'People', description: 'Musician search, person details, the profile and latencies.' },
  { name: 'Friends', description: 'Friends and friend requests.' },
  { name: 'Messages', description: 'Direct text messages.' },
  { name: 'Notifications', description: 'The notification list.' },
  { name: 'Events', description: 'Live events as server-sent events.' },
  { name: 'Profile', description: 'The profile update, the avatar and stored images.' },
  { name: 'JamTracks', description: 'The catalogue, previews and the public catalogue pages.' },
  { name: 'Player', description: 'Custom mixes, downloads and the practice studio.' },
  { name: 'Store', description: 'The cart, billing, orders and the wallet payment.' },
  {
    name: 'Subscription',
    description: 'Plans, the subscription, invoices and its payment method.',
  },
  { name: 'Sessions', description: 'Live sessions, the lobby and the client downloads.' },
  { name: 'Affiliates', description: 'The affiliate program and its visits.' },
  { name: 'Service', description: 'Health, the unsubscribe link and this contract.' },
] as const;

export type Tag = (typeof TAGS)[number]['name'];

/** The name of the session cookie's security scheme in the document. */
export const SESSION_SCHEME = 'session';

/**
 * Who may call: anyone (`public`); anyone, with more for a signed-in person (`optional`); a
 * signed-in person (`signed-in`); a signed-in person for their own `/users/{id}` (`self`).
 */
export type Access = 'public' | 'optional' | 'signed-in' | 'self';

export interface ResponseDeclaration {
  description: string;
  /** The answer's schema when a zod schema for it exists. */
  schema?: z.ZodType;
  /** `application/json` unless said (audio, images, PDF, HTML, event streams). */
  media?: string;
}

export interface RouteDeclaration {
  tag: Tag;
  summary: string;
  description?: string;
  access: Access;
  /** Path parameters beyond `{id}` of a `self` route (which is declared by itself). */
  params?: z.ZodObject;
  query?: z.ZodObject;
  /** Request headers the route reads (`Idempotency-Key`, `Last-Event-ID`, `Range`). */
  headers?: z.ZodObject;
  body?: z.ZodType;
  /** An empty body is read as `{}` (the default is a required body). */
  bodyOptional?: boolean;
  /** `application/json` unless said (the avatar upload is `multipart/form-data`). */
  bodyMedia?: string;
  /**
   * The main answers by status; the usual refusals (400, 401, 403) are added from the rest. A
   * refusal given as text answers `{"error"}` (400: the field errors `{"errors"}`).
   */
  responses: Record<number, string | ResponseDeclaration>;
}

type Parameters = NonNullable<DescribeRouteOptions['parameters']>;
type Responses = NonNullable<DescribeRouteOptions['responses']>;
type JsonSchema = Record<string, unknown> & {
  properties?: Record<string, Record<string, unknown>>;
  required?: string[];
  description?: string;
};

/** `{"error": "…"}`: a refusal as a sentence. */
export const ERROR_REF = { $ref: '#/components/schemas/Error' };
/** `{"errors": {"<field>": ["…"]}}`: field errors keyed by the spec's field names. */
export const FIELD_ERRORS_REF = { $ref: '#/components/schemas/FieldErrors' };

const USER_ID = z.object({
  id: z.uuid().describe('Your own user id: another id is refused (403).'),
});

/** zod object → OpenAPI parameters, from what the caller sends (the schema's input side). */
function parametersOf(schema: z.ZodObject, where: 'path' | 'query' | 'header'): Parameters {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return Object.entries(json.properties ?? {}).map(([name, property]) => {
    const { description, ...rest } = property;
    return {
      name,
      in: where,
      ...(where === 'path' || json.required?.includes(name) ? { required: true } : {}),
      ...(typeof description === 'string' ? { description } : {}),
      schema: rest,
    };
  }) as Parameters;
}

const errorResponse = (description: string, ref: object) => ({
  description,
  content: { 'application/json': { schema: ref } },
});

function responsesOf(route: RouteDeclaration): Responses {
  const responses: Responses = {};
  for (const [status, declared] of Object.entries(route.responses)) {
    const { description, schema, media } =
      typeof declared === 'string' ? { description: declared } : declared;
    const refusal = typeof declared === 'string' && Number(status) >= 400;
    responses[status] = refusal
      ? errorResponse(description, status === '400' ? FIELD_ERRORS_REF : ERROR_REF)
      : ({
          description,
          ...(schema
            ? { content: { [media ?? 'application/json']: { schema: resolver(schema) } } }
            : media
              ? { content: { [media]: {} } }
              : {}),
        } as Responses[string]);
  }
  const add = (status: string, description: string, ref: object) => {
    if (!(status in responses)) responses[status] = errorResponse(description, ref);
  };
  if (route.body || route.query) add('400', 'A field is missing or invalid.', FIELD_ERRORS_REF);
  if (route.access === 'signed-in' || route.access === 'self') {
    add('401', 'Nobody is signed in (or the session ended).', ERROR_REF);
  }
  if (route.access === 'self') add('403', 'The id is not your own.', ERROR_REF);
  return responses;
}

const SIGNED_IN = [{ [SESSION_SCHEME]: [] }];
const SECURITY: Record<Access, DescribeRouteOptions['security']> = {
  public: [],
  // An empty requirement first: the call works without the cookie too.
  optional: [{}, ...SIGNED_IN],
  'signed-in': SIGNED_IN,
  self: SIGNED_IN,
};

/** The route's declaration as a (pass-through) middleware that hono-openapi reads. */
export function declareRoute(route: RouteDeclaration) {
  const parameters = [
    ...(route.access === 'self' ? parametersOf(USER_ID, 'path') : []),
    ...(route.params ? parametersOf(route.params, 'path') : []),
    ...(route.query ? parametersOf(route.query, 'query') : []),
    ...(route.headers ? parametersOf(route.headers, 'header') : []),
  ];
  const media = route.bodyMedia ?? 'application/json';
  return describeRoute({
    tags: [route.tag],
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    security: SECURITY[route.access],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(route.body
      ? {
          requestBody: {
            required: route.bodyOptional !== true,
            content: { [media]: { schema: resolver(route.body) } },
          },
        }
      : {}),
    responses: responsesOf(route),
  });
}
