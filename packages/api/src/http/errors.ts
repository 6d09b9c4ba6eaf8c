import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** `{"errors": {"<field>": ["message"]}}`: field names as the spec keys them. */
export type FieldErrors = Record<string, string[]>;

/** The key for an error about the whole body rather than one field (Rails' convention). */
export const BODY_ERROR_KEY = 'base';

/** A refusal with a JSON body; the app's error handler answers it as is. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.error === 'string' ? body.error : `HTTP ${status}`);
    this.name = 'HttpError';
  }
}

export const fieldErrors = (errors: FieldErrors, status: ContentfulStatusCode = 400) =>
  new HttpError(status, { errors });

export const fieldError = (field: string, message: string, status: ContentfulStatusCode = 400) =>
  fieldErrors({ [field]: [message] }, status);

export const unauthorized = (message = 'You need to sign in.') =>
  new HttpError(401, { error: message });

export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(
    429,
    { error: 'Too many attempts. Please wait a few minutes and try again.' },
    { 'Retry-After': String(retryAfterSeconds) },
  );
