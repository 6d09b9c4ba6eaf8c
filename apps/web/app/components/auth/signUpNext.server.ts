import { redirectTarget } from '../../auth.server';

/**
 * A new musician takes the first step (/welcome: instruments, place, genres) before anything
 * else; it then leads where they were going, else to the finder (decision 026).
 */
export function firstStepAfterSignUp(redirectTo: FormDataEntryValue | null): string {
  const target = redirectTarget(redirectTo);
  return target === '/profile' ? '/welcome' : `/welcome?redirectTo=${encodeURIComponent(target)}`;
}

/**
 * Where the confirmation link leads after /welcome, kept in this browser for the hour the link
 * works (the link itself is the API's, the same for every sign-up).
 */
const NEXT_COOKIE = 'backline_signup_next';

export function signUpNextCookie(target: string, secure: boolean): string {
  return [
    `${NEXT_COOKIE}=${encodeURIComponent(target)}`,
    'Path=/auth',
    'Max-Age=3600',
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** The first step after following the confirmation link, with the page remembered at sign-up. */
export function firstStepAfterConfirmation(request: Request): string {
  const cookie = request.headers.get('cookie') ?? '';
  const value = cookie
    .split(/;\s*/)
    .find((part) => part.startsWith(`${NEXT_COOKIE}=`))
    ?.slice(NEXT_COOKIE.length + 1);
  let target: string | null = null;
  try {
    target = value ? decodeURIComponent(value) : null;
  } catch {
    target = null;
  }
  return firstStepAfterSignUp(target);
}

/** Forgets the remembered page once the link has been followed. */
export const clearSignUpNextCookie = () =>
  `${NEXT_COOKIE}=; Path=/auth; Max-Age=0; HttpOnly; SameSite=Lax`;
