import { createHash } from 'node:crypto';
import type { OpenApiDocument } from './document';

/**
 * /api/docs: the document as one server-rendered page — per area, each call with its
 * parameters, body fields and answers. No script, no font, nothing from another site: the only
 * thing the page's policy allows beyond the API's `default-src 'none'` is its own style sheet,
 * by hash.
 */

const STYLE = `
body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1b1b1f;background:#fff}
main{max-width:60rem;margin:0 auto;padding:1rem 1.25rem 4rem}
h1{font-size:1.75rem;margin:1rem 0 .25rem}
h2{font-size:1.35rem;margin:2.5rem 0 .25rem;border-bottom:2px solid #d0d0d8;padding-bottom:.25rem}
h3{font-size:1rem;margin:0;font-weight:600;display:inline}
nav ul{display:flex;flex-wrap:wrap;gap:.25rem 1rem;list-style:none;padding:0}
details{border:1px solid #d0d0d8;border-radius:6px;margin:.5rem 0;padding:.5rem .75rem}
summary{cursor:pointer}
code,.path{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:.9em}
.method{display:inline-block;min-width:4.5rem;font-weight:700;font-family:ui-monospace,monospace}
.get{color:#0a5c36}.post{color:#1d4ed8}.put{color:#8a4b00}.delete{color:#b3261e}
.access{font-size:.85em;color:#4a4a55;margin-left:.5rem}
table{border-collapse:collapse;width:100%;margin:.25rem 0 .75rem;font-size:.95em}
th,td{text-align:left;vertical-align:top;padding:.25rem .5rem;border-bottom:1px solid #e4e4ea}
th{font-weight:600}
h4{font-size:.95rem;margin:.75rem 0 .25rem}
p{margin:.25rem 0}
a{color:#1d4ed8}
@media (prefers-color-scheme:dark){body{background:#141418;color:#ececf1}
details,h2{border-color:#3a3a44}th,td{border-color:#2c2c34}.access{color:#b4b4c0}
.get{color:#5fd39a}.post{color:#8fb2ff}.put{color:#f0b36b}.delete{color:#ff8f86}a{color:#8fb2ff}}
`;

/** The page's Content-Security-Policy: its one style element by hash, nothing else at all. */
export const DOCS_PAGE_POLICY = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

type Json = Record<string, unknown>;

const escapeHtml = (text: unknown) =>
  String(text)
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');

/** `code` spans of the descriptions' backticks, on escaped text. */
const prose = (text: unknown) => escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function resolve(document: OpenApiDocument, schema: unknown): Json {
  if (!isObject(schema)) return {};
  const ref = schema.$ref;
  if (typeof ref === 'string' && ref.startsWith('#/components/schemas/')) {
    const name = ref.slice('#/components/schemas/'.length);
    const target = (document.components?.schemas as Json | undefined)?.[name];
    return isObject(target) ? target : {};
  }
  return schema;
}

/** A short reading of a schema's type: `string (uuid)`, `integer 1–100`, `"mp3"`, `array of …`. */
function typeOf(document: OpenApiDocument, raw: unknown, depth = 0): string {
  if (!isObject(raw)) return 'any';
  if (typeof raw.$ref === 'string') return raw.$ref.split('/').pop() ?? 'object';
  const schema = resolve(document, raw);
  if ('const' in schema) return JSON.stringify(schema.const);
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  const union = (schema.anyOf ?? schema.oneOf) as unknown[] | undefined;
  if (Array.isArray(union) && depth < 3) {
    return union.map((member) => typeOf(document, member, depth + 1)).join(' | ');
  }
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : schema.type;
  if (type === 'array') {
    return depth < 3 ? `array of ${typeOf(document, schema.items, depth + 1)}` : 'array';
  }
  const bits: string[] = [typeof type === 'string' ? type : 'any'];
  if (typeof schema.format === 'string') bits.push(`(${schema.format})`);
  const known = (value: unknown) =>
    typeof value === 'number' && Math.abs(value) < Number.MAX_SAFE_INTEGER ? value : undefined;
  const min = known(schema.minimum ?? schema.minLength);
  const max = known(schema.maximum ?? schema.maxLength);
  const unit = schema.minLength !== undefined || schema.maxLength !== undefined ? ' chars' : '';
  if (min !== undefined && max !== undefined) bits.push(`${min}–${max}${unit}`);
  else if (max !== undefined) bits.push(`≤ ${max}${unit}`);
  else if (min !== undefined) bits.push(`≥ ${min}${unit}`);
  return bits.join(' ');
}

function fieldsTable(document: OpenApiDocument, raw: unknown): string {
  const schema = resolve(document, raw);
  const properties = isObject(schema.properties) ? schema.properties : null;
  if (!properties) return `<p><code>${escapeHtml(typeOf(document, raw))}</code></p>`;
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  const rows = Object.entries(properties).map(([name, property]) => {
    const field = isObject(property) ? property : {};
    const notes = [
      required.has(name) ? 'required' : '',
      'default' in field ? `default ${escapeHtml(JSON.stringify(field.default))}` : '',
      typeof field.description === 'string' ? prose(field.description) : '',
    ].filter(Boolean);
    return `<tr><td><code>${escapeHtml(name)}</code></td><td><code>${escapeHtml(typeOf(document, field))}</code></td><td>${notes.join('; ')}</td></tr>`;
  });
  return `<table><thead><tr><th>Field</th><th>Type</th><th>Notes</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

function parametersTable(document: OpenApiDocument, parameters: unknown[]): string {
  const rows = parameters.filter(isObject).map((parameter) => {
    const notes = [
      parameter.required ? 'required' : '',
      isObject(parameter.schema) && 'default' in parameter.schema
        ? `default ${escapeHtml(JSON.stringify(parameter.schema.default))}`
        : '',
      typeof parameter.description === 'string' ? prose(parameter.description) : '',
    ].filter(Boolean);
    return `<tr><td><code>${escapeHtml(parameter.name)}</code></td><td>${escapeHtml(parameter.in)}</td><td><code>${escapeHtml(typeOf(document, parameter.schema))}</code></td><td>${notes.join('; ')}</td></tr>`;
  });
  return `<h4>Parameters</h4><table><thead><tr><th>Name</th><th>In</th><th>Type</th><th>Notes</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

function accessOf(operation: Json): string {
  const security = Array.isArray(operation.security) ? operation.security : [];
  if (security.length === 0) return 'public';
  return security.some((entry) => isObject(entry) && Object.keys(entry).length === 0)
    ? 'signed in or not'
    : 'signed in';
}

function operationHtml(document: OpenApiDocument, method: string, path: string, op: Json): string {
  const parts: string[] = [];
  if (typeof op.description === 'string') parts.push(`<p>${prose(op.description)}</p>`);
  const parameters = Array.isArray(op.parameters) ? op.parameters : [];
  if (parameters.length > 0) parts.push(parametersTable(document, parameters));
  const body =
    isObject(op.requestBody) && isObject(op.requestBody.content) ? op.requestBody.content : null;
  if (body) {
    for (const [media, content] of Object.entries(body)) {
      parts.push(`<h4>Body <code>${escapeHtml(media)}</code></h4>`);
      if (isObject(content)) parts.push(fieldsTable(document, content.schema));
    }
  }
  const responses = isObject(op.responses) ? op.responses : {};
  parts.push('<h4>Answers</h4>');
  for (const [status, raw] of Object.entries(responses)) {
    const response = isObject(raw) ? raw : {};
    const content = isObject(response.content) ? response.content : {};
    const medias = Object.keys(content);
    const shown = medias.filter((media) => media !== 'application/json');
    parts.push(
      `<p><strong>${escapeHtml(status)}</strong> ${prose(response.description ?? '')}${shown.length > 0 ? ` <code>${escapeHtml(shown.join(', '))}</code>` : ''}</p>`,
    );
    const json = content['application/json'];
    if (isObject(json) && isObject(json.schema) && typeof json.schema.$ref !== 'string') {
      parts.push(fieldsTable(document, json.schema));
    }
  }
  const id = `${method}-${path}`.replace(/[^A-Za-z0-9]+/g, '-');
  return `<details id="${escapeHtml(id)}"><summary><span class="method ${escapeHtml(method)}">${escapeHtml(method.toUpperCase())}</span> <span class="path">${escapeHtml(path)}</span> — <h3>${escapeHtml(op.summary ?? '')}</h3><span class="access">${accessOf(op)}</span></summary>${parts.join('')}</details>`;
}

/** The reference page of a document. */
export function docsPage(document: OpenApiDocument): string {
  const byTag = new Map<string, string[]>();
  for (const tag of document.tags ?? []) byTag.set(tag.name, []);
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, raw] of Object.entries(item ?? {})) {
      if (!isObject(raw)) continue;
      const tag =
        Array.isArray(raw.tags) && typeof raw.tags[0] === 'string' ? raw.tags[0] : 'Other';
      const list = byTag.get(tag) ?? [];
      list.push(operationHtml(document, method, path, raw));
      byTag.set(tag, list);
    }
  }
  const descriptions = new Map((document.tags ?? []).map((tag) => [tag.name, tag.description]));
  const anchor = (tag: string) => `tag-${tag.replace(/[^A-Za-z0-9]+/g, '-')}`;
  const sections = [...byTag]
    .filter(([, operations]) => operations.length > 0)
    .map(
      ([tag, operations]) =>
        `<section><h2 id="${anchor(tag)}">${escapeHtml(tag)}</h2><p>${prose(descriptions.get(tag) ?? '')}</p>${operations.join('')}</section>`,
    );
  const nav = [...byTag]
    .filter(([, operations]) => operations.length > 0)
    .map(
      ([tag, operations]) =>
        `<li><a href="#${anchor(tag)}">${escapeHtml(tag)}</a> (${operations.length})</li>`,
    );
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(document.info.title)} reference</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(document.info.title)} reference</h1>
<p>${prose(document.info.description ?? '')}</p>
<p>The same contract as JSON: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI ${escapeHtml(document.openapi)}).</p>
<nav aria-label="Areas"><ul>${nav.join('')}</ul></nav>
${sections.join('\n')}
</main>
</body>
</html>
`;
}
