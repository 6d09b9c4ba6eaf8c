import { estimateInternetLatency } from '@backline/domain';
import { DAY_MS, type DemoMusician } from '../generate';
import { round } from '../places';
import { createRandom, type Random } from '../random';
import {
  between,
  DEMO_ACCOUNT_SHAPE,
  later,
  pairKey,
  signedUpAt,
  type WorldContext,
} from './context';

/** Measured latencies: the demo account's to its first friends, and some between friends. */
export function addMeasuredLatencies(context: WorldContext, demoFriends: DemoMusician[]): void {
  const { demo, byId } = context;
  const latencyRandom = createRandom(context.seed, 'latencies');
  const measured = new Set<string>();
  for (const friend of demoFriends.slice(0, DEMO_ACCOUNT_SHAPE.measuredLatencies))
    measure(context, latencyRandom, measured, demo, friend);
  for (const friendship of context.world.friendships) {
    if (friendship.userId === demo.user.id || friendship.friendId === demo.user.id) continue;
    if (friendship.userId < friendship.friendId && latencyRandom.chance(0.3)) {
      const a = byId.get(friendship.userId)!;
      measure(context, latencyRandom, measured, a, byId.get(friendship.friendId)!);
    }
  }
}

/** One measurement per pair (`measured` holds their `pairKey`s); none without an estimate. */
function measure(
  context: WorldContext,
  random: Random,
  measured: Set<string>,
  a: DemoMusician,
  b: DemoMusician,
): void {
  const key = pairKey(a.user.id, b.user.id);
  const estimate = estimateInternetLatency(a.user, b.user);
  if (a === b || measured.has(key) || estimate === null) return;
  measured.add(key);
  const [userAId, userBId] = key.split('|') as [string, string];
  context.world.latencies.push({
    userAId,
    userBId,
    // A measurement strays from the estimate both ways: routes are better or worse than usual.
    internetLatency: round(estimate * random.float(0.8, 1.3), 1),
    measuredAt: between(
      random,
      later(signedUpAt(a), signedUpAt(b), context.ago(30 * DAY_MS)),
      context.now,
    ),
  });
}
