#!/usr/bin/env -S npx tsx
/**
 * The practice studio engine's budgets, in headless Chromium on this machine:
 *  - offline render of a typical JamTrack (3 min, 6 stereo stems, 48 kHz) at tempo 0.8 / −2
 *    semitones: × real time (target ≥ 10×), for the default and the "cheaper" stretcher preset,
 *    and at tempo 1.0 / pitch 0 (played without the stretcher); the render's CPU both as
 *    Chromium's CPU less a separately measured set-up and around startRendering() alone, and once
 *    with the levels read (the worklet meters only then, as on the page);
 *  - peak memory of Chromium's processes for it, and for a long one (8 min, 8 stems)
 *    (target ≤ 300 MB for the typical one);
 *  - control-change latency (mute, pitch) from offline renders, and mute → silence live;
 *  - first sound after Play on a cold cache, with bytes before first sound (target ≤ 1.5 s);
 *  - peak memory while playing live from MP3 (the typical song and the long one at 375 px), the
 *    stems held compressed and decoded around the playhead (≥ 3 runs, median); each also without
 *    DevTools' network domain (Playwright's pages have it on: it copies the stems' bytes).
 * Prints every figure with the load average; asserts nothing.
 *
 *   npm run bench:studio -w @backline/web        (BENCH_STUDIO_SKIP_LONG=1 skips the 8-minute song,
 *                                                 BENCH_STUDIO_ONLY_START=1 stops after first sound,
 *                                                 BENCH_STUDIO_ONLY_MEMORY=1 runs only the live
 *                                                 memory scenario, BENCH_STUDIO_MEMORY_RUNS=3,
 *                                                 BENCH_STUDIO_SKIP_TYPICAL=1 there: the long song only)
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMp3Encoder } from 'wasm-media-encoders';
import { bundleHarness, openStudioPage, STUDIO_ORIGIN } from '../app/studio/engine/testing/browser';
import type { RenderPlan } from '../app/studio/engine/testing/harness';
import { SAMPLE_RATE, synth } from '../app/studio/engine/testing/signals';

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** RSS of every process descending from this one (Chromium's browser, renderer, GPU, utility). */
function descendantsRss(): number {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid=,rss='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number));
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const [pid, ppid, kb] of rows) {
    rss.set(pid as number, (kb as number) * 1024);
    children.set(ppid as number, [...(children.get(ppid as number) ?? []), pid as number]);
  }
  let total = 0;
  const stack = [...(children.get(process.pid) ?? [])];
  while (stack.length > 0) {
    const pid = stack.pop() as number;
    total += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

/** CPU seconds (user + system) used so far by every process descending from this one. */
function descendantsCpuSeconds(): number {
  const ticksPerSecond = 100; // USER_HZ on Linux
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number));
  const children = new Map<number, number[]>();
  for (const [pid, ppid] of rows) {
    children.set(ppid as number, [...(children.get(ppid as number) ?? []), pid as number]);
  }
  let total = 0;
  const stack = [...(children.get(process.pid) ?? [])];
  while (stack.length > 0) {
    const pid = stack.pop() as number;
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      total += (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
    } catch {
      // the process ended
    }
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

async function withPeakMemory<T>(
  run: () => Promise<T>,
): Promise<{ value: T; baseline: number; peak: number }> {
  const baseline = descendantsRss();
  let peak = baseline;
  const timer = setInterval(() => {
    peak = Math.max(peak, descendantsRss());
  }, 100);
  try {
    const value = await run();
    peak = Math.max(peak, descendantsRss());
    return { value, baseline, peak };
  } finally {
    clearInterval(timer);
  }
}

function songPlan(
  minutes: number,
  stems: number,
  preset: 'default' | 'cheaper',
  renderSeconds?: number,
  tempo = 0.8,
  pitch = -2,
  mono = false,
  readLevels = false,
): RenderPlan {
  const seconds = minutes * 60;
  return {
    stems: Array.from({ length: stems }, (_, index) => ({
      id: `stem${index}`,
      left: { kind: 'music' as const, seed: index * 2 + 1 },
      right: { kind: 'music' as const, seed: index * 2 + 2 },
      mono,
    })),
    seconds,
    renderSeconds: renderSeconds ?? seconds / tempo + 0.5,
    tempo,
    pitch,
    preset,
    readLevels,
  };
}

/** Chromium CPU seconds of the same plan rendering only 1 s: synthesis and hand-over alone. */
async function setupCpuSeconds(plan: RenderPlan): Promise<number> {
  const studio = await openStudioPage();
  try {
    const before = descendantsCpuSeconds();
    await studio.page.evaluate(
      async (p) => {
        await window.studioHarness.renderOffline(p);
      },
      { ...plan, renderSeconds: 1 },
    );
    return descendantsCpuSeconds() - before;
  } finally {
    await studio.close();
  }
}

async function renderSong(label: string, plan: RenderPlan) {
  const setupCpu = await setupCpuSeconds(plan);
  const studio = await openStudioPage();
  // the harness calls this right before and after startRendering(): the render's CPU alone
  const marks: number[] = [];
  await studio.page.exposeFunction('__benchMark', () => {
    marks.push(descendantsCpuSeconds());
  });
  try {
    const cpuBefore = descendantsCpuSeconds();
    const { value, baseline, peak } = await withPeakMemory(() =>
      studio.page.evaluate(async (p) => {
        const out = await window.studioHarness.renderOffline(p);
        return { renderMs: out.renderMs, setupMs: out.setupMs };
      }, plan),
    );
    const cpu = descendantsCpuSeconds() - cpuBefore;
    const out = plan.renderSeconds;
    const times = (out * 1000) / value.renderMs;
    const renderCpu = (marks[1] ?? Number.NaN) - (marks[0] ?? Number.NaN);
    console.log(
      `${label}: render ${(value.renderMs / 1000).toFixed(1)} s wall for ${out.toFixed(0)} s of output = ` +
        `${times.toFixed(1)}× real time (target ≥ 10×); Chromium CPU for synthesis + load + render ` +
        `${cpu.toFixed(1)} s, of which the render ≈ ${(cpu - setupCpu).toFixed(1)} s = ` +
        `${(out / Math.max(0.001, cpu - setupCpu)).toFixed(1)}× real time per CPU-second; ` +
        `CPU during startRendering() alone ${renderCpu.toFixed(1)} s = ${(out / renderCpu).toFixed(1)}× per CPU-second (target ≥ 10×); ` +
        `setup (synthesis + load) ${(value.setupMs / 1000).toFixed(1)} s wall; ` +
        `Chromium RSS ${mb(baseline)} → peak ${mb(peak)} (+${mb(peak - baseline)}); load ${load()}`,
    );
  } catch (error) {
    console.log(`${label}: FAILED — ${(error as Error).message.split('\n')[0]}; load ${load()}`);
  } finally {
    await studio.close();
  }
}

/** One 3-minute stem, encoded as a CBR MP3 like the server's: stereo (new) or mono (today's). */
async function encodedStem(seconds: number, kbps: 128 | 192, channels: 1 | 2): Promise<Buffer> {
  const encoder = await createMp3Encoder();
  encoder.configure({
    sampleRate: SAMPLE_RATE,
    outputSampleRate: SAMPLE_RATE as 48_000,
    channels,
    bitrate: kbps,
  });
  const left = synth({ kind: 'music', seed: 1 }, seconds, 0);
  const right = synth({ kind: 'music', seed: 2 }, seconds, 1);
  const parts: Buffer[] = [];
  const block = 48_000;
  for (let start = 0; start < left.length; start += block) {
    parts.push(
      Buffer.from(
        encoder.encode(
          channels === 2
            ? [left.subarray(start, start + block), right.subarray(start, start + block)]
            : [left.subarray(start, start + block)],
        ),
      ),
    );
  }
  parts.push(Buffer.from(encoder.finalize()));
  return Buffer.concat(parts);
}

/** Serves `stem` as `/stems/<n>.mp3` on the harness's origin while `run` runs. */
async function servingStem<T>(stem: Buffer, run: () => Promise<T>): Promise<T> {
  const server = createServer((request, response) => {
    if (!/^\/stems\/\d+\.mp3$/.test(request.url ?? '')) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'content-type': 'audio/mpeg',
      'content-length': String(stem.length),
      'cache-control': 'no-store',
    });
    response.end(stem);
  });
  await new Promise<void>((resolve) =>
    server.listen(Number(new URL(STUDIO_ORIGIN).port), '127.0.0.1', resolve),
  );
  try {
    return await run();
  } finally {
    server.close();
  }
}

/** One live-playing memory scenario: its label, the stem served for every stem, and its shape. */
interface LiveScenario {
  label: string;
  stem: Buffer;
  minutes: number;
  stems: number;
  narrow: boolean;
  runs: number;
}

/**
 * Peak memory while playing live, as the page does: `stems` stereo MP3s (192 kbit/s) of `minutes`
 * streamed through the loader, played, then (every byte in) 5 s on, a seek to the middle with an
 * 8 s loop, 5 s more; at a phone's 375 px viewport when `narrow`. Runs `runs` times, prints each
 * and the median peak over the page's baseline.
 */
async function playLive(live: LiveScenario) {
  const { label, stem, minutes, stems, narrow, runs } = live;
  const peaks: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    await servingStem(stem, async () => {
      const studio = await openStudioPage();
      try {
        if (narrow) await studio.page.setViewportSize({ width: 375, height: 812 });
        const { value, baseline, peak } = await withPeakMemory(() =>
          studio.page.evaluate(
            ([urls, seconds]) => window.studioHarness.livePlay(urls, seconds, 5),
            [
              Array.from({ length: stems }, (_, index) => `${STUDIO_ORIGIN}/stems/${index}.mp3`),
              minutes * 60,
            ] as const,
          ),
        );
        peaks.push(peak - baseline);
        console.log(
          `${label}, run ${run + 1}: every byte in after ${(value.loadedMs / 1000).toFixed(1)} s; ` +
            `held ${mb(value.heldAfterLoad)} then, ${mb(value.heldAtEnd)} at the end ` +
            `(${value.state} at ${value.position.toFixed(1)} s, in the loop from ${(minutes * 30).toFixed(0)} s); ` +
            `compressed ${mb(stem.length * stems)}; Chromium RSS ${mb(baseline)} → peak ${mb(peak)} ` +
            `(+${mb(peak - baseline)}); load ${load()}`,
        );
      } catch (error) {
        console.log(
          `${label}, run ${run + 1}: FAILED — ${(error as Error).message.split('\n')[0]}; load ${load()}`,
        );
      } finally {
        await studio.close();
      }
    });
  }
  printPeaks(label, peaks, ' (target ≤ 300 MB for the typical song)');
}

/**
 * The same live scenario as `playLive`, in a Chromium driven over a bare DevTools pipe with no
 * Network domain enabled. Playwright enables it on every page, and DevTools then keeps a copy of
 * every response body it can (the stems' bytes) in the renderer: part of `playLive`'s peak is that
 * copy, which a musician's browser does not hold. The harness page and the stems are served by a
 * plain HTTP server on port `RAW_PORT`.
 */
const RAW_PORT = 3107;
async function playLiveRaw(live: LiveScenario) {
  const { label, stem, minutes, stems, narrow, runs } = live;
  const script = await bundleHarness();
  const server = createServer((request, response) => {
    if (request.url === '/')
      return response
        .writeHead(200, { 'content-type': 'text/html' })
        .end('<!doctype html><title>studio engine</title><script src="/harness.js"></script>');
    if (request.url === '/harness.js')
      return response.writeHead(200, { 'content-type': 'text/javascript' }).end(script);
    if (!/^\/stems\/\d+\.mp3$/.test(request.url ?? '')) return response.writeHead(404).end();
    response
      .writeHead(200, {
        'content-type': 'audio/mpeg',
        'content-length': String(stem.length),
        'cache-control': 'no-store',
      })
      .end(stem);
  });
  await new Promise<void>((resolve) => server.listen(RAW_PORT, '127.0.0.1', resolve));
  const peaks: number[] = [];
  try {
    for (let run = 0; run < runs; run += 1) {
      const profile = mkdtempSync(join(tmpdir(), 'studio-bench-'));
      const chromium = spawn(
        process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        [
          '--headless=new',
          '--no-sandbox',
          '--autoplay-policy=no-user-gesture-required',
          '--remote-debugging-pipe',
          `--user-data-dir=${profile}`,
          'about:blank',
        ],
        { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] },
      );
      const toChromium = chromium.stdio[3] as NodeJS.WritableStream;
      const fromChromium = chromium.stdio[4] as NodeJS.ReadableStream;
      let id = 0;
      let pending = '';
      const replies = new Map<number, (message: { result?: unknown; error?: unknown }) => void>();
      fromChromium.on('data', (data: Buffer) => {
        const parts = (pending + data.toString('utf8')).split('\0');
        pending = parts.pop() ?? '';
        for (const part of parts) {
          const message = JSON.parse(part);
          if (message.id) replies.get(message.id)?.(message);
        }
      });
      const send = <T>(method: string, params: object = {}, sessionId?: string) =>
        new Promise<T>((resolve, reject) => {
          id += 1;
          replies.set(id, (message) =>
            message.error
              ? reject(new Error(JSON.stringify(message.error)))
              : resolve(message.result as T),
          );
          toChromium.write(`${JSON.stringify({ id, method, params, sessionId })}\0`);
        });
      try {
        const { targetInfos } = await send<{ targetInfos: { targetId: string; type: string }[] }>(
          'Target.getTargets',
        );
        const page = targetInfos.find((target) => target.type === 'page');
        if (!page) throw new Error('no page');
        const { sessionId } = await send<{ sessionId: string }>('Target.attachToTarget', {
          targetId: page.targetId,
          flatten: true,
        });
        if (narrow)
          await send(
            'Emulation.setDeviceMetricsOverride',
            { width: 375, height: 812, deviceScaleFactor: 1, mobile: true },
            sessionId,
          );
        await send('Page.navigate', { url: `http://localhost:${RAW_PORT}/` }, sessionId);
        for (let tries = 0; tries < 100; tries += 1) {
          const { result } = await send<{ result: { value: boolean } }>(
            'Runtime.evaluate',
            { expression: 'Boolean(window.studioHarness)', returnByValue: true },
            sessionId,
          );
          if (result.value) break;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        // the page settles before its baseline is taken
        await new Promise((resolve) => setTimeout(resolve, 1500));
        const urls = Array.from(
          { length: stems },
          (_, index) => `http://localhost:${RAW_PORT}/stems/${index}.mp3`,
        );
        const { value, baseline, peak } = await withPeakMemory(async () => {
          const { result } = await send<{ result: { value: string } }>(
            'Runtime.evaluate',
            {
              expression: `window.studioHarness.livePlay(${JSON.stringify(urls)}, ${minutes * 60}, 5).then(JSON.stringify)`,
              awaitPromise: true,
              returnByValue: true,
            },
            sessionId,
          );
          return JSON.parse(result.value) as {
            heldAfterLoad: number;
            position: number;
            state: string;
          };
        });
        peaks.push(peak - baseline);
        console.log(
          `${label}, no DevTools network domain, run ${run + 1}: held ${mb(value.heldAfterLoad)} after loading ` +
            `(${value.state} at ${value.position.toFixed(1)} s); Chromium RSS ${mb(baseline)} → peak ${mb(peak)} ` +
            `(+${mb(peak - baseline)}); load ${load()}`,
        );
      } catch (error) {
        console.log(
          `${label}, no DevTools network domain, run ${run + 1}: FAILED — ${(error as Error).message}; load ${load()}`,
        );
      } finally {
        chromium.kill();
        await new Promise((resolve) => chromium.once('exit', resolve));
        rmSync(profile, { recursive: true, force: true });
      }
    }
  } finally {
    server.close();
  }
  printPeaks(`${label}, no DevTools network domain`, peaks);
}

/** Prints each run's peak over the page's baseline and their median. */
function printPeaks(label: string, peaks: number[], target = '') {
  const sorted = [...peaks].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  console.log(
    `${label}: peak over baseline ${sorted.map((peak) => `+${mb(peak)}`).join(', ')}; median ` +
      `${median === undefined ? '—' : `+${mb(median)}`}${target}; load ${load()}`,
  );
}

/**
 * Peak memory playing `stems` stereo MP3s (192 kbit/s) of `minutes` live, `runs` times, measured
 * both ways: through Playwright (`playLive`) and over a bare DevTools pipe (`playLiveRaw`).
 */
async function memoryPlayingLive(
  label: string,
  minutes: number,
  stems: number,
  narrow: boolean,
  runs: number,
) {
  const live = {
    label,
    stem: await encodedStem(minutes * 60, 192, 2),
    minutes,
    stems,
    narrow,
    runs,
  };
  await playLive(live);
  await playLiveRaw(live);
}

console.log(`studio engine bench — ${new Date().toISOString()}, load ${load()}`);

if (process.env.BENCH_STUDIO_ONLY_MEMORY) {
  const runs = Number(process.env.BENCH_STUDIO_MEMORY_RUNS ?? 3);
  if (!process.env.BENCH_STUDIO_SKIP_TYPICAL) {
    await memoryPlayingLive(
      'memory playing live, typical (3 min, 6 stereo stems)',
      3,
      6,
      false,
      runs,
    );
  }
  await memoryPlayingLive(
    'memory playing live, long (8 min, 8 stereo stems) at 375 px',
    8,
    8,
    true,
    runs,
  );
  process.exit(0);
}

// control changes (offline: the engine's own delay, before the device's output latency)
{
  const studio = await openStudioPage();
  const mute = await studio.page.evaluate(() => window.studioHarness.changeLatency('mute'));
  const pitch = await studio.page.evaluate(() => window.studioHarness.changeLatency('pitch'));
  console.log(
    `control change → heard (offline render): mute ${(mute * 1000).toFixed(0)} ms to < −66 dBFS, ` +
      `pitch +12 ${(pitch * 1000).toFixed(0)} ms to the new pitch (target ≤ 100 ms); load ${load()}`,
  );
  await studio.close();
}

// first sound on a cold cache: 6 stems, 3 minutes, MP3 CBR — stereo 192 kbit/s (the server's
// new stems) and mono 128 kbit/s (today's)
for (const [channels, kbps] of [
  [2, 192],
  [1, 128],
] as const) {
  const kind = channels === 2 ? 'stereo' : 'mono';
  const stem = await encodedStem(180, kbps, channels);
  // a real HTTP server on the harness's origin (port 3106): the browser fetches as from the site
  await servingStem(stem, async () => {
    const studio = await openStudioPage();
    try {
      const { value, baseline, peak } = await withPeakMemory(() =>
        studio.page.evaluate(
          (urls) => window.studioHarness.firstSound(urls, 180),
          Array.from({ length: 6 }, (_, index) => `${STUDIO_ORIGIN}/stems/${index}.mp3`),
        ),
      );
      console.log(
        `first sound (6 × 3 min ${kind} MP3 ${kbps}k, local, unthrottled): ${value.firstSoundMs.toFixed(0)} ms after Play ` +
          `(play started ${value.loadMs.toFixed(0)} ms after Play with ${value.bufferedAtPlaySeconds.toFixed(2)} s of every stem in; ` +
          `every stem fetched and decoded after ${value.fetchAndDecodeMs.toFixed(0)} ms); ` +
          `bytes before first sound ${mb(value.bytesBeforeFirstSound)} of ${mb(value.bytesTotal)} ` +
          `(at 20 Mbit/s the download alone is ${((value.bytesTotal * 8) / 20e6).toFixed(1)} s); ` +
          `mute → silence at the tap ${value.muteToSilenceMs.toFixed(0)} ms; context ${value.contextState}, ` +
          `base latency ${value.baseLatencyMs.toFixed(0)} ms, output latency ${value.outputLatencyMs.toFixed(0)} ms; ` +
          `engine holds ${mb(value.heldBytes)} of stem audio; ` +
          `Chromium RSS ${mb(baseline)} → peak ${mb(peak)} (+${mb(peak - baseline)}); load ${load()}`,
      );
    } catch (error) {
      console.log(
        `first sound (${kind}): FAILED — ${(error as Error).message.split('\n')[0]}; load ${load()}`,
      );
    } finally {
      await studio.close();
    }
  });
}

if (process.env.BENCH_STUDIO_ONLY_START) process.exit(0);
await memoryPlayingLive('memory playing live, typical (3 min, 6 stereo stems)', 3, 6, false, 3);
if (!process.env.BENCH_STUDIO_SKIP_LONG) {
  await memoryPlayingLive(
    'memory playing live, long (8 min, 8 stereo stems) at 375 px',
    8,
    8,
    true,
    1,
  );
}
await renderSong('typical (3 min, 6 stereo stems), default preset', songPlan(3, 6, 'default'));
await renderSong(
  'typical (3 min, 6 stereo stems), default preset, levels read (the meter on, as on the page)',
  songPlan(3, 6, 'default', undefined, 0.8, -2, false, true),
);
await renderSong('typical (3 min, 6 stereo stems), cheaper preset', songPlan(3, 6, 'cheaper'));
await renderSong(
  'typical (3 min, 6 mono stems, as served today), default preset',
  songPlan(3, 6, 'default', undefined, 0.8, -2, true),
);
// the common case: tempo 1.0 / pitch 0 is copied straight from the stems, no stretcher
await renderSong(
  'typical (3 min, 6 stereo stems), tempo 1.0 / pitch 0',
  songPlan(3, 6, 'default', undefined, 1, 0),
);
if (!process.env.BENCH_STUDIO_SKIP_LONG) {
  // memory is this one's budget: the whole song is loaded, 30 s of it rendered
  await renderSong('long (8 min, 8 stereo stems; 30 s rendered)', songPlan(8, 8, 'default', 30));
}
console.log(`done, load ${load()}`);
