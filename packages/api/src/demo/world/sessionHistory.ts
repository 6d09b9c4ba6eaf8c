import { SESSION_PRIVACY } from '@backline/domain';
import { instrumentCatalogue } from '../../reference/catalogue';
import { DAY_MS, type DemoMusician } from '../generate';
import { createRandom, type Random } from '../random';
import {
  between,
  DEMO_ACCOUNT_SHAPE,
  friendsOfPerson,
  HOUR_MS,
  later,
  MINUTE_MS,
  secondsOnly,
  signedUpAt,
  type WorldContext,
} from './context';
import { describeSession, sessionAccess } from './liveSessions';

const instrumentDescription = new Map<string, string>(
  instrumentCatalogue.map((instrument) => [instrument.id, instrument.description]),
);

/** Draws from the 'session-history' stream, but each description from the 'sessions' one. */
interface History {
  context: WorldContext;
  random: Random;
  sessionRandom: Random;
}

/**
 * Ended sessions: the demo account's with its friends, then everybody else's with theirs;
 * history rows oldest first. `sessionRandom` is the live sessions' stream, after they drew from
 * it: past sessions' descriptions have always come from there, and drawing them from this
 * section's own stream would change every demo data set made so far.
 */
export function addSessionHistory(
  context: WorldContext,
  sessionRandom: Random,
  demoFriends: DemoMusician[],
): void {
  const history: History = {
    context,
    random: createRandom(context.seed, 'session-history'),
    sessionRandom,
  };
  addDemoAccountPastSessions(history, demoFriends);
  addEverybodyElsesPastSessions(history);
  context.world.history.sort(
    (x, y) => (x.createdAt as Date).getTime() - (y.createdAt as Date).getTime(),
  );
}

function addDemoAccountPastSessions(history: History, demoFriends: DemoMusician[]): void {
  const { context, random } = history;
  const { demo, ago } = context;
  for (let i = 0; i < DEMO_ACCOUNT_SHAPE.pastSessions; i += 1) {
    const start = ago(
      (DEMO_ACCOUNT_SHAPE.pastSessions - i) * 0.75 * DAY_MS + random.int(0, 300) * MINUTE_MS,
    );
    const players = random.sample(
      demoFriends.filter((p) => signedUpAt(p) < start),
      random.int(1, 4),
    );
    if (players.length === 0) continue;
    const owner = random.chance(0.4) ? demo : players[0]!;
    addPastSession(
      history,
      owner,
      [demo, ...players].filter((p) => p !== owner),
      start,
    );
  }
}

/** A few hundred sessions of musicians with their friends, in the last four months. */
function addEverybodyElsesPastSessions(history: History): void {
  const { context, random } = history;
  const { demo, musicians, ago } = context;
  for (let made = 0, tries = 0; made < 280 && tries < 2000; tries += 1) {
    const owner = random.pick(musicians);
    const friends = friendsOfPerson(context, owner).filter((p) => p !== demo);
    if (friends.length === 0) continue;
    const players = random.sample(friends, random.int(1, Math.min(5, friends.length)));
    const earliest = later(...[owner, ...players].map(signedUpAt), ago(120 * DAY_MS));
    if (earliest > ago(4 * HOUR_MS)) continue;
    addPastSession(history, owner, players, between(random, earliest, ago(4 * HOUR_MS)));
    made += 1;
  }
}

/** An ended session from `start` and a history row for each player, owner first. */
function addPastSession(
  history: History,
  owner: DemoMusician,
  players: DemoMusician[],
  start: Date,
): void {
  const { context, random } = history;
  const id = random.uuid();
  const minutes = random.int(15, 180);
  const end = new Date(start.getTime() + minutes * MINUTE_MS);
  const privacy = random.weighted([
    [SESSION_PRIVACY.public, 60],
    [SESSION_PRIVACY.private_invite, 25],
    [SESSION_PRIVACY.private_approve, 15],
  ] as const);
  context.world.sessions.push({
    id,
    ownerId: owner.user.id,
    description: describeSession(history.sessionRandom, owner),
    ...sessionAccess(privacy),
    genreId: owner.genres[0]?.genreId ?? null,
    createdAt: start,
    endedAt: end,
  });
  for (const player of [owner, ...players]) {
    const joined = secondsOnly(new Date(start.getTime() + random.int(0, 10) * MINUTE_MS));
    const left = secondsOnly(
      new Date(
        Math.max(joined.getTime() + 5 * MINUTE_MS, end.getTime() - random.int(0, 10) * MINUTE_MS),
      ),
    );
    const played = player.instruments.slice(0, random.chance(0.3) ? 2 : 1);
    context.world.history.push({
      sessionId: id,
      userId: player.user.id,
      instruments: played
        .map((i) => instrumentDescription.get(i.instrumentId) ?? i.instrumentId)
        .join('|'),
      createdAt: joined,
      leftAt: left,
    });
  }
}
