import { DAY_MS, type DemoMusician } from '../generate';
import { SPANISH_SPEAKING_COUNTRIES } from '../places';
import { createRandom } from '../random';
import {
  befriend,
  DEMO_ACCOUNT_SHAPE,
  HOUR_MS,
  later,
  MINUTE_MS,
  signedUpAt,
  type WorldContext,
} from './context';

/**
 * The demo account's friends: neighbours in Texas (GOOD latency), Spanish speakers, others;
 * some of them online now. Returns them in the order they became friends, oldest first.
 */
export function befriendDemoAccount(context: WorldContext): DemoMusician[] {
  const { demo, musicians, online, ago } = context;
  const demoRandom = createRandom(context.seed, 'demo-friends');
  const texans = musicians.filter((p) => p.user.country === 'US' && p.user.state === 'TX');
  const spanish = musicians.filter((p) =>
    SPANISH_SPEAKING_COUNTRIES.includes(p.user.country ?? ''),
  );
  const demoFriends: DemoMusician[] = [];
  const addDemoFriend = (person: DemoMusician | undefined) => {
    if (!person || demoFriends.includes(person) || demoFriends.length >= DEMO_ACCOUNT_SHAPE.friends)
      return;
    demoFriends.push(person);
  };
  for (const person of demoRandom.sample(online, DEMO_ACCOUNT_SHAPE.onlineFriends))
    addDemoFriend(person);
  for (const person of demoRandom.sample(texans, 7)) addDemoFriend(person);
  for (const person of demoRandom.sample(spanish, 6)) addDemoFriend(person);
  while (demoFriends.length < DEMO_ACCOUNT_SHAPE.friends) addDemoFriend(demoRandom.pick(musicians));
  const demoFriendAt = (i: number) =>
    ago((DEMO_ACCOUNT_SHAPE.friends - i) * 0.6 * DAY_MS + HOUR_MS);
  demoFriends.forEach((friend, i) => {
    const at = later(demoFriendAt(i), new Date(signedUpAt(friend).getTime() + MINUTE_MS));
    befriend(context, demoRandom, demo, friend, at);
  });
  return demoFriends;
}

/** Everybody else: a handful of friends each, most in their own country. */
export function befriendEverybodyElse(context: WorldContext): void {
  const { musicians, byCountry, friendsOf } = context;
  const friendRandom = createRandom(context.seed, 'friendships');
  for (const person of musicians) {
    const wanted = friendRandom.weighted([
      [0, 10],
      [friendRandom.int(1, 3), 30],
      [friendRandom.int(4, 8), 42],
      [friendRandom.int(9, 14), 18],
    ] as const);
    const neighbours = byCountry.get(person.user.country ?? '') ?? musicians;
    for (
      let tries = 0;
      (friendsOf.get(person.user.id)?.size ?? 0) < wanted && tries < wanted * 3;
      tries += 1
    ) {
      const other = friendRandom.chance(0.65)
        ? friendRandom.pick(neighbours)
        : friendRandom.pick(musicians);
      befriend(context, friendRandom, person, other);
    }
  }
}
