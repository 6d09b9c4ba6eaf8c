import { domainText, isAllowedOrigin } from '@backline/domain';
import type { AppLoadContext } from '@remix-run/node';

/**
 * Refuses a form post from another origin (decision 031: PUBLIC_URL's origin when it is set,
 * else the address the page was sent to). The web server already refuses every such page form
 * before Remix (server/app.ts); this keeps the actions that only set a cookie safe wherever they
 * are mounted.
 */
export function assertSameOrigin(request: Request, context: AppLoadContext): void {
  if (!isAllowedOrigin(context.platform.config, request.headers.get('origin'), request.url)) {
    throw new Response(domainText('request.crossSiteRefused'), { status: 403 });
  }
}
