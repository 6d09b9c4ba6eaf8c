import type { AppLoadContext } from '@remix-run/node';

/**
 * Refuses a form post from another site. Actions that call the API get the API's own check
 * (the browser's Origin is passed on); this guards the actions that only set a cookie.
 */
export function assertSameOrigin(request: Request, context: AppLoadContext): void {
  const origin = request.headers.get('origin');
  const allowed = [new URL(request.url).origin, new URL(context.platform.config.publicUrl).origin];
  if (!origin || !allowed.includes(origin)) {
    throw new Response('Cross-site request refused.', { status: 403 });
  }
}
