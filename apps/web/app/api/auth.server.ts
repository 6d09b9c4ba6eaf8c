import { redirect } from '@remix-run/node';
import { fieldErrorIds, textId } from './apiTexts.server';
import { cookiesFrom, readApiError } from './platform.server';
import type { FieldErrors } from './types';

/** The sign-in, sign-up and account-link calls the auth pages' actions make (part 1 §7). */
export const authPaths = {
  login: '/api/auths/login',
  logout: '/api/auths/logout',
  register: '/api/users',
  confirmEmail: '/api/auths/confirm_email',
  confirmEmailChange: '/api/auths/confirm_email_change',
  forgotPassword: '/api/auths/forgot_password',
  resetPassword: '/api/auths/reset_password',
} as const;

/** What an auth action answers the page when it did not redirect. */
export interface AuthActionData {
  /** Errors under the fields as message ids (a text no catalogue knows stays as it came). */
  errors?: FieldErrors;
  /** A message about the whole form: an id, or a text no catalogue knows. */
  formError?: string;
  /** The server's own reason, under `formError` when that is the spec's fixed wording. */
  detail?: string;
  /** What the person typed (never a password), to refill the form without JavaScript. */
  values?: Record<string, string>;
  /** The form did what it was for (a link was mailed, an address confirmed). */
  done?: boolean;
  email?: string;
}

/** After a successful sign-in, sign-up or reset: on to the page, with the new session cookie. */
export const redirectWithSession = (to: string, apiResponse: Response) =>
  redirect(to, { headers: cookiesFrom(apiResponse) });

/**
 * A refused call as the page's action data: field errors, and the refusal's message, the API's
 * English turned into message ids here on the server so the page shows them translated.
 */
export async function refusal(
  response: Response,
  values?: Record<string, string>,
): Promise<AuthActionData> {
  const body = await readApiError(response);
  return {
    ...(body.errors ? { errors: fieldErrorIds(body.errors) } : {}),
    ...(body.error ? { formError: textId(body.error) } : {}),
    ...(values ? { values } : {}),
  };
}
