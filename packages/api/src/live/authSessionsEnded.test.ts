import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Platform } from '../platform';
import { signInAgain, signUpAccount, TEST_PASSWORD, type TestAccount } from '../test/accounts';
import { listen, type Stream } from '../test/events';
import { sameBrowserOn } from '../test/people';
import { startTestPlatform, type TestPlatform, testDatabase } from '../test/platform';

// An open /api/events stream kept delivering ~25 s after its session was
// deleted (until the heartbeat's check). Deleting a session ends its streams at once, on every
// instance; the streams of sessions that live on stay open.

let t: TestPlatform;
let other: Platform;
let ana: TestAccount;

beforeAll(async () => {
  t = await startTestPlatform('sessions-ended');
  other = await t.variant({ ROLE: 'web' });
});
afterAll(async () => {
  await other?.close();
  await t?.close();
});
beforeEach(async () => {
  await t.reset();
  ana = await signUpAccount(t, 'ana@example.com');
});

/**
 * Far less than the 25 s heartbeat: a stream that ends within it ended on the announcement.
 * Not a wait for something to happen, a bound on how long that may take on a busy machine.
 */
const PROMPTLY_MS = 8_000;

async function ends(stream: Stream): Promise<'ended' | 'still open'> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const open = new Promise<'still open'>((resolve) => {
    timer = setTimeout(() => resolve('still open'), PROMPTLY_MS);
  });
  const ended = stream.next().then(
    () => 'delivered' as never,
    (error: Error) => {
      expect(error.message).toBe('the event stream ended');
      return 'ended' as const;
    },
  );
  try {
    return await Promise.race([ended, open]);
  } finally {
    clearTimeout(timer);
  }
}

describe(`the event streams of an ended session (${testDatabase})`, () => {
  it('end at once when the browser signs out, here or on another instance', async () => {
    const here = await listen(ana.client);
    const elsewhere = await listen(sameBrowserOn(other, ana));
    expect((await ana.client.delete('/api/auths/logout')).status).toBe(204);
    expect(await ends(here)).toBe('ended');
    expect(await ends(elsewhere)).toBe('ended');
  });

  it('end at once when the password is changed elsewhere; this browser’s stream stays', async () => {
    const laptop = await signInAgain(t, 'ana@example.com');
    const laptopStream = await listen(laptop);
    const laptopOnOther = await listen(sameBrowserOn(other, { client: laptop } as never));
    const phoneStream = await listen(ana.client);
    const changed = await ana.client.post(`/api/users/${ana.id}/set_password`, {
      old_password: TEST_PASSWORD,
      new_password: 'a brand new secret',
      new_password_confirm: 'a brand new secret',
    });
    expect(changed.status).toBe(204);
    expect(await ends(laptopStream)).toBe('ended');
    expect(await ends(laptopOnOther)).toBe('ended');
    // The browser that changed it is still signed in, and its stream still delivers.
    const bea = await signUpAccount(t, 'bea@example.com');
    const sent = await bea.client.post('/api/text_messages', {
      message: 'still there?',
      target_user_id: ana.id,
      source_user_id: bea.id,
    });
    expect(sent.status).toBe(201);
    expect(['notification', 'text_message']).toContain((await phoneStream.next()).event);
    await phoneStream.close();
  });
});
