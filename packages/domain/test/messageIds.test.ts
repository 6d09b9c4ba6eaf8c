// Every `'area.key'` id a domain source names is in the domain's catalogue (decision 045): a
// schema's message is a plain string to zod, so a mistyped id would only show as an id answered
// to a person. Read from the sources here, beside src/, where tests may read files.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../src/messages/en.json';

const sourceDir = resolve(__dirname, '../src');

/** Every `'area.key'` literal of a source file whose area is one of the catalogue's. */
function idsNamedBySources(): { file: string; id: string }[] {
  const areas = new Set(Object.keys(en).map((id) => id.split('.')[0]));
  const named: { file: string; id: string }[] = [];
  for (const file of readdirSync(sourceDir)) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
    const source = readFileSync(join(sourceDir, file), 'utf8');
    for (const match of source.matchAll(/'([a-z][A-Za-z]*)\.([a-z][A-Za-z0-9]*)'/g)) {
      if (areas.has(match[1])) named.push({ file, id: `${match[1]}.${match[2]}` });
    }
  }
  return named;
}

describe('the ids the domain sources name', () => {
  it('are all in the catalogue', () => {
    const named = idsNamedBySources();
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter(({ id }) => !Object.hasOwn(en, id))).toEqual([]);
  });
});
