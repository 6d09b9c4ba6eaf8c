import { domainText, isDomainMessageId } from '@backline/domain';
import type { z } from 'zod';

/**
 * Why a service refuses, in the words of the API conventions (ARCHITECTURE.md): a bad input, nobody
 * signed in, not yours, missing, a conflict, a business rule refused, too many attempts. Services
 * name the reason; http/errors.ts alone turns it into a status, so no service knows HTTP.
 */
export const SERVICE_ERROR_CODES = [
  'invalid',
  'unauthenticated',
  'forbidden',
  'notFound',
  'conflict',
  'refused',
  'tooManyAttempts',
] as const;
export type ServiceErrorCode = (typeof SERVICE_ERROR_CODES)[number];

/** `{"errors": {"<field>": ["message"]}}`: field names as the spec keys them. */
export type FieldErrors = Record<string, string[]>;

/** The key for an error about the whole body rather than one field (Rails' convention). */
export const BODY_ERROR_KEY = 'base';

/** A refusal: its reason and the JSON body the spec gives it, answered as is. */
export class ServiceError extends Error {
  constructor(
    readonly code: ServiceErrorCode,
    readonly body: Record<string, unknown>,
    /** When trying again may work (`tooManyAttempts`). */
    readonly retryAfterSeconds?: number,
  ) {
    super(typeof body.error === 'string' ? body.error : code);
    this.name = 'ServiceError';
  }
}

/** `{"errors": {…}}`, a bad input unless another reason is given. */
export const fieldRefusals = (errors: FieldErrors, code: ServiceErrorCode = 'invalid') =>
  new ServiceError(code, { errors });

export const fieldRefusal = (field: string, message: string, code: ServiceErrorCode = 'invalid') =>
  fieldRefusals({ [field]: [message] }, code);

export const tooManyAttempts = (retryAfterSeconds: number) =>
  new ServiceError(
    'tooManyAttempts',
    { error: domainText('request.tooManyAttempts') },
    retryAfterSeconds,
  );

/** The bound a too-long or too-short issue broke, as a domain text's `{max}` or `{min}`. */
function issueBounds(issue: z.core.$ZodIssue): Record<string, number> {
  if (issue.code === 'too_big') return { max: Number(issue.maximum) };
  if (issue.code === 'too_small') return { min: Number(issue.minimum) };
  return {};
}

/**
 * zod issues → the spec's field errors: the top-level key names the field. A domain schema's
 * message is an id of the domain's catalogue (`textRule.notAllowed`), answered in its English
 * words (a bound the issue broke fills `{max}` or `{min}`); any other message (zod's own, a
 * schema of the API's) is answered as written.
 */
export function toFieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : BODY_ERROR_KEY;
    const message = isDomainMessageId(issue.message)
      ? domainText(issue.message, issueBounds(issue))
      : issue.message;
    const messages = errors[field] ?? [];
    if (!messages.includes(message)) messages.push(message);
    errors[field] = messages;
  }
  return errors;
}

/** A body a service reads itself, parsed or refused as a bad input with its field errors. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw fieldRefusals(toFieldErrors(result.error));
  return result.data;
}
