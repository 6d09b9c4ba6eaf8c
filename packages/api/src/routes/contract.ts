import { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { declareRoute } from '../openapi/declare';
import { DOCS_PAGE_POLICY, docsPage } from '../openapi/docsPage';
import { type OpenApiDocument, openApiDocument } from '../openapi/document';

/** The contract changes only with a deploy: browsers and tools may keep it a few minutes. */
const CACHEABLE = 'public, max-age=300';

/**
 * GET /api/openapi.json and GET /api/docs: the OpenAPI 3.1 document of every declared route of
 * `app`, and the same as a readable page. Built at the first request, once every route is
 * registered, and kept.
 */
export function contractRoutes(app: Hono<AppEnv>): Hono<AppEnv> {
  let document: Promise<OpenApiDocument> | undefined;
  let page: Promise<string> | undefined;
  const theDocument = () => {
    document ??= openApiDocument(app);
    return document;
  };
  return new Hono<AppEnv>()
    .get(
      '/openapi.json',
      declareRoute({
        tag: 'Service',
        summary: 'This contract as an OpenAPI 3.1 document',
        access: 'public',
        responses: { 200: 'The document (OpenAPI 3.1).' },
      }),
      async (c) => {
        c.header('Cache-Control', CACHEABLE);
        return c.json(await theDocument());
      },
    )
    .get(
      '/docs',
      declareRoute({
        tag: 'Service',
        summary: 'This contract as a readable reference page',
        access: 'public',
        responses: { 200: { description: 'The reference page.', media: 'text/html' } },
      }),
      async (c) => {
        page ??= theDocument().then(docsPage);
        // The page brings its own policy: its one style sheet, no script (see apiSecurityHeaders).
        c.header('Content-Security-Policy', DOCS_PAGE_POLICY);
        c.header('Cache-Control', CACHEABLE);
        return c.html(await page);
      },
    );
}
