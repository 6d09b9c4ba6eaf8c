import {
  AVATAR_MESSAGES,
  AVATAR_UPLOAD_MAX_BYTES,
  avatarCropSchema,
  avatarUpdateSchema,
} from '@backline/domain';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import type { ApiDeps } from '../deps';
import type { AppEnv } from '../http/context';
import { fieldError, HttpError } from '../http/errors';
import { requireSelf, USER_ID_PATTERN } from '../http/ownership';
import { sameOriginMutations } from '../http/security';
import { parseBody, parseWith } from '../http/validation';
import { declareRoute } from '../openapi/declare';
import { deleteAvatar, setAvatar, uploadAvatarImage } from '../services/avatar';

/** Room for the multipart framing and the crop fields around the file itself. */
const MULTIPART_OVERHEAD_BYTES = 16 * 1024;

const fileErrors = z.object({ errors: z.object({ file: z.array(z.string()) }) });

const contract = {
  upload: declareRoute({
    tag: 'Profile',
    summary: 'Upload an avatar image',
    description:
      "Multipart: the `file` and the crop box in the image's pixels. The answer's `url` is " +
      'then set with POST /api/users/{id}/avatar_v2.',
    access: 'self',
    body: avatarCropSchema.extend({ file: z.file().describe('The image.') }),
    bodyMedia: 'multipart/form-data',
    responses: {
      201: '`{url, width, height}`: the cropped image, waiting to become the avatar.',
      413: { description: 'The file is too large: `{errors: {file}}`.', schema: fileErrors },
    },
  }),
  set: declareRoute({
    tag: 'Profile',
    summary: 'Set the avatar to an uploaded image',
    access: 'self',
    body: avatarUpdateSchema,
    responses: { 200: 'The avatar.' },
  }),
  remove: declareRoute({
    tag: 'Profile',
    summary: 'Remove the avatar',
    access: 'self',
    responses: { 204: 'Removed.' },
  }),
};

/**
 * POST /users/{id}/avatar_uploads (multipart: `file` and the crop box `crop_x`, `crop_y`,
 * `crop_width`, `crop_height` in the image's pixels) → 201 `{url, width, height}`.
 *
 * It takes a larger body than the JSON calls, so app.ts registers it before the JSON body limit
 * and the JSON-only check; it brings its own limit and the same-origin check for multipart.
 */
export function avatarUploadRoutes(deps: ApiDeps) {
  return new Hono<AppEnv>().post(
    `/users/:id${USER_ID_PATTERN}/avatar_uploads`,
    contract.upload,
    bodyLimit({
      maxSize: AVATAR_UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD_BYTES,
      onError: (c) => c.json({ errors: { file: [AVATAR_MESSAGES.tooLarge] } }, 413),
    }),
    sameOriginMutations(deps.config, 'multipart/form-data'),
    async (c) => {
      const { user } = await requireSelf(c, deps, c.req.param('id'));
      let form: Record<string, string | File>;
      try {
        form = (await c.req.parseBody()) as Record<string, string | File>;
      } catch {
        throw fieldError('file', AVATAR_MESSAGES.fileRequired);
      }
      const file = form.file;
      if (!(file instanceof File) || file.size === 0) {
        throw fieldError('file', AVATAR_MESSAGES.fileRequired);
      }
      if (file.size > AVATAR_UPLOAD_MAX_BYTES) {
        throw new HttpError(413, { errors: { file: [AVATAR_MESSAGES.tooLarge] } });
      }
      const crop = parseWith(avatarCropSchema, form);
      const uploaded = await uploadAvatarImage(
        deps,
        user.id,
        new Uint8Array(await file.arrayBuffer()),
        { x: crop.crop_x, y: crop.crop_y, width: crop.crop_width, height: crop.crop_height },
      );
      return c.json(uploaded, 201);
    },
  );
}

/** POST and DELETE /users/{id}/avatar_v2 (part 1 §7). */
export function avatarRoutes(deps: ApiDeps) {
  return new Hono<AppEnv>()
    .post(`/users/:id${USER_ID_PATTERN}/avatar_v2`, contract.set, async (c) => {
      const { user } = await requireSelf(c, deps, c.req.param('id'));
      const body = await parseBody(c, avatarUpdateSchema);
      return c.json(await setAvatar(deps, user.id, body.url), 200);
    })
    .delete(`/users/:id${USER_ID_PATTERN}/avatar_v2`, contract.remove, async (c) => {
      const { user } = await requireSelf(c, deps, c.req.param('id'));
      await deleteAvatar(deps, user.id);
      return c.body(null, 204);
    });
}
