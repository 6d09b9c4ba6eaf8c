import { profileUpdateSchema } from '@backline/domain';
import { Hono } from 'hono';
import type { ApiDeps } from '../deps';
import type { AppEnv } from '../http/context';
import { requireSelf, USER_ID_PATTERN } from '../http/ownership';
import { parseBody } from '../http/validation';
import { declareRoute } from '../openapi/declare';
import { updateProfile } from '../services/profile';

const contract = {
  update: declareRoute({
    tag: 'Profile',
    summary: 'Update your profile',
    description: "The edit screen's autosave: only the fields sent change.",
    access: 'self',
    body: profileUpdateSchema,
    responses: { 200: 'The updated profile.' },
  }),
};

/** POST /users/{id} (part 1 §7): the profile update the edit screen's autosave sends. */
export function profileRoutes(deps: ApiDeps) {
  return new Hono<AppEnv>().post(`/users/:id${USER_ID_PATTERN}`, contract.update, async (c) => {
    const { user } = await requireSelf(c, deps, c.req.param('id'));
    const update = await parseBody(c, profileUpdateSchema);
    return c.json(await updateProfile(deps, user.id, update), 200);
  });
}
