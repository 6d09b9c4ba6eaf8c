import { DAY_MS, type DemoMusician } from '../generate';
import { createRandom } from '../random';
import { LOBBY_LINES } from '../texts';
import { MINUTE_MS, type WorldContext } from './context';

/**
 * Seventy lobby lines, one every half hour or so until now; people online now speak most
 * (they are listed twice), then those active in the last day and three of the demo's friends.
 */
export function addLobbyChat(context: WorldContext, demoFriends: DemoMusician[]): void {
  const { musicians, online, ago } = context;
  const chatRandom = createRandom(context.seed, 'lobby');
  const recent = musicians.filter((p) => (p.user.lastActiveAt as Date) > ago(DAY_MS));
  const speakers = [...online, ...online, ...recent, ...demoFriends.slice(0, 3)];
  for (let i = 0; i < 70; i += 1) {
    const speaker = chatRandom.pick(speakers);
    const spanishLine = speaker.language === 'es' && chatRandom.chance(0.6);
    context.world.chat.push({
      channel: 'lobby',
      userId: speaker.user.id,
      message: chatRandom.pick(spanishLine ? LOBBY_LINES.es : LOBBY_LINES.en),
      createdAt: ago((70 - i) * 30 * MINUTE_MS - chatRandom.int(0, 25) * MINUTE_MS),
    });
  }
}
