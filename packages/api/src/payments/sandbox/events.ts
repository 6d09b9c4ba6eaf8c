import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq, isNull } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Db, Tx } from '../../db/client';
import { sandboxEvents } from '../../db/schema';
import type { PaymentEvent } from '../index';
import { type SandboxOptions, sandboxId } from './context';

/** A webhook older than this is refused, so a captured one cannot be replayed later. */
export const SANDBOX_EVENT_TOLERANCE_MS = 5 * 60 * 1000;

/**
 * JSON with every object's keys sorted: the body an event is signed and delivered as. (The
 * payload is kept as jsonb, which does not keep key order.)
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * Signs `<seconds>.<body>` as providers do; the signature carries both:
 * `t=<seconds>,v1=<hex HMAC-SHA256>`.
 */
export function signSandboxPayload(secret: string, body: string, at: Date): string {
  const seconds = Math.floor(at.getTime() / 1000);
  const mac = createHmac('sha256', secret).update(`${seconds}.${body}`).digest('hex');
  return `t=${seconds},v1=${mac}`;
}

/** The event when `signatureHeader` signs `rawBody` with `secret` and is recent, else null. */
export function verifySandboxEvent(
  secret: string,
  clock: Clock,
  rawBody: string,
  signatureHeader: string | undefined,
): PaymentEvent | null {
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(signatureHeader ?? '');
  if (!match) return null;
  const seconds = Number(match[1]);
  const expected = createHmac('sha256', secret).update(`${seconds}.${rawBody}`).digest();
  const given = Buffer.from(match[2] ?? '', 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (Math.abs(clock.now().getTime() - seconds * 1000) > SANDBOX_EVENT_TOLERANCE_MS) return null;
  let payload: { id?: unknown; type?: unknown; created?: unknown; data?: unknown };
  try {
    payload = JSON.parse(rawBody) as typeof payload;
  } catch {
    return null;
  }
  if (typeof payload.id !== 'string' || typeof payload.type !== 'string') return null;
  return {
    id: payload.id,
    type: payload.type,
    createdAt: new Date(seconds * 1000),
    data: (payload.data ?? {}) as Record<string, unknown>,
  };
}

/** The provider's event log: events are stored signed with their cause, then delivered. */
export function sandboxEventLog(options: SandboxOptions) {
  const { db, clock } = options;
  return {
    /** Stores a signed event in `tx`, so it exists exactly when what it tells of committed. */
    async emit(tx: Db | Tx, type: string, data: Record<string, unknown>) {
      const id = sandboxId('evt');
      const createdAt = clock.now();
      const payload = { id, type, created: Math.floor(createdAt.getTime() / 1000), data };
      const signature = signSandboxPayload(
        options.webhookSecret,
        canonicalJson(payload),
        createdAt,
      );
      await tx.insert(sandboxEvents).values({ id, type, payload, signature, createdAt });
    },

    /** Hands every undelivered event to `deliver`, oldest first; stops at the first failure. */
    async deliverEvents() {
      const deliver = options.deliver;
      if (!deliver) return;
      const rows = await db
        .select()
        .from(sandboxEvents)
        .where(isNull(sandboxEvents.deliveredAt))
        .orderBy(sandboxEvents.createdAt, sandboxEvents.id);
      for (const row of rows) {
        try {
          await deliver({ body: canonicalJson(row.payload), signature: row.signature });
        } catch (error) {
          options.onDeliveryError?.(error);
          return;
        }
        await db
          .update(sandboxEvents)
          .set({ deliveredAt: clock.now() })
          .where(eq(sandboxEvents.id, row.id));
      }
    },

    verifyEvent(rawBody: string, signatureHeader: string | undefined) {
      return verifySandboxEvent(options.webhookSecret, clock, rawBody, signatureHeader);
    },
  };
}

export type SandboxEventLog = ReturnType<typeof sandboxEventLog>;
