import type { ContentfulStatusCode } from 'hono/utils/http-status';
import {
  BODY_ERROR_KEY,
  type FieldErrors,
  ServiceError,
  type ServiceErrorCode,
} from '../services/errors';

export { BODY_ERROR_KEY, type FieldErrors };

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

/** The status of each reason a service refuses for: the one place a reason becomes HTTP. */
const STATUS_OF: Record<ServiceErrorCode, ContentfulStatusCode> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  refused: 422,
  tooManyAttempts: 429,
};

/**
 * The HTTP answer to a refusal — a route's `HttpError` as it is, a service's `ServiceError` with
 * the status of its reason and the same body — or null for any other error (a fault).
 */
export function refusalAnswer(error: unknown): HttpError | null {
  if (error instanceof HttpError) return error;
  if (!(error instanceof ServiceError)) return null;
  const headers: Record<string, string> =
    error.retryAfterSeconds === undefined ? {} : { 'Retry-After': String(error.retryAfterSeconds) };
  return new HttpError(STATUS_OF[error.code], error.body, headers);
}
