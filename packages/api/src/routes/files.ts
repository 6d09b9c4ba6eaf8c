import { Hono } from 'hono';
import type { ApiDeps, AppEnv } from '../http/context';
import { HttpError } from '../http/errors';
import { signedIn } from '../http/sessionCookie';

const notFound = () => new HttpError(404, { error: 'Not found.' });
const NAME = /^[a-z0-9][a-z0-9-]{0,99}\.webp$/;

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
    .get('/files/avatars/:name', async (c) => {
      const name = c.req.param('name');
      if (!NAME.test(name)) throw notFound();
      return serve(`avatars/${name}`, 'public, max-age=31536000, immutable');
    })
    .get('/files/uploads/:name', async (c) => {
      const name = c.req.param('name');
      const current = await signedIn(c, deps);
      if (!NAME.test(name) || !current || !name.startsWith(`${current.user.id}-`)) throw notFound();
      return serve(`uploads/${name}`, 'private, no-store');
    });
}
