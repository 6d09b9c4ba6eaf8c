import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect, newPerson, register, test } from './fixtures';
import { moveFocusTo } from './keyboard';
import { mp3Facts } from './mp3';

/*
 * PENDING (session 7): named .pending.ts so Playwright (testMatch *.test.ts) does not run it yet.
 * The es 375 px run passed whole; the en run timed out at the download; ≈ 7 min per
 * configuration. Rename to studio-practice.test.ts once it is green in a clean-clone CI.
 *

 * Issue 16, "Done when": the practice studio heard, not only seen. The page's audio output is
 * tapped (an AnalyserNode put between whatever the page connects to its AudioContext's
 * destination and the destination), so the journey checks what a musician hears: sound after
 * Play, silence when every stem is muted, a different sound when one stem is soloed, a lower
 * spectral centroid an octave down, a loop that holds the playhead, a trainer that speeds up,
 * settings back after a reload, and a saved mix downloaded as a stereo 48 kHz MP3 of the right
 * length. In English at 1280 px and in Spanish at 375 px; the studio is used by keyboard only
 * (sign-up and the language switch are set-up, not the subject). Times are reported, never
 * asserted (`npm run bench:studio` measures the budgets); the tests assert what is heard.
 */

test.describe.configure({ timeout: 600_000 });
const FREE_PICK = 'Chicago Rain';
const SILENCE_DB = -60;
const SOUND_DB = -45;

const TEXT = {
  en: {
    getFree: 'Get it free',
    playNow: 'Play it now',
    studio: 'Studio',
    open: 'Open the studio',
    play: 'Play',
    pause: 'Pause',
    mute: /^Mute /,
    soloBass: /^Solo (Bass|Bajo)/,
    pitch: 'Pitch (semitones)',
    tempo: 'Tempo',
    trainer: 'Speed trainer',
    passes: 'Every (passes)',
    loop: 'Loop',
    waveform: 'Song overview',
    section: /^Loop Intro, /,
    mixName: 'Mix name',
    save: 'Save as custom mix',
    saved: 'Saved: the mix is in My Mixes and is being made.',
    myMixes: 'My Mixes',
    download: (name: string) => `Download ${name}`,
  },
  es: {
    getFree: 'Consíguelo gratis',
    playNow: 'Tócalo ahora',
    studio: 'Estudio',
    open: 'Abrir el estudio',
    play: 'Reproducir',
    pause: 'Pausa',
    mute: /^Silenciar /,
    soloBass: /^Solo de (Bass|Bajo)/,
    pitch: 'Tono (semitonos)',
    tempo: 'Tempo',
    trainer: 'Entrenador de velocidad',
    passes: 'Cada (pasadas)',
    loop: 'Bucle',
    waveform: 'Vista general de la canción',
    section: /^Repetir Intro, /,
    mixName: 'Nombre de la mezcla',
    save: 'Guardar como mezcla personalizada',
    saved: 'Guardada: la mezcla está en Mis mezclas y se está creando.',
    myMixes: 'Mis mezclas',
    download: (name: string) => `Descargar ${name}`,
  },
} as const;
type Text = (typeof TEXT)[keyof typeof TEXT];

/** Runs in the page before its scripts: every connection to a destination goes through a tap. */
function tapAudioOutput() {
  const connect = AudioNode.prototype.connect as (...args: unknown[]) => unknown;
  const taps: AnalyserNode[] = [];
  Object.assign(window, { __audioTaps: taps });
  AudioNode.prototype.connect = function (this: AudioNode, ...args: unknown[]) {
    const [destination, ...rest] = args;
    if (destination instanceof AudioDestinationNode) {
      const context = this.context as BaseAudioContext & { __tap?: AnalyserNode };
      if (!context.__tap) {
        context.__tap = context.createAnalyser();
        context.__tap.fftSize = 4096;
        context.__tap.smoothingTimeConstant = 0;
        connect.call(context.__tap, destination);
        taps.push(context.__tap);
      }
      return connect.call(this, context.__tap, ...rest);
    }
    return connect.call(this, destination, ...rest);
  } as typeof AudioNode.prototype.connect;
}

interface Heard {
  /** Median RMS level over the window, dBFS. */
  levelDb: number;
  /**
   * Median spectral centroid over the window, Hz (0 in silence), power-weighted below 10 kHz:
   * where the music's energy sits. A magnitude-weighted centroid over the whole band is pulled
   * up by any broadband floor (seen: 900 Hz → 1 260–1 750 Hz at pitch −12, see issue 16's note),
   * so it is reported (`floorCentroidHz`), not asserted.
   */
  centroidHz: number;
  floorCentroidHz: number;
}

/** Listens to the tapped output for `ms` (real audio plays in real time) and sums it up. */
function listen(page: Page, ms = 1_500): Promise<Heard> {
  return page.evaluate(async (duration) => {
    const taps = (window as unknown as { __audioTaps: AnalyserNode[] }).__audioTaps;
    const tap = taps.at(-1);
    if (!tap) return { levelDb: -200, centroidHz: 0, floorCentroidHz: 0 };
    const wave = new Float32Array(tap.fftSize);
    const spectrum = new Float32Array(tap.frequencyBinCount);
    const levels: number[] = [];
    const centroids: number[] = [];
    const floorCentroids: number[] = [];
    const median = (values: number[]) =>
      values.length ? ([...values].sort((a, b) => a - b)[values.length >> 1] ?? 0) : 0;
    const started = performance.now();
    while (performance.now() - started < duration) {
      tap.getFloatTimeDomainData(wave);
      let sum = 0;
      for (const sample of wave) sum += sample * sample;
      const rms = Math.sqrt(sum / wave.length);
      levels.push(20 * Math.log10(Math.max(rms, 1e-10)));
      tap.getFloatFrequencyData(spectrum);
      let weighted = 0;
      let total = 0;
      let floorWeighted = 0;
      let floorTotal = 0;
      const binHz = tap.context.sampleRate / tap.fftSize;
      for (let bin = 1; bin < spectrum.length; bin++) {
        const db = spectrum[bin] ?? -200;
        const magnitude = 10 ** (db / 20);
        floorWeighted += magnitude * bin * binHz;
        floorTotal += magnitude;
        if (bin * binHz > 10_000) continue;
        const power = 10 ** (db / 10);
        weighted += power * bin * binHz;
        total += power;
      }
      if (rms > 1e-4 && total > 0) {
        centroids.push(weighted / total);
        floorCentroids.push(floorWeighted / floorTotal);
      }
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    return {
      levelDb: median(levels),
      centroidHz: median(centroids),
      floorCentroidHz: median(floorCentroids),
    };
  }, ms);
}

/**
 * Starts a watch in the page. `sound`: the time from now until the output first rises above
 * SOUND_DB (sound after Play). `silence`: the time from now until the output last stood at or
 * above SILENCE_DB, watched for 2 s (a part with rests dips below it between notes, so the
 * first quiet moment would measure nothing).
 */
function watchOutput(page: Page, to: 'sound' | 'silence') {
  return page.evaluate(
    ({ to, soundDb, silenceDb }) => {
      const state = window as unknown as { __audioTaps: AnalyserNode[]; __watched?: number };
      state.__watched = undefined;
      const started = performance.now();
      const wave = new Float32Array(2048);
      let lastLoud = 0;
      const check = () => {
        const now = performance.now() - started;
        const tap = state.__audioTaps.at(-1);
        if (tap) {
          tap.getFloatTimeDomainData(wave);
          let sum = 0;
          for (const sample of wave) sum += sample * sample;
          const db = 20 * Math.log10(Math.max(Math.sqrt(sum / wave.length), 1e-10));
          if (to === 'sound' && db > soundDb) {
            state.__watched = now;
            return;
          }
          if (to === 'silence' && db >= silenceDb) lastLoud = now;
        }
        if (to === 'silence' && now >= 2_000) {
          state.__watched = lastLoud;
          return;
        }
        if (now < 60_000) setTimeout(check, 5);
      };
      check();
    },
    { to, soundDb: SOUND_DB, silenceDb: SILENCE_DB },
  );
}

async function watched(page: Page): Promise<number> {
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __watched?: number }).__watched), {
      timeout: 60_000,
    })
    .toBeGreaterThanOrEqual(0);
  return page.evaluate(() => (window as unknown as { __watched: number }).__watched);
}

async function press(page: Page, target: Locator, key = 'Enter') {
  await moveFocusTo(page, target, { limit: 250 });
  await page.keyboard.press(key);
}

/**
 * The demo songs last a minute and a keyboard user takes a while to reach each control: back to
 * the top of the song (Home on the waveform), playing, before listening again.
 */
async function fromTheTop(page: Page, studio: Locator, text: Text) {
  await press(page, studio.getByRole('slider', { name: text.waveform }), 'Home');
  await expect.poll(() => position(studio)).toBeLessThan(5);
  if (
    (await studio.locator('[data-studio-state]').getAttribute('data-studio-state')) !== 'playing'
  ) {
    await press(page, studio.getByRole('button', { name: text.play, exact: true }));
  }
  await expect(studio.locator('[data-studio-state="playing"]')).toBeVisible();
}

async function position(studio: Locator): Promise<number> {
  return Number(await studio.locator('output[data-position]').getAttribute('data-position'));
}

for (const { lang, viewport } of [
  { lang: 'en', viewport: { width: 1280, height: 900 } },
  { lang: 'es', viewport: { width: 375, height: 740 } },
] as const) {
  test.describe(`the studio heard (${lang}, ${viewport.width} px, keyboard)`, () => {
    test.use({ viewport });

    test('play, mute, solo, pitch, loop with the trainer, reload, save and download the mix', async ({
      page,
    }) => {
      const text: Text = TEXT[lang];
      const figures: Record<string, number> = {};
      await page.addInitScript(tapAudioOutput);
      await register(page, newPerson(lang === 'en' ? 'Noor' : 'Nieves'));
      if (lang === 'es') {
        await page.goto('/account/preferences');
        await page.getByRole('button', { name: 'Español' }).click();
        await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      }

      // Claim the free JamTrack by keyboard.
      await page.goto('/jamtracks?artist=big-ray-holloway');
      await press(
        page,
        page
          .locator('tr, article, li')
          .filter({ has: page.getByText(FREE_PICK, { exact: true }) })
          .first()
          .getByRole('button', { name: text.getFree }),
      );
      await expect(page).toHaveURL(/\/checkout\/success\?free=yes/);
      await press(page, page.getByRole('link', { name: text.playNow }));
      await expect(page).toHaveURL(/\/jamtrack\/[0-9a-f-]{36}$/);
      const jamTrackId = new URL(page.url()).pathname.split('/').pop() as string;
      // The demo audio may still be in the making since the server started.
      await expect
        .poll(
          async () =>
            (
              await page.request.get(`/api/jamtracks/${jamTrackId}/stems/master/download.mp3`)
            ).status(),
          { timeout: 180_000 },
        )
        .toBe(200);
      await page.reload();

      let studio = page.getByRole('region', { name: text.studio, exact: true });
      await press(page, studio.getByRole('button', { name: text.open }));
      await expect(studio.locator('[data-studio-state="ready"]')).toBeVisible({ timeout: 60_000 });

      // Play: sound arrives (the time is reported against the 1.5 s budget, not asserted).
      const play = studio.getByRole('button', { name: text.play, exact: true });
      await moveFocusTo(page, play, { limit: 250 });
      await watchOutput(page, 'sound');
      await page.keyboard.press('Enter');
      figures.firstSoundMs = await watched(page);
      const full = await listen(page);
      expect(full.levelDb).toBeGreaterThan(SOUND_DB);

      // Mute every stem: silence, with no mix rendered and no audio fetched for it.
      const fetched: string[] = [];
      const onRequest = (request: { url: () => string; method: () => string }) => {
        const url = request.url();
        // Allowed: the remembered settings, saved a moment after a change, and the spec's
        // progression event (sent once the player has been open a while, whatever is pressed).
        if (!/\/studio\/settings$|\/progression\//.test(url)) {
          fetched.push(`${request.method()} ${url}`);
        }
      };
      page.on('request', onRequest);
      const mutes = studio.getByRole('button', { name: text.mute });
      const stems = await mutes.count();
      expect(stems).toBeGreaterThanOrEqual(5);
      // Every stem but the bass (the second: Drums, Bass Guitar, …), then the bass: the last one
      // heard is a sustained part, so "silence after the last mute" measures the mute itself
      // (the click, last in the list, is silent between its clicks).
      for (let stem = 0; stem < stems; stem++) {
        if (stem !== 1) await press(page, mutes.nth(stem), 'Space');
      }
      await moveFocusTo(page, mutes.nth(1), { limit: 250, key: 'Shift+Tab' });
      await expect.poll(async () => (await listen(page, 300)).levelDb).toBeGreaterThan(SOUND_DB);
      await watchOutput(page, 'silence');
      await page.keyboard.press('Space');
      figures.silenceAfterLastMuteMs = await watched(page);
      expect((await listen(page, 800)).levelDb).toBeLessThan(SILENCE_DB);
      page.off('request', onRequest);
      expect(fetched).toEqual([]);

      // Unmute, then solo the bass: the sound changes (its centroid drops far below the mix's).
      for (let stem = 0; stem < stems; stem++) await press(page, mutes.nth(stem), 'Space');
      await fromTheTop(page, studio, text);
      await expect.poll(async () => (await listen(page, 600)).levelDb).toBeGreaterThan(SOUND_DB);
      const mix = await listen(page);
      const solo = studio.getByRole('button', { name: text.soloBass });
      await press(page, solo, 'Space');
      await expect(solo).toHaveAttribute('aria-pressed', 'true');
      const bass = await listen(page);
      expect(bass.levelDb).toBeGreaterThan(SOUND_DB);
      figures.mixCentroidHz = Math.round(mix.centroidHz);
      figures.bassSoloCentroidHz = Math.round(bass.centroidHz);
      expect(bass.centroidHz).toBeLessThan(mix.centroidHz * 0.7);
      await press(page, solo, 'Space');
      await expect(solo).toHaveAttribute('aria-pressed', 'false');

      // Pitch −12: the spectral centroid falls.
      await fromTheTop(page, studio, text);
      const before = await listen(page);
      const pitch = studio.getByRole('slider', { name: text.pitch });
      await press(page, pitch, 'Home');
      await expect(pitch).toHaveValue('-12');
      const octaveDown = await listen(page);
      figures.centroidHz = Math.round(before.centroidHz);
      figures.centroidOctaveDownHz = Math.round(octaveDown.centroidHz);
      figures.floorCentroidHz = Math.round(before.floorCentroidHz);
      figures.floorCentroidOctaveDownHz = Math.round(octaveDown.floorCentroidHz);
      // The figures reach the log even when a later step fails (the note quotes them).
      console.log(`studio figures (${lang}, ${viewport.width} px): ${JSON.stringify(figures)}`);
      expect(octaveDown.centroidHz).toBeLessThan(before.centroidHz * 0.8);
      await page.keyboard.press('End');
      for (let step = 0; step < 12; step++) await page.keyboard.press('ArrowLeft');
      await expect(pitch).toHaveValue('0');

      // The speed trainer, one pass a step; then loop the intro by its section button.
      await press(page, studio.getByRole('switch', { name: text.trainer, exact: true }), 'Space');
      await expect(studio.getByRole('switch', { name: text.trainer, exact: true })).toBeChecked();
      const passes = studio.getByRole('textbox', { name: text.passes });
      await moveFocusTo(page, passes, { limit: 250 });
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('1');
      await page.keyboard.press('Tab');
      await expect(passes).toHaveValue('1');
      const tempo = studio.getByRole('slider', { name: text.tempo, exact: true });
      const startTempo = Number(await tempo.inputValue());
      await fromTheTop(page, studio, text);
      const section = studio.getByRole('button', { name: text.section });
      await press(page, section);
      await expect(studio.getByRole('switch', { name: text.loop, exact: true })).toBeChecked();
      // The loop as the studio keeps it (saved a moment after the change).
      const savedLoop = async () =>
        (await (await page.request.get(`/api/jamtracks/${jamTrackId}/studio/settings`)).json())
          .loop as { start: number; end: number } | null;
      await expect.poll(savedLoop).not.toBeNull();
      const { start, end } = (await savedLoop()) as { start: number; end: number };
      // For 20 s the playhead stays inside the loop (a little slack for the display's step).
      await expect.poll(() => position(studio), { timeout: 10_000 }).toBeLessThan(end + 0.25);
      const seen: number[] = [];
      const watchStart = Date.now();
      let raised = false;
      while (Date.now() - watchStart < 20_000 || (!raised && Date.now() - watchStart < 90_000)) {
        seen.push(await position(studio));
        raised = raised || Number(await tempo.inputValue()) > startTempo;
        await page.waitForTimeout(250);
      }
      expect(Math.min(...seen)).toBeGreaterThanOrEqual(start - 0.25);
      expect(Math.max(...seen)).toBeLessThanOrEqual(end + 0.25);
      // The trainer raised the tempo after a pass.
      expect(raised).toBe(true);
      await press(page, studio.getByRole('button', { name: text.pause, exact: true }));

      // Reload: the settings are back.
      await expect
        .poll(
          async () =>
            (await (await page.request.get(`/api/jamtracks/${jamTrackId}/studio/settings`)).json())
              .trainer,
        )
        .not.toBeNull();
      await page.reload();
      studio = page.getByRole('region', { name: text.studio, exact: true });
      await press(page, studio.getByRole('button', { name: text.open }));
      await expect(studio.locator('[data-studio-state="ready"]')).toBeVisible({ timeout: 60_000 });
      await expect(studio.getByRole('switch', { name: text.loop, exact: true })).toBeChecked();
      await expect(studio.getByRole('switch', { name: text.trainer, exact: true })).toBeChecked();

      // Save as a custom mix (a mix mutes at least one stem), then download it.
      await press(page, studio.getByRole('button', { name: text.mute }).last(), 'Space');
      const mixName = lang === 'en' ? 'Heard' : 'Oida';
      await moveFocusTo(page, studio.getByRole('textbox', { name: text.mixName }), { limit: 250 });
      await page.keyboard.type(mixName);
      const created = page.waitForRequest(
        (request) => request.method() === 'POST' && request.url().endsWith('/api/mixdowns'),
      );
      await press(page, studio.getByRole('button', { name: text.save }));
      const { speed } = (await created).postDataJSON().settings as { speed: number };
      await expect(studio.getByText(text.saved)).toBeVisible();
      // "Mixdown Queued" (spec part 2 §4) holds the focus until the mix is built; its button
      // closes it.
      const queued = page.getByRole('dialog');
      await expect(queued.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100', {
        timeout: 300_000,
      });
      await press(page, queued.getByRole('button'));
      await expect(queued).toHaveCount(0);
      const mixes = page.getByRole('region', { name: text.myMixes });
      const download = mixes.getByRole('button', { name: text.download(mixName) });
      await expect(download).toBeEnabled({ timeout: 240_000 });
      const downloading = page.waitForEvent('download', { timeout: 240_000 });
      await press(page, download);
      const file = mp3Facts(await readFile(await (await downloading).path()));
      const master = mp3Facts(
        Buffer.from(
          await (
            await page.request.get(`/api/jamtracks/${jamTrackId}/stems/master/download.mp3`)
          ).body(),
        ),
      );
      expect(file.sampleRate).toBe(48_000);
      expect(file.channels).toBe(2);
      // Made at the spec's tempo option nearest the studio's (no count-in was set): ± 1 %.
      expect(file.seconds).toBeGreaterThan((master.seconds / speed) * 0.99);
      expect(file.seconds).toBeLessThan((master.seconds / speed) * 1.01);
      console.log(`studio figures (${lang}, ${viewport.width} px): ${JSON.stringify(figures)}`);
    });
  });
}
