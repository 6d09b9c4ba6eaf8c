import type { DemoMusician } from '../generate';
import { createRandom } from '../random';
import { createWorldContext, type DemoWorld } from './context';
import { addFriendRequests } from './friendRequests';
import { befriendDemoAccount, befriendEverybodyElse } from './friendships';
import { addMeasuredLatencies } from './latencies';
import { addLiveSessions } from './liveSessions';
import { addLobbyChat } from './lobbyChat';
import { addSessionHistory } from './sessionHistory';
import { addTextMessages } from './textMessages';

/*
 * The social side of the demo: who is friends with whom, requests, messages, notifications,
 * live and past sessions and the lobby chat, all derived from the seed. The demo account gets a
 * hand-shaped share so every page has something to show (see DEMO_ACCOUNT_SHAPE).
 *
 * Each section draws from its own seeded stream, but later sections read what earlier ones
 * built (requests and messages follow friendships, for one): keep their order, or the demo
 * data changes.
 */

export type { DemoWorld } from './context';

export function buildWorld(
  seed: number,
  now: Date,
  musicians: readonly DemoMusician[],
  demo: DemoMusician,
): DemoWorld {
  const context = createWorldContext(seed, now, musicians, demo);
  const demoFriends = befriendDemoAccount(context);
  befriendEverybodyElse(context);
  const strangers = addFriendRequests(context, demoFriends);
  addMeasuredLatencies(context, demoFriends);
  addTextMessages(context, demoFriends);
  // Live and past sessions share the 'sessions' stream, in this order.
  const sessionRandom = createRandom(seed, 'sessions');
  addLiveSessions(context, sessionRandom, demoFriends, strangers);
  addSessionHistory(context, sessionRandom, demoFriends);
  addLobbyChat(context, demoFriends);

  context.world.notifications.sort(
    (x, y) => (x.createdAt as Date).getTime() - (y.createdAt as Date).getTime(),
  );
  return context.world;
}
