import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { busesUnderTest, scaledDeployment } from './deployment';
import { call, type ServerProcess, signUpConfirmed } from './serverProcess';

// With real processes: a ROLE=web and a ROLE=worker process on one PostgreSQL
// take ~20 requests/s of signed-in reads, message sends and lobby chat lines while every 0.5 s
// the server ends all of their connections (pg_terminate_backend). Before, requests cut by a
// termination answered 500 and the web process died of an unhandled 'error' event on a pool
// client ("Connection terminated unexpectedly"). Now: both processes live and answer
// /api/health, no answer is a 500 (a cut request answers 503 with Retry-After, or succeeds
// through a retry), and a write sent again with the same client_id after a 503 is stored once.

/** The server processes' connections carry this name (node-postgres reads PGAPPNAME). */
const SERVER_APP = 'backline-fault-server';
/** The test's own connections carry this one and are never terminated. */
const TEST_APP = 'backline-fault-test';

const RATE_PER_SECOND = 20;
const LOAD_MS = 10_000;
const TERMINATE_EVERY_MS = 500;
const SENDERS = 6;
/**
 * A client sends a cut write again with the same client_id, a moment later, at most this often:
 * enough to outlast the storm, so every write must end up stored.
 */
const SEND_ATTEMPTS = 40;
const SEND_AGAIN_AFTER_MS = 250;

const deployment = scaledDeployment('fault_terminated');
let web: ServerProcess;
let worker: ServerProcess;

interface Person {
  id: string;
  cookie: string;
}

const alive = (server: ServerProcess) =>
  server.child.exitCode === null && server.child.signalCode === null;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(busesUnderTest('storm'))(
  'PostgreSQL connections terminated every 0.5 s under 20 requests/s (bus: $name)',
  ({ env: busEnv }) => {
    beforeAll(async () => {
      const env = { PGAPPNAME: SERVER_APP, ...busEnv };
      [web, worker] = (await deployment.start([
        { ...env, ROLE: 'web' },
        { ...env, ROLE: 'worker' },
      ])) as [ServerProcess, ServerProcess];
    }, 120_000);

    it('ends no process, answers no 500, stores no message twice', async () => {
      // At once, as people do: each waits on its own mail, not on the others'.
      const people = await Promise.all(
        Array.from({ length: SENDERS + 1 }, (_, n) =>
          signUpConfirmed(web, {
            first_name: `Storm${n}`,
            last_name: 'Test',
            email: `storm${n}@example.com`,
            password: 'correct horse battery',
          }),
        ),
      );
      const [recipient, ...senders] = people as [Person, ...Person[]];
      const admin = new pg.Client({ connectionString: deployment.url, application_name: TEST_APP });
      await admin.connect();
      // Confirmed accounts: the tighter limits of unconfirmed ones are not under test here.
      await admin.query('update users set email_confirmed_at = now()');

      const statuses = new Map<string, number[]>();
      const record = (kind: string, status: number) => {
        const list = statuses.get(kind) ?? [];
        list.push(status);
        statuses.set(kind, list);
      };
      /** Requests that got no answer at all (the socket closed: the process is gone). */
      const unanswered: string[] = [];
      const refusals: string[] = [];
      const attempt = async (kind: string, send: () => Promise<Response>) => {
        try {
          const response = await send();
          record(kind, response.status);
          if (response.status >= 400)
            refusals.push(`${kind} ${response.status} ${await response.text()}`);
          else await response.arrayBuffer();
          return response.status;
        } catch (error) {
          unanswered.push(`${kind}: ${error instanceof Error ? error.message : String(error)}`);
          return 0;
        }
      };

      /** Keys of the writes that were answered 201 (after as many tries as it took), by kind. */
      const stored = { message: [] as string[], chat: [] as string[] };
      const writes = { message: 0, chat: 0 };
      const write = async (kind: 'message' | 'chat', sender: Person, key: string) => {
        writes[kind] += 1;
        const [path, body] =
          kind === 'message'
            ? [
                '/api/text_messages',
                {
                  message: `storm ${key}`,
                  target_user_id: recipient.id,
                  source_user_id: sender.id,
                  client_id: key,
                },
              ]
            : [
                '/api/chat',
                { message: `storm ${key}`, type: 'CHAT_MESSAGE', channel: 'lobby', client_id: key },
              ];
        // As the web client does: a write that was cut goes again with the same key.
        for (let n = 0; n < SEND_ATTEMPTS; n += 1) {
          const status = await attempt(`${kind} send`, () =>
            call(web.origin, path, {
              method: 'POST',
              body: JSON.stringify(body),
              cookie: sender.cookie,
            }),
          );
          if (status === 201) {
            stored[kind].push(key);
            return;
          }
          if (status !== 503 && status !== 0) return;
          await pause(SEND_AGAIN_AFTER_MS);
        }
      };

      const mix = (i: number): Promise<unknown> => {
        // Every fourth request is of each kind; each kind goes round all the people.
        const person = senders[Math.floor(i / 4) % senders.length] as Person;
        switch (i % 4) {
          case 0:
            return attempt('people search', () =>
              call(web.origin, '/api/filter', {
                method: 'POST',
                body: '{}',
                cookie: person.cookie,
              }),
            );
          case 1:
            return attempt('messages list', () =>
              call(web.origin, `/api/text_messages?target_user_id=${recipient.id}`, {
                cookie: person.cookie,
              }),
            );
          case 2:
            return write('message', person, `storm-${i}`);
          default:
            return write('chat', person, `storm-${i}`);
        }
      };

      const terminator = new pg.Client({
        connectionString: deployment.url,
        application_name: TEST_APP,
      });
      await terminator.connect();
      let terminated = 0;
      let rounds = 0;
      const terminate = async () => {
        const { rows } = await terminator.query<{ ended: boolean }>(
          `select pg_terminate_backend(pid) as ended from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()
            and application_name = $1`,
          [SERVER_APP],
        );
        rounds += 1;
        terminated += rows.filter((row) => row.ended).length;
      };

      // The fault injection itself is paced by timers: requests at 20/s, terminations every 0.5 s.
      const inFlight: Promise<unknown>[] = [];
      let sent = 0;
      const load = setInterval(() => {
        inFlight.push(mix(sent));
        sent += 1;
      }, 1000 / RATE_PER_SECOND);
      const storm = setInterval(() => inFlight.push(terminate()), TERMINATE_EVERY_MS);
      await pause(LOAD_MS);
      clearInterval(load);
      clearInterval(storm);
      await Promise.all(inFlight);
      await terminator.end();

      // The processes are alive and, once the storm is over, ready again.
      expect(alive(web)).toBe(true);
      expect(alive(worker)).toBe(true);
      let health = 0;
      let healthReport: unknown = null;
      for (let n = 0; n < 50 && health !== 200; n += 1) {
        if (n > 0) await pause(200);
        const answer = await call(web.origin, '/api/health');
        health = answer.status;
        healthReport = await answer.json().catch(() => null);
      }

      /** How many rows each client_id of `table` has (a key is per sender: each is unique here). */
      const copiesIn = async (table: 'text_messages' | 'chat_messages') =>
        new Map(
          (
            await admin.query<{ client_id: string; n: string }>(
              `select client_id, count(*) as n from ${table} group by client_id`,
            )
          ).rows.map((row) => [row.client_id, Number(row.n)]),
        );
      const copies = {
        message: await copiesIn('text_messages'),
        chat: await copiesIn('chat_messages'),
      };
      await admin.end();

      const counts = Object.fromEntries(
        [...statuses].map(([kind, list]) => [
          kind,
          Object.fromEntries(
            [...new Set(list)]
              .sort()
              .map((status) => [status, list.filter((s) => s === status).length]),
          ),
        ]),
      );
      console.info(
        `terminated-connections fault: ${sent} requests started (${writes.message} messages, ${writes.chat} chat lines), ` +
          `${rounds} termination rounds ended ${terminated} connections; answers by kind: ` +
          `${JSON.stringify(counts)}; health ${health}${health === 200 ? '' : ` ${JSON.stringify(healthReport)}`}`,
      );
      const all = [...statuses.values()].flat();
      const output = web.output() + worker.output();

      expect(rounds).toBeGreaterThan(LOAD_MS / TERMINATE_EVERY_MS / 2);
      expect(terminated).toBeGreaterThan(0);
      // The report names the part that did not come back (its `problem`).
      expect({ health, healthReport }).toMatchObject({ health: 200 });
      expect(unanswered).toEqual([]);
      expect(all.filter((status) => status >= 500 && status !== 503)).toEqual([]);
      expect(refusals.filter((refusal) => !/^\w[\w ]* 503 /.test(refusal))).toEqual([]);
      for (const refusal of refusals) {
        expect(refusal).toContain('The service is busy for a moment. Please try again.');
      }
      // Every write that was answered 201 is stored exactly once; none is stored twice.
      for (const kind of ['message', 'chat'] as const) {
        expect([...copies[kind].values()].filter((n) => n > 1)).toEqual([]);
        for (const key of stored[kind]) expect(copies[kind].get(key)).toBe(1);
        // Nothing lost: every write was stored in the end.
        expect(stored[kind].length).toBe(writes[kind]);
      }
      // Most of the load got through: a storm is not an outage.
      expect(all.filter((status) => status < 300).length).toBeGreaterThan(all.length / 2);
      expect(output).not.toMatch(/Unhandled 'error' event|uncaughtException|unhandledRejection/i);
      expect(output).not.toContain('unhandled error');
    }, 110_000);
  },
);
