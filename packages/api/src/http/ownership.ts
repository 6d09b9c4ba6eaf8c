import type { ApiDeps } from '../deps';
import type { SignedInUser } from '../services/authSessions';
import type { AppContext } from './context';
import { HttpError } from './errors';
import { requireSignedIn } from './sessionCookie';

/** A user id in a path: UUIDs only, so `/users/lobby` and the like reach their own routes. */
export const USER_ID_PATTERN = '{[0-9a-fA-F-]{36}}';

export const NOT_YOURS = 'You can only do this for your own account.';

/**
 * The signed-in user, when `{id}` of a `/users/{id}/…` path is theirs; 401 when nobody is
 * signed in, 403 for anybody else's id (ARCHITECTURE: every such route refuses other ids).
 */
export async function requireSelf(
  c: AppContext,
  deps: ApiDeps,
  id: string | undefined,
): Promise<SignedInUser> {
  const me = await requireSignedIn(c, deps);
  if ((id ?? '').toLowerCase() !== me.user.id) throw new HttpError(403, { error: NOT_YOURS });
  return me;
}
