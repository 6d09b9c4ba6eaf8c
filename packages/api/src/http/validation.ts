import { cleanInput, domainText, textProblem } from '@backline/domain';
import type { Context, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { toFieldErrors } from '../services/errors';
import { BODY_ERROR_KEY, fieldError, fieldErrors } from './errors';

export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw fieldErrors(toFieldErrors(result.error));
  return result.data;
}

/** Secrets are checked by the text rule but kept exactly as typed (decision 030). */
const keepAsTyped = (key: string) => /password|token|secret/i.test(key);

/**
 * The text rule of decision 030 on a parsed body or query: NUL and lone surrogates are refused
 * (400, the field named as zod would name it), bidirectional controls are removed.
 */
export function applyTextRule(value: unknown): unknown {
  const result = cleanInput(value, { keepAsTyped });
  if (result.ok) return result.value;
  const { path } = result.violation;
  const field = path.length > 0 ? path.map(String).join('.') : BODY_ERROR_KEY;
  throw fieldError(field, domainText('textRule.notAllowed'));
}

/**
 * The request's JSON body under the text rule; malformed JSON is the client's mistake (400),
 * never a 500.
 */
export async function readJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text) as unknown;
  } catch {
    throw fieldError(BODY_ERROR_KEY, 'The request body is not valid JSON.');
  }
  return applyTextRule(parsed);
}

export async function parseBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  return parseWith(schema, await readJson(c));
}

export function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  return parseWith(schema, applyTextRule(c.req.query()));
}

const decoded = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text; // not valid percent-encoded UTF-8: Hono keeps such text as it came
  }
};

/**
 * Refuses NUL (and lone surrogates) anywhere in the path or the query before any route runs,
 * so a value a route reads by itself (`c.req.param`, `c.req.query('x')`) obeys the text rule
 * too. A query parameter is named; the path is `base`.
 */
export const textRuleOnUrl: MiddlewareHandler = async (c, next) => {
  const url = new URL(c.req.url);
  if (textProblem(decoded(url.pathname)))
    throw fieldError(BODY_ERROR_KEY, domainText('textRule.notAllowed'));
  for (const [name, value] of url.searchParams) {
    if (textProblem(name) || textProblem(value))
      throw fieldError(
        textProblem(name) ? BODY_ERROR_KEY : name,
        domainText('textRule.notAllowed'),
      );
  }
  await next();
};
