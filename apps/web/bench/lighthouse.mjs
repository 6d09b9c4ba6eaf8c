#!/usr/bin/env node
/**
 * Lighthouse performance score of the five pages with a budget (default mobile profile, local
 * server, ≥ 0.95 on /auth/login, /jamtracks, /friends, /jamtrack/{id} and a public song page
 * /jamtracks/<slug>). Starts the built app as the e2e suite does (fresh data directory, the
 * demo data, a free port), signs in with the printed demo login for the signed-in pages, and
 * runs Lighthouse's default configuration — mobile form factor, simulated slow-4G and 4× CPU
 * throttling — performance category only, in headless Chromium ($CHROMIUM_PATH, else
 * /usr/bin/chromium). Build first (`npm run build`); `npm run bench` does both.
 *
 * Each page is measured `--runs` times (default 3) and the run with the median score is
 * reported, as Lighthouse's own guidance on variance suggests. Scores under simulated
 * throttling still move with the machine's load: note `uptime` next to any figure you keep.
 * This script reports; it fails only when the build, the server or the sign-in is missing,
 * never on a score.
 *
 *   node bench/lighthouse.mjs              # table, target line, what Lighthouse blames
 *   node bench/lighthouse.mjs --runs 5
 *   node bench/lighthouse.mjs --json       # the median runs' figures as JSON
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const TARGET = 0.95;
/** The pages; `path` may be a function of what the demo data holds (found after sign-in). */
const PAGES = [
  { path: '/auth/login', signedIn: false },
  { path: '/jamtracks', signedIn: true },
  { path: '/friends', signedIn: true },
  { path: ({ ownedId }) => `/jamtrack/${ownedId}`, signedIn: true },
  { path: ({ songSlug }) => `/jamtracks/${songSlug}`, signedIn: false },
];
const webRoot = fileURLToPath(new URL('..', import.meta.url));
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const runsArg = process.argv.indexOf('--runs');
const runs = runsArg > 0 ? Math.max(1, Number(process.argv[runsArg + 1]) || 1) : 3;
const asJson = process.argv.includes('--json');

if (!existsSync(join(webRoot, 'build/server/start.js'))) {
  console.error('No build found: run `npm run build -w @backline/web` first.');
  process.exit(1);
}

/** A port nobody listens on right now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts a child and resolves with the first match of `pattern` in its output. */
function startAndWaitFor(command, args, options, pattern, what) {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  const log = [];
  const ready = new Promise((resolve, reject) => {
    const onData = (chunk) => {
      log.push(chunk.toString());
      const match = log.join('').match(pattern);
      if (match) resolve(match);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) =>
      reject(new Error(`${what} exited (${code}) before it was ready:\n${log.join('')}`)),
    );
  });
  return { child, ready, log };
}

async function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** The session cookie of the demo login, as a browser would send it back. */
async function signIn(baseUrl, email, password) {
  const response = await fetch(`${baseUrl}/api/auths/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl },
    body: JSON.stringify({ email, password }),
  });
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  if (!response.ok || cookies.length === 0) {
    throw new Error(
      `Sign-in with the demo login failed: ${response.status} ${await response.text()}`,
    );
  }
  return cookies.map((cookie) => {
    const at = cookie.indexOf('=');
    return { name: cookie.slice(0, at), value: cookie.slice(at + 1) };
  });
}

/** A JamTrack the demo login owns (its player page) and a song's public page, from the API. */
async function demoPages(baseUrl, cookies) {
  const cookie = cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
  const owned = await fetch(`${baseUrl}/api/jamtracks/purchased`, { headers: { cookie } });
  const ownedId = (await owned.json()).jamtracks?.[0]?.id;
  const catalogue = await fetch(`${baseUrl}/api/jamtracks`);
  const songSlug = (await catalogue.json()).jamtracks?.[0]?.slug;
  if (!ownedId || !songSlug) {
    throw new Error(`The demo data has no owned JamTrack (${ownedId}) or song (${songSlug}).`);
  }
  return { ownedId, songSlug };
}

const metric = (lhr, id) => lhr.audits[id]?.numericValue ?? Number.NaN;

/** The figures kept from one run, and what Lighthouse blames when the score falls short. */
function summarize(lhr) {
  const audits = Object.values(lhr.audits);
  const savings = (audit) =>
    audit.details?.overallSavingsMs ?? audit.metricSavings?.LCP ?? audit.metricSavings?.FCP ?? 0;
  const opportunities = audits
    .filter(
      (audit) =>
        audit.details?.type === 'opportunity' && savings(audit) > 0 && (audit.score ?? 1) < 0.9,
    )
    .sort((a, b) => savings(b) - savings(a))
    .slice(0, 5)
    .map((audit) => `${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
  const diagnostics = audits
    .filter(
      (audit) =>
        audit.details?.type !== 'opportunity' &&
        audit.scoreDisplayMode !== 'informative' &&
        audit.scoreDisplayMode !== 'notApplicable' &&
        audit.scoreDisplayMode !== 'manual' &&
        audit.score !== null &&
        audit.score < 0.9 &&
        !lhr.categories.performance.auditRefs.some(
          (ref) => ref.id === audit.id && ref.group === 'metrics',
        ),
    )
    .slice(0, 6)
    .map((audit) => `${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
  return {
    score: lhr.categories.performance.score,
    fcpMs: metric(lhr, 'first-contentful-paint'),
    lcpMs: metric(lhr, 'largest-contentful-paint'),
    tbtMs: metric(lhr, 'total-blocking-time'),
    cls: metric(lhr, 'cumulative-layout-shift'),
    finalUrl: lhr.finalDisplayedUrl,
    // Set when Lighthouse could not measure the page (no paint, a hung page…): score 0.
    error: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
    warnings: lhr.runWarnings,
    opportunities,
    diagnostics,
  };
}

const dataDir = await mkdtemp(join(tmpdir(), 'backline-lighthouse-'));
const profileDirs = [];
const port = await freePort();
const baseUrl = `http://localhost:${port}`;
const server = startAndWaitFor(
  process.execPath,
  ['build/server/start.js'],
  {
    cwd: webRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      // As `npm start` does: the demo data, and its login printed at start.
      DEMO_DATA: 'on',
      ROLE: 'all',
    },
  },
  /Backline is running at/,
  'The server',
);
let chromium;
const results = [];
try {
  await server.ready;
  const login = server.log.join('').match(/Demo login: (\S+) \/ (\S+)/);
  if (!login) throw new Error('The server printed no demo login.');
  const cookies = await signIn(baseUrl, login[1], login[2]);
  const found = await demoPages(baseUrl, cookies);

  for (const { path: pathOf, signedIn } of PAGES) {
    const page = { path: typeof pathOf === 'function' ? pathOf(found) : pathOf, signedIn };
    // A fresh headless Chromium (and profile) per page: Lighthouse clears the cache and origin
    // storage before each run but not cookies, so a signed-out page runs with an empty jar.
    const profileDir = await mkdtemp(join(tmpdir(), 'backline-lighthouse-chromium-'));
    profileDirs.push(profileDir);
    chromium = startAndWaitFor(
      chromiumPath,
      [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        '--no-default-browser-check',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--remote-debugging-port=0',
        `--user-data-dir=${profileDir}`,
        'about:blank',
      ],
      {},
      /DevTools listening on ws:\/\/[^:]+:(\d+)\//,
      'Chromium',
    );
    const debuggingPort = Number((await chromium.ready)[1]);
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${debuggingPort}` });
    const tab = await browser.newPage();
    if (page.signedIn) {
      // The session goes in the browser's own cookie jar, as a sign-in leaves it: Chromium no
      // longer honours a Cookie sent as an extra header (Lighthouse's extraHeaders), so those
      // runs measured the sign-in form.
      const devtools = await tab.createCDPSession();
      for (const { name, value } of cookies) {
        const set = await devtools.send('Network.setCookie', {
          name,
          value,
          url: baseUrl,
          path: '/',
          httpOnly: true,
          sameSite: 'Lax',
        });
        if (!set.success) throw new Error(`Chromium refused the session cookie ${name}.`);
      }
      await devtools.detach();
    }
    const measured = [];
    for (let run = 0; run < runs; run += 1) {
      const result = await lighthouse(
        `${baseUrl}${page.path}`,
        { output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
        undefined,
        tab,
      );
      if (!result?.lhr) throw new Error(`Lighthouse returned nothing for ${page.path}`);
      // A page that lands elsewhere (a signed-in page on the sign-in form) measured the wrong page.
      if (new URL(result.lhr.finalDisplayedUrl).pathname !== page.path) {
        throw new Error(`${page.path} landed on ${result.lhr.finalDisplayedUrl}`);
      }
      measured.push(summarize(result.lhr));
    }
    await browser.disconnect();
    await stop(chromium.child);
    measured.sort((a, b) => (a.score ?? 0) - (b.score ?? 0));
    const median = measured[Math.floor(measured.length / 2)];
    results.push({ page: page.path, runs: measured.map((m) => m.score), ...median });
  }
} finally {
  if (chromium) await stop(chromium.child);
  await stop(server.child);
  await rm(dataDir, { recursive: true, force: true });
  for (const dir of profileDirs) await rm(dir, { recursive: true, force: true });
}

const met = results.every((result) => (result.score ?? 0) >= TARGET);
if (asJson) {
  console.log(JSON.stringify({ target: TARGET, runsPerPage: runs, met, pages: results }, null, 2));
} else {
  console.log(
    `Lighthouse performance, default mobile profile (median of ${runs} run${runs > 1 ? 's' : ''}; target ≥ ${TARGET})\n`,
  );
  for (const r of results) {
    const flag = (r.score ?? 0) < TARGET ? '  below target' : '';
    console.log(
      `${r.page.padEnd(28)} ${(r.score ?? 0).toFixed(2)}  FCP ${(r.fcpMs / 1000).toFixed(1)} s  LCP ${(r.lcpMs / 1000).toFixed(1)} s  TBT ${Math.round(r.tbtMs)} ms  CLS ${r.cls.toFixed(3)}  runs ${r.runs.map((s) => (s ?? 0).toFixed(2)).join(' ')}${flag}`,
    );
    if (r.error) console.log(`  error: ${r.error}`);
    for (const warning of r.warnings) console.log(`  warning: ${warning}`);
    if ((r.score ?? 0) < TARGET) {
      for (const item of r.opportunities) console.log(`  opportunity: ${item}`);
      for (const item of r.diagnostics) console.log(`  diagnostic: ${item}`);
    }
  }
  console.log(
    `\nTarget (≥ ${TARGET} on ${results.map((r) => r.page).join(', ')}): ${met ? 'met' : 'not met'}`,
  );
}
