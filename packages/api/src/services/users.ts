import type { CurrentUser } from '@backline/domain';
import type { UserRow } from './authSessions';

/**
 * The signed-in user as GET /me and the sign-in calls answer it: the spec's current user (id,
 * name, photo_url) plus what the account pages need. The browser applies the profile photo rule
 * (v2_photo_url when v2_photo_uploaded) with the domain's helper.
 */
export interface MeResponse extends CurrentUser {
  first_name: string;
  last_name: string;
  email: string;
  v2_photo_uploaded: boolean;
  v2_photo_url: string | null;
  email_confirmed: boolean;
  created_at: string;
}

export function presentMe(user: UserRow): MeResponse {
  return {
    id: user.id,
    name: `${user.firstName} ${user.lastName}`.trim(),
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    photo_url: user.photoUrl,
    v2_photo_uploaded: user.v2PhotoUploaded,
    v2_photo_url: user.v2PhotoUrl,
    email_confirmed: user.emailConfirmedAt !== null,
    created_at: user.createdAt.toISOString(),
  };
}
