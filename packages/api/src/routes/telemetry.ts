import { Hono } from 'hono';
import { z } from 'zod';
import type { ApiDeps } from '../deps';
import type { AppEnv } from '../http/context';
import { signedIn } from '../http/sessionCookie';
import { parseBody } from '../http/validation';
import { declareRoute } from '../openapi/declare';
import { recordAlert, recordAnalyticsEvent } from '../services/telemetry';

const MAX_DATA_BYTES = 4096;

const boundedJson = <T extends z.ZodType>(schema: T) =>
  schema.refine((value) => JSON.stringify(value ?? null).length <= MAX_DATA_BYTES, {
    message: `Data is at most ${MAX_DATA_BYTES} bytes of JSON.`,
  });

// The spec names these calls but not their bodies: an event is a name with a small JSON object.
const analyticsEventBody = z.object({
  event: z.string({ error: 'Event is required.' }).trim().min(1, 'Event is required.').max(100),
  data: boundedJson(z.record(z.string(), z.unknown())).default({}),
  visitor_id: z.string().trim().min(1).max(100).optional(),
});

const alertBody = z.object({
  subject: z
    .string({ error: 'Subject is required.' })
    .trim()
    .min(1, 'Subject is required.')
    .max(200),
  data: boundedJson(z.unknown()).optional(),
});

const contract = {
  event: declareRoute({
    tag: 'Telemetry',
    summary: 'Record an analytics event',
    access: 'optional',
    body: analyticsEventBody,
    responses: { 204: 'Recorded.' },
  }),
  alert: declareRoute({
    tag: 'Telemetry',
    summary: 'Report a failure seen in the browser',
    access: 'optional',
    body: alertBody,
    responses: { 201: { description: 'Recorded: `{id}`.', schema: z.object({ id: z.number() }) } },
  }),
};

/** Analytics events and failure alerts from the browser; signed in or not. */
export function telemetryRoutes(deps: ApiDeps) {
  return new Hono<AppEnv>()
    .post('/users/event/record', contract.event, async (c) => {
      const body = await parseBody(c, analyticsEventBody);
      const user = await signedIn(c, deps);
      await recordAnalyticsEvent(deps.db, deps.clock, user?.user.id ?? null, body);
      return c.body(null, 204);
    })
    .post('/alerts', contract.alert, async (c) => {
      const body = await parseBody(c, alertBody);
      const user = await signedIn(c, deps);
      const id = await recordAlert(deps, user?.user.id ?? null, body);
      return c.json({ id }, 201);
    });
}
