import type { Context } from 'hono';
import type { z } from 'zod';
import { BODY_ERROR_KEY, type FieldErrors, fieldError, fieldErrors } from './errors';

/** zod issues → the spec's field errors: the top-level key names the field. */
export function toFieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : BODY_ERROR_KEY;
    const messages = errors[field] ?? [];
    if (!messages.includes(issue.message)) messages.push(issue.message);
    errors[field] = messages;
  }
  return errors;
}

export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw fieldErrors(toFieldErrors(result.error));
  return result.data;
}

/** The request's JSON body; malformed JSON is the client's mistake (400), never a 500. */
export async function readJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw fieldError(BODY_ERROR_KEY, 'The request body is not valid JSON.');
  }
}

export async function parseBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  return parseWith(schema, await readJson(c));
}

export function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  return parseWith(schema, c.req.query());
}
