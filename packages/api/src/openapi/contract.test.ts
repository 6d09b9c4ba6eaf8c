import { findTargetHandler } from 'hono/utils/handler';
import { uniqueSymbol } from 'hono-openapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform, testDatabase } from '../test/platform';
import { TAGS } from './declare';
import type { OpenApiDocument } from './document';

/** Hono's `/users/:id{[0-9a-f-]{36}}` → OpenAPI's `/users/{id}`. */
const openApiPath = (honoPath: string) =>
  honoPath.replace(/:([A-Za-z_][A-Za-z0-9_]*)(\{[^/]*\})?\??/g, '{$1}');

let t: TestPlatform;
let document: OpenApiDocument;

beforeAll(async () => {
  t = await startTestPlatform('contract');
  const response = await t.platform.request('/api/openapi.json');
  expect(response.status).toBe(200);
  document = (await response.json()) as OpenApiDocument;
});
afterAll(async () => {
  await t?.close();
});

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'];
const declared = (handler: unknown) =>
  uniqueSymbol in (findTargetHandler(handler as Parameters<typeof findTargetHandler>[0]) as object);

/** Every `METHOD /path` the app answers, from Hono's own table; middleware (`ALL`) aside. */
function servedRoutes() {
  const routes = new Map<string, { declarations: number; handlers: number }>();
  for (const route of t.platform.app.routes) {
    if (route.method === 'ALL') continue;
    const key = `${route.method.toLowerCase()} ${openApiPath(route.path)}`;
    const entry = routes.get(key) ?? { declarations: 0, handlers: 0 };
    if (declared(route.handler)) entry.declarations += 1;
    else entry.handlers += 1;
    routes.set(key, entry);
  }
  return routes;
}

function documentedRoutes(): string[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.keys(item ?? {})
      .filter((method) => METHODS.includes(method))
      .map((method) => `${method} ${path}`),
  );
}

describe(`the API contract at /api/openapi.json (${testDatabase})`, () => {
  it('declares every route the app serves, once, and lists no route the app does not serve', () => {
    const served = servedRoutes();
    const undeclared = [...served].filter(([, e]) => e.declarations === 0).map(([key]) => key);
    const twice = [...served].filter(([, e]) => e.declarations > 1).map(([key]) => key);
    const declarationOnly = [...served].filter(([, e]) => e.handlers === 0).map(([key]) => key);
    expect(undeclared).toEqual([]);
    expect(twice).toEqual([]);
    // A declaration on a path no handler answers (a route renamed beside its declaration).
    expect(declarationOnly).toEqual([]);

    const documented = documentedRoutes();
    expect(documented.filter((key) => !served.has(key))).toEqual([]);
    expect([...served.keys()].filter((key) => !documented.includes(key))).toEqual([]);
    expect(documented.length).toBe(served.size);
    console.info(`contract: ${documented.length} routes declared`);
  });

  it('is an OpenAPI 3.1 document: info, unique operation ids, tags, path parameters, answers', () => {
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
    expect(document.info).toMatchObject({ title: 'Backline API', version: expect.any(String) });
    const tagNames = TAGS.map((tag) => tag.name) as string[];
    expect((document.tags ?? []).map((tag) => tag.name)).toEqual(tagNames);
    const ids = new Set<string>();
    const problems: string[] = [];
    for (const [path, item] of Object.entries(document.paths)) {
      if (!path.startsWith('/')) problems.push(`${path}: does not start with /`);
      if (/[:*]/.test(path)) problems.push(`${path}: Hono syntax left in the path`);
      const inPath = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
      for (const [method, operation] of Object.entries(item ?? {})) {
        if (!METHODS.includes(method) || typeof operation !== 'object' || !operation) continue;
        const op = operation as Record<string, unknown>;
        const where = `${method.toUpperCase()} ${path}`;
        if (typeof op.operationId !== 'string' || ids.has(op.operationId)) {
          problems.push(`${where}: operationId missing or repeated`);
        } else ids.add(op.operationId);
        if (typeof op.summary !== 'string' || op.summary === '') problems.push(`${where}: summary`);
        const tags = op.tags as string[] | undefined;
        if (tags?.length !== 1 || !tagNames.includes(tags[0] ?? '')) problems.push(`${where}: tag`);
        if (!Array.isArray(op.security)) problems.push(`${where}: security not said`);
        const responses = Object.keys((op.responses as object | undefined) ?? {});
        if (responses.length === 0 || responses.some((status) => !/^[1-5]\d\d$/.test(status))) {
          problems.push(`${where}: responses ${responses.join(',')}`);
        }
        const parameters = (op.parameters ?? []) as {
          in: string;
          name: string;
          required?: boolean;
        }[];
        const pathParameters = parameters.filter((p) => p.in === 'path').map((p) => p.name);
        if ([...pathParameters].sort().join() !== [...inPath].sort().join()) {
          problems.push(`${where}: path parameters ${pathParameters.join(',')}`);
        }
        if (parameters.some((p) => p.in === 'path' && p.required !== true)) {
          problems.push(`${where}: a path parameter is not required`);
        }
        for (const schemeSet of op.security as Record<string, unknown>[]) {
          for (const scheme of Object.keys(schemeSet)) {
            if (!document.components?.securitySchemes?.[scheme]) {
              problems.push(`${where}: unknown security scheme ${scheme}`);
            }
          }
        }
      }
    }
    // Every reference points at something in the document.
    const text = JSON.stringify(document);
    for (const [, ref] of text.matchAll(/"\$ref":"#\/components\/([^"]+)"/g)) {
      const [kind, name] = (ref ?? '').split('/');
      const components = document.components as Record<string, Record<string, unknown>>;
      if (!kind || !name || !components?.[kind]?.[name]) problems.push(`dangling $ref ${ref}`);
    }
    expect(problems).toEqual([]);
  });

  it('keeps the spec field names: a sign-up body, a query and a path parameter as the spec has them', () => {
    const signUp = document.paths['/api/users']?.post as Record<string, unknown>;
    const body = JSON.stringify(signUp.requestBody);
    for (const field of ['first_name', 'last_name', 'email', 'password', 'terms']) {
      expect(body).toContain(`"${field}"`);
    }
    const thread = document.paths['/api/text_messages']?.get as {
      parameters: { name: string; in: string }[];
    };
    expect(thread.parameters.map((p) => `${p.in} ${p.name}`)).toEqual(
      expect.arrayContaining(['query target_user_id', 'query offset', 'query limit']),
    );
  });
});

describe(`GET /api/docs (${testDatabase})`, () => {
  it('is one page with every route of the document, its own style by hash and no script', async () => {
    const response = await t.platform.request('/api/docs');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/default-src 'none'/);
    expect(policy).toMatch(/style-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(policy).not.toMatch(/script-src|unsafe-inline|https?:/);
    const html = await response.text();
    expect(html).not.toMatch(/<script|<link|https?:\/\/(?!json-schema)/);
    for (const key of documentedRoutes()) {
      const [method, path] = key.split(' ');
      expect(html).toContain(`<span class="method ${method}">`);
      expect(html).toContain(`<span class="path">${path}</span>`);
    }
  });

  it('leaves every other answer with the CSP that allows nothing', async () => {
    const response = await t.platform.request('/api/openapi.json');
    expect(response.headers.get('content-security-policy')).toMatch(/^default-src 'none'/);
    expect(response.headers.get('content-security-policy')).not.toMatch(/style-src/);
  });
});
