import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * The web app calls the API through app/api/ only: the paths are written there once, so a page,
 * its loader and its SWR key cannot drift apart, and a route's address changes in one file.
 * Tests are held to the same rule: a test that copied a path string would keep passing after the
 * path table changed, so tests use the table (or live in app/api/ next to it).
 */

const APP = dirname(dirname(fileURLToPath(import.meta.url)));
const LAYER = join(APP, 'api');
/** A string, template or JSX attribute that starts with /api/: a path written by hand. */
const API_LITERAL = /['"`]\/api\//;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === LAYER ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

function apiLiteralsOutsideLayer(): string[] {
  return sourceFiles(APP).flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) =>
        API_LITERAL.test(line) ? [`${relative(APP, file)}:${index + 1}: ${line.trim()}`] : [],
      ),
  );
}

describe('the API layer', () => {
  it('finds the source files it checks, tests included', () => {
    const files = sourceFiles(APP).map((file) => relative(APP, file));
    expect(files).toContain('root.tsx');
    expect(files.some((file) => file.startsWith('routes/'))).toBe(true);
    expect(files.some((file) => file.startsWith('api/'))).toBe(false);
  });

  it('recognises a hand-written API path in quotes, backticks and templates', () => {
    for (const line of [
      "fetch('/api/me')",
      'useSWR("/api/genres")',
      'callApi(request, context, `/api/users/` + id)',
    ]) {
      expect(API_LITERAL.test(line)).toBe(true);
    }
    expect(API_LITERAL.test('// GET /api/me once per request')).toBe(false);
    expect(API_LITERAL.test('callApi(request, context, accountPaths.user(me.id))')).toBe(false);
  });

  it('has no /api/ path written outside app/api/', () => {
    expect(apiLiteralsOutsideLayer()).toEqual([]);
  });
});
