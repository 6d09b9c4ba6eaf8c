import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { busesUnderTest, scaledDeployment } from './deployment';
import { call, type ServerProcess, signUpConfirmed } from './serverProcess';

// With real processes: two ROLE=web instances on one PostgreSQL, people writing to
// one person through both, one instance killed with SIGKILL mid-way. Clients retry a send that
// got no answer on the other instance with the same Idempotency-Key, as a browser behind a load
// balancer does. Every message must reach the person's live stream exactly once, none stored
// twice, and no answer may be a 5xx.

const SENDERS = 15;
const EACH = 20;
const TOTAL = SENDERS * EACH;

const deployment = scaledDeployment('fault_killed_web');
let a: ServerProcess;
let b: ServerProcess;

interface Person {
  id: string;
  cookie: string;
}

async function signUp(n: number): Promise<Person> {
  return signUpConfirmed(b, {
    first_name: `Fault${n}`,
    last_name: 'Test',
    email: `fault${n}@example.com`,
    password: 'correct horse battery',
  });
}

/** Reads `text_message` events from a live stream until `count` arrived or it stalls. */
async function readMessages(response: Response, count: number): Promise<string[]> {
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  const messages: string[] = [];
  let buffer = '';
  while (messages.length < count) {
    const chunk = await Promise.race([
      reader.read(),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), 20_000).unref()),
    ]);
    if (!chunk || chunk.done) break;
    buffer += decoder.decode(chunk.value, { stream: true });
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const frame = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (frame.includes('event: text_message')) {
        const data = frame.split('\n').find((line) => line.startsWith('data: '));
        messages.push((JSON.parse(data?.slice(6) ?? '{}') as { message: string }).message);
      }
      end = buffer.indexOf('\n\n');
    }
  }
  await reader.cancel();
  return messages;
}

describe.each(busesUnderTest('fault'))(
  'a web instance killed while 300 messages are in flight (bus: $name)',
  ({ env }) => {
    beforeAll(async () => {
      [a, b] = (await deployment.start([
        { ROLE: 'web', ...env },
        { ROLE: 'web', ...env },
      ])) as [ServerProcess, ServerProcess];
    }, 120_000);

    it('loses none, stores none twice, answers no 5xx', async () => {
      // At once, as people do: each waits on its own mail, not on the others'.
      const [recipient, ...senders] = (await Promise.all(
        Array.from({ length: SENDERS + 1 }, (_, n) => signUp(n)),
      )) as [Person, ...Person[]];
      // Confirmed accounts: the tighter limits of unconfirmed ones are not under test here.
      const admin = new pg.Client({ connectionString: deployment.url });
      await admin.connect();
      await admin.query('update users set email_confirmed_at = now()');

      const stream = await call(b.origin, '/api/events', { cookie: recipient.cookie });
      expect(stream.status).toBe(200);
      const arriving = readMessages(stream, TOTAL);

      const statuses: number[] = [];
      let sent = 0;
      const send = async (sender: Person, i: number, n: number) => {
        const body = JSON.stringify({
          message: `${i}-${n}`,
          target_user_id: recipient.id,
          source_user_id: sender.id,
        });
        const headers = { 'idempotency-key': `m-${i}-${n}` };
        const first = i % 2 === 0 ? a : b;
        for (const server of [first, b, b]) {
          try {
            const response = await call(server.origin, '/api/text_messages', {
              method: 'POST',
              body,
              headers,
              cookie: sender.cookie,
            });
            statuses.push(response.status);
            if (response.status === 201) return;
          } catch {
            // No answer: the instance is gone. Send it again to the other one, same key.
          }
        }
      };
      await Promise.all(
        senders.map(async (sender, index) => {
          for (let n = 0; n < EACH; n += 1) {
            await send(sender, index + 1, n);
            sent += 1;
            if (sent === Math.floor(TOTAL / 3)) void a.kill();
          }
        }),
      );

      const delivered = await arriving;
      const stored = await admin.query<{ n: string }>('select count(*) as n from text_messages');
      await admin.end();

      expect(statuses.filter((status) => status >= 500)).toEqual([]);
      expect(Number(stored.rows[0]?.n)).toBe(TOTAL);
      expect(delivered).toHaveLength(TOTAL);
      expect(new Set(delivered).size).toBe(TOTAL);
      expect(a.child.signalCode).toBe('SIGKILL');
    }, 240_000);
  },
);
