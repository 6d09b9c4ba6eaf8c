import { Hono } from 'hono';
import { z } from 'zod';
import type { ApiDeps } from '../deps';
import type { AppEnv } from '../http/context';
import { HttpError } from '../http/errors';
import { signedIn } from '../http/sessionCookie';
import { declareRoute } from '../openapi/declare';

const notFound = () => new HttpError(404, { error: 'Not found.' });
const NAME = /^[a-z0-9][a-z0-9-]{0,99}\.webp$/;

const imageName = z.object({ name: z.string().regex(NAME) });

const contract = {
  avatar: declareRoute({
    tag: 'Profile',
    summary: 'An avatar image',
    description: 'Public and immutable under its name: cached for a year.',
    access: 'public',
    params: imageName,
    responses: { 200: { description: 'The image.', media: 'image/webp' }, 404: 'Not found.' },
  }),
  upload: declareRoute({
    tag: 'Profile',
    summary: 'An uploaded image waiting to become your avatar',
    access: 'signed-in',
    params: imageName,
    responses: {
      200: { description: 'The image.', media: 'image/webp' },
      404: 'Not found (or not yours).',
    },
  }),
};

/**
 * Stored images: avatars are public (anyone may see a musician's photo) and never change under
 * a name, so they are cached for a year; an upload waiting to become an avatar is its owner's.
 */
export function fileRoutes(deps: ApiDeps) {
  const serve = async (key: string, cacheControl: string) => {
    const data = await deps.files.read(key);
    if (!data) throw notFound();
    return new Response(new Uint8Array(data), {
      headers: {
        'Content-Type': 'image/webp',
        'Content-Length': String(data.byteLength),
        'Cache-Control': cacheControl,
      },
    });
  };
  return new Hono<AppEnv>()
    .get('/files/avatars/:name', contract.avatar, async (c) => {
      const name = c.req.param('name');
      if (!NAME.test(name)) throw notFound();
      return serve(`avatars/${name}`, 'public, max-age=31536000, immutable');
    })
    .get('/files/uploads/:name', contract.upload, async (c) => {
      const name = c.req.param('name');
      const current = await signedIn(c, deps);
      if (!NAME.test(name) || !current || !name.startsWith(`${current.user.id}-`)) throw notFound();
      return serve(`uploads/${name}`, 'private, no-store');
    });
}
