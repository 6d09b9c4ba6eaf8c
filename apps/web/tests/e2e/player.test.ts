import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, newPerson, register, test } from './fixtures';
import { mp3Facts } from './mp3';

// The demo catalogue (packages/api/src/demo/jamtracks.ts): a free blues JamTrack among the first
// free ones, whose audio the server synthesises at start (src/audio/jamTrackAudio.ts); its stems
// are Drums, Bass Guitar, Electric Guitar, Organ, Harmonica and a Click. Rendering real audio
// and mixes (Rubber Band, MP3) on a busy machine takes its time — stereo since decision 040,
// about 1.5–1.9 × the CPU of the mono render: a mix took 73 s of wall time at load 23.
test.describe.configure({ timeout: 480_000 });
const FREE_PICK = 'Chicago Rain';

async function openFreeJamTrack(page: Page): Promise<string> {
  await page.goto('/jamtracks?artist=big-ray-holloway');
  await page
    .locator('tr, article, li')
    .filter({ has: page.getByText(FREE_PICK, { exact: true }) })
    .first()
    .getByRole('button', { name: 'Get it free' })
    .click();
  await expect(page).toHaveURL(/\/checkout\/success\?free=yes/);
  await page.getByRole('link', { name: 'Play it now' }).click();
  await expect(page).toHaveURL(/\/jamtrack\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: FREE_PICK })).toBeVisible();
  return new URL(page.url()).pathname.split('/').pop() as string;
}

test('a new musician plays the master and a stem, creates a custom mix, plays and downloads it, reaches the 5-mix limit and deletes one', async ({
  page,
}) => {
  // Real renders by the server's worker (six mixes), which shares the CPU with the demo audio
  // synthesised at start when this journey runs first: more than the default minute.
  test.setTimeout(120_000);
  await register(page, newPerson('Mina'));
  const jamTrackId = await openFreeJamTrack(page);
  await expect(page.getByRole('link', { name: 'Back to My JamTracks' })).toHaveAttribute(
    'href',
    '/my-jamtracks',
  );
  for (const card of ['Player', 'My Mixes', 'Create Mix', 'Help resources']) {
    await expect(page.getByRole('heading', { level: 2, name: card })).toBeVisible();
  }

  // The master plays: the owner's audio is served, its real duration loads, Play turns into Pause.
  // (The demo audio may still be rendering since the server started: wait for it, then reload.)
  const masterPath = `/api/jamtracks/${jamTrackId}/stems/master/download.mp3`;
  await expect
    .poll(async () => (await page.request.get(masterPath)).status(), { timeout: 150_000 })
    .toBe(200);
  const masterAudio = await page.request.get(masterPath);
  expect(masterAudio.headers()['content-type']).toContain('audio/mpeg');
  await page.reload();
  const player = page.getByRole('region', { name: 'Player' });
  await expect(player.getByText(/^0:00 \/ [1-9]\d*:\d\d$|^0:00 \/ 0:[1-5]\d$/)).toBeVisible();
  await player.getByRole('button', { name: 'Play' }).click();
  await expect(player.getByRole('button', { name: 'Pause' })).toBeVisible();
  await player.getByRole('button', { name: 'Pause' }).click();

  // Solo-listen to a stem: the selection is recorded on the server.
  const recorded = page.waitForRequest(
    (request) =>
      request.method() === 'POST' &&
      request.url().endsWith(`/api/jamtracks/${jamTrackId}/mixdowns/active`),
  );
  await player.getByRole('button', { name: /Listen to/ }).click();
  await page.getByRole('option', { name: 'Electric Guitar (stem)', exact: true }).click();
  expect((await recorded).postDataJSON()).toMatchObject({
    mixdown_id: null,
    stem_id: expect.any(String),
  });
  await player.getByRole('button', { name: 'Play' }).click();
  await expect(player.getByRole('button', { name: 'Pause' })).toBeVisible();
  await player.getByRole('button', { name: 'Pause' }).click();

  // Create a mix: guitar muted, 10 % slower, 2 semitones down, with a count-in.
  const editor = page.getByRole('region', { name: 'Create Mix' });
  await editor.getByRole('button', { name: 'Create Mix' }).click();
  await expect(editor.getByText('Select at least one track to create a mix')).toBeVisible();
  await expect(editor.getByText('Mix name is required')).toBeVisible();
  await editor.getByRole('textbox', { name: /Mix name/ }).fill('Practice');
  await editor.getByRole('checkbox', { name: 'Electric Guitar' }).check({ force: true });
  await editor.getByRole('button', { name: /Tempo/ }).click();
  await page.getByRole('option', { name: 'Slower by 10%', exact: true }).click();
  await editor.getByRole('button', { name: /Pitch/ }).click();
  await page.getByRole('option', { name: '2 semitones down', exact: true }).click();
  await editor.getByRole('checkbox', { name: /Count-in/ }).check({ force: true });
  await editor.getByRole('button', { name: 'Create Mix' }).click();

  // "Mixdown Queued", then the live steps until the mix is ready.
  const queued = page.getByRole('dialog', { name: 'Mixdown Queued' });
  await expect(queued).toContainText(/about 1 minute|about \d+ minutes to be created/);
  await expect(queued.getByText('Your mix is ready to play.')).toBeVisible({ timeout: 300_000 });
  await expect(queued.getByRole('progressbar', { name: 'Building the mix' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  await queued.getByRole('button', { name: 'OK' }).click();
  await expect(editor.getByRole('textbox', { name: /Mix name/ })).toHaveValue('');

  // Play the custom mix.
  await player.getByRole('button', { name: /Listen to/ }).click();
  await page.getByRole('option', { name: 'Practice (custom mix)', exact: true }).click();
  await player.getByRole('button', { name: 'Play' }).click();
  await expect(player.getByRole('button', { name: 'Pause' })).toBeVisible();
  await player.getByRole('button', { name: 'Pause' }).click();

  // Download it: a stereo 48 kHz MP3 as long as the master at 0.9, plus one bar of count-in.
  const mixes = page.getByRole('region', { name: 'My Mixes' });
  const downloading = page.waitForEvent('download');
  await mixes.getByRole('button', { name: 'Download Practice' }).click();
  const download = await downloading;
  const mix = mp3Facts(await readFile(await download.path()));
  const master = mp3Facts(
    Buffer.from(
      await (
        await page.request.get(`/api/jamtracks/${jamTrackId}/stems/master/download.mp3`)
      ).body(),
    ),
  );
  expect(mix.sampleRate).toBe(48_000);
  // Stereo since decision 040: the demo band is placed, and the mix keeps its image.
  expect(mix.channels).toBe(2);
  expect(master.seconds).toBeGreaterThan(5);
  expect(mix.seconds).toBeGreaterThan((master.seconds / 0.9) * 0.99);
  expect(mix.seconds).toBeLessThan((master.seconds / 0.9) * 1.01 + 5);

  // Four more mixes reach the limit of five: the form is disabled, the API refuses a sixth.
  for (const name of ['Two', 'Three', 'Four', 'Five']) {
    // The form is disabled until the previous mix is created and queued (its reset comes then).
    await expect(editor.getByRole('button', { name: 'Create Mix', exact: true })).toBeEnabled();
    await editor.getByRole('textbox', { name: /Mix name/ }).fill(name);
    await editor.getByRole('checkbox', { name: 'Drums' }).check({ force: true });
    await expect(editor.getByRole('checkbox', { name: 'Drums' })).toBeChecked();
    await editor.getByRole('button', { name: 'Create Mix' }).click();
    await expect(queued).toBeVisible();
    await queued.getByRole('button', { name: 'OK' }).click();
    await expect(mixes.getByText(name, { exact: true })).toBeVisible();
  }
  await expect(editor.getByRole('button', { name: 'Create Mix' })).toBeDisabled();
  await expect(editor.getByRole('textbox', { name: /Mix name/ })).toBeDisabled();
  await expect(editor.getByText(/You have 5 custom mixes/)).toBeVisible();
  const { tracks } = (await (await page.request.get(`/api/jamtracks/${jamTrackId}`)).json()) as {
    tracks: { id: string; track_type: string }[];
  };
  const stems = tracks.filter((track) => track.track_type !== 'Master');
  const sixth = await page.request.post('/api/mixdowns', {
    data: {
      jamTrackID: jamTrackId,
      name: 'Six',
      settings: {
        speed: 1,
        pitch: 0,
        'count-in': false,
        tracks: stems.map((track, index) => ({ id: track.id, mute: index === 0 })),
      },
    },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(sixth.status()).toBe(422);
  expect(JSON.stringify(await sixth.json())).toContain('5 custom mixes');

  // Delete one, after the confirmation: the form opens again.
  await mixes.getByRole('button', { name: 'Delete Practice' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete this custom mix?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(mixes.getByText('Practice', { exact: true })).toHaveCount(0);
  await expect(editor.getByRole('button', { name: 'Create Mix' })).toBeEnabled();

  // The page opens on the last selection: choose a stem, reload, the player starts there.
  const recordedStem = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && response.url().endsWith('/mixdowns/active'),
  );
  // Typed, not clicked: mixes still building join the list as they are signed, so an option
  // clicked by position may move under the pointer; type-to-select picks it by name.
  await player.getByRole('button', { name: /Listen to/ }).focus();
  await page.keyboard.type('Drums');
  const stemChoice = await recordedStem;
  expect(stemChoice.ok()).toBe(true);
  expect(stemChoice.request().postDataJSON()).toMatchObject({ mixdown_id: null });
  await expect(player.getByRole('button', { name: /Listen to/ })).toContainText('Drums (stem)');
  await page.reload();
  await expect(player.getByRole('button', { name: /Listen to/ })).toContainText('Drums (stem)');
});

test('the first open records the event, and the progression call follows 15 s later only the first time', async ({
  page,
}) => {
  await register(page, newPerson('Theo'));
  await page.clock.install();
  const events: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST') return;
    const path = new URL(request.url()).pathname;
    if (path === '/api/users/event/record') events.push(`event:${request.postDataJSON()?.event}`);
    if (path === '/api/users/progression/opened_jamtrack_web_player') events.push('progression');
  });
  await openFreeJamTrack(page);
  await expect.poll(() => events).toContain('event:jamtrack_web_player_open');
  // Not with the event: 15 s later.
  expect(events).not.toContain('progression');
  const progression = page.waitForResponse((response) =>
    response.url().endsWith('/api/users/progression/opened_jamtrack_web_player'),
  );
  await page.clock.runFor(15_000);
  expect((await progression).ok()).toBe(true);

  // Opened before: the event again, no progression.
  events.length = 0;
  await page.reload();
  await expect.poll(() => events).toContain('event:jamtrack_web_player_open');
  await page.clock.runFor(20_000);
  expect(events).not.toContain('progression');
});
