import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { alerts, analyticsEvents } from '../db/schema';
import type { Logger } from '../logger';

export interface AnalyticsEventInput {
  event: string;
  data: Record<string, unknown>;
  visitor_id?: string | undefined;
}

export async function recordAnalyticsEvent(
  db: Db,
  clock: Clock,
  userId: string | null,
  input: AnalyticsEventInput,
): Promise<void> {
  await db.insert(analyticsEvents).values({
    userId,
    visitorId: input.visitor_id ?? null,
    event: input.event,
    data: input.data,
    recordedAt: clock.now(),
  });
}

export interface AlertInput {
  subject: string;
  data?: unknown;
}

/** Stores a failure the browser reports and writes it to the server log for whoever is on call. */
export async function recordAlert(
  deps: { db: Db; clock: Clock; logger: Logger },
  userId: string | null,
  input: AlertInput,
): Promise<number> {
  const [row] = await deps.db
    .insert(alerts)
    .values({
      userId,
      subject: input.subject,
      data: input.data ?? null,
      createdAt: deps.clock.now(),
    })
    .returning({ id: alerts.id });
  deps.logger.warn(`alert: ${input.subject}`, {
    id: row?.id,
    user_id: userId,
    data: input.data ?? null,
  });
  return row?.id ?? 0;
}
