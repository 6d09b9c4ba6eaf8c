import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sandboxCharges, sandboxPaymentMethods, users } from '../../db/schema';
import { startTestPlatform, type TestPlatform, testDatabase } from '../../test/platform';
import { IdempotencyConflictError } from '../index';
import { createCardToken } from './browser';
import { canonicalJson, SANDBOX_EVENT_TOLERANCE_MS, signSandboxPayload } from './events';
import { createSandboxProvider } from './provider';

let t: TestPlatform;
const SECRET = 'test-webhook-secret';

beforeAll(async () => {
  t = await startTestPlatform('sandbox-provider');
});

afterAll(async () => {
  await t?.close();
});

beforeEach(async () => {
  await t.reset();
});

function provider(delivered: { body: string; signature: string }[] = []) {
  return createSandboxProvider({
    db: t.platform.db,
    clock: t.clock,
    publicUrl: 'http://backline.test',
    webhookSecret: SECRET,
    deliver: async (event) => {
      delivered.push(event);
    },
  });
}

/** A customer with a vaulted card of `number`. */
async function vaulted(number: string) {
  const [user] = await t.platform.db
    .insert(users)
    .values({
      firstName: 'Ana',
      lastName: 'Lima',
      email: `ana-${number}@example.com`,
      passwordHash: 'x',
      termsAcceptedAt: t.clock.now(),
    })
    .returning();
  const customerRef = user?.id ?? '';
  const { token } = await createCardToken(t.platform, customerRef, {
    number,
    month: '12',
    year: '30',
    verification_value: '123',
  });
  const attached = await provider().attachCard({ customerRef, token });
  if (!attached.ok) throw new Error('not attached');
  return { customerRef, paymentMethodRef: attached.paymentMethodRef };
}

describe(`sandbox provider (${testDatabase})`, () => {
  it('answers the first charge again for the same idempotency key', async () => {
    const { customerRef, paymentMethodRef } = await vaulted('4111111111111111');
    const input = {
      customerRef,
      source: { kind: 'card' as const, paymentMethodRef },
      amount: 600,
      description: 'Two JamTracks',
      idempotencyKey: 'order:1:1',
    };
    const first = await provider().charge(input);
    const second = await provider().charge(input);
    expect(first).toMatchObject({ status: 'succeeded', amount: 600, replayed: false });
    expect(second).toEqual({ ...first, replayed: true });
    expect(await t.platform.db.select().from(sandboxCharges)).toHaveLength(1);
  });

  it('charges once when the same key races', async () => {
    const { customerRef, paymentMethodRef } = await vaulted('4111111111111111');
    const input = {
      customerRef,
      source: { kind: 'card' as const, paymentMethodRef },
      amount: 300,
      description: 'One JamTrack',
      idempotencyKey: 'order:2:1',
    };
    const sandbox = provider();
    const results = await Promise.all([sandbox.charge(input), sandbox.charge(input)]);
    expect(new Set(results.map((result) => result.ref)).size).toBe(1);
    expect(results.filter((result) => result.replayed)).toHaveLength(1);
    expect(await t.platform.db.select().from(sandboxCharges)).toHaveLength(1);
  });

  it('refuses a key reused for another amount', async () => {
    const { customerRef, paymentMethodRef } = await vaulted('4111111111111111');
    const input = {
      customerRef,
      source: { kind: 'card' as const, paymentMethodRef },
      amount: 300,
      description: 'One JamTrack',
      idempotencyKey: 'order:3:1',
    };
    await provider().charge(input);
    await expect(provider().charge({ ...input, amount: 1 })).rejects.toBeInstanceOf(
      IdempotencyConflictError,
    );
  });

  it('refuses to save the declined test card: the zero-amount check a provider runs', async () => {
    const [user] = await t.platform.db
      .insert(users)
      .values({
        firstName: 'Bea',
        lastName: 'Lima',
        email: 'bea-declined@example.com',
        passwordHash: 'x',
        termsAcceptedAt: t.clock.now(),
      })
      .returning();
    const customerRef = user?.id ?? '';
    const { token } = await createCardToken(t.platform, customerRef, {
      number: '4000 0000 0000 0002',
      month: '12',
      year: '30',
      verification_value: '123',
    });
    expect(await provider().attachCard({ customerRef, token })).toEqual({
      ok: false,
      errors: { number: ['Your card was declined.'] },
    });
    expect(
      await t.platform.db
        .select()
        .from(sandboxPaymentMethods)
        .where(eq(sandboxPaymentMethods.customerRef, customerRef)),
    ).toEqual([]);
  });

  it('declines every charge to the card that passes the check but has no funds', async () => {
    const { customerRef, paymentMethodRef } = await vaulted('4000000000000341');
    const result = await provider().charge({
      customerRef,
      source: { kind: 'card', paymentMethodRef },
      amount: 300,
      description: 'One JamTrack',
      idempotencyKey: 'order:4:1',
    });
    expect(result).toMatchObject({
      status: 'failed',
      failureCode: 'card_declined',
      failureMessage: 'Your card was declined.',
    });
  });

  it('signs each event; verification refuses a changed body, a wrong key and an old event', async () => {
    const delivered: { body: string; signature: string }[] = [];
    const sandbox = provider(delivered);
    const { customerRef, paymentMethodRef } = await vaulted('4111111111111111');
    await sandbox.charge({
      customerRef,
      source: { kind: 'card', paymentMethodRef },
      amount: 300,
      description: 'One JamTrack',
      idempotencyKey: 'order:5:1',
    });
    expect(delivered).toHaveLength(1);
    const [event] = delivered;
    if (!event) throw new Error('no event');
    expect(sandbox.verifyEvent(event.body, event.signature)).toMatchObject({
      type: 'charge.succeeded',
      data: { amount: 300, customer: customerRef },
    });
    expect(sandbox.verifyEvent(event.body.replace('300', '301'), event.signature)).toBeNull();
    const forged = signSandboxPayload('another-key', event.body, t.clock.now());
    expect(sandbox.verifyEvent(event.body, forged)).toBeNull();
    expect(sandbox.verifyEvent(event.body, undefined)).toBeNull();
    t.clock.advance(SANDBOX_EVENT_TOLERANCE_MS + 1000);
    expect(sandbox.verifyEvent(event.body, event.signature)).toBeNull();
    // Delivered events are not sent again.
    await sandbox.deliverEvents();
    expect(delivered).toHaveLength(1);
  });

  it('writes canonical JSON: sorted keys at every depth', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { f: 1, e: 0 }], c: null } })).toBe(
      '{"a":{"c":null,"d":[2,{"e":0,"f":1}]},"b":1}',
    );
  });
});
