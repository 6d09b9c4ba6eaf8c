import { connect, createServer, type Server } from 'node:net';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresBus } from '../bus/postgresBus';
import { createMemoryLogger } from '../logger';
import { type Database, openDatabase } from './client';
import { isConnectionLost, makePoolResilient, retryUnstartedTransactions } from './connectionLoss';

// Runs only in the "postgres" project: the server itself ends this pool's connections.
const url = process.env.TEST_DATABASE_URL as string;
const logger = createMemoryLogger();
let database: Extract<Database, { kind: 'postgres' }>;
let admin: pg.Client;
/** This run's own objects: the database may be shared with other runs. */
const name = `lost_${process.pid}_${Date.now()}`;
/** A value whose evaluation makes the server end this very connection. */
const DIE = '(select 1 from pg_terminate_backend(pg_backend_pid()), pg_sleep(5))';

beforeAll(async () => {
  const opened = await openDatabase({ databaseUrl: url, dataDir: '.', logger });
  if (opened.kind !== 'postgres') throw new Error('expected PostgreSQL');
  database = opened;
  admin = new pg.Client({ connectionString: url });
  await admin.connect();
});

afterAll(async () => {
  await admin.query(`drop table if exists ${name}_writes`);
  await admin.query(`drop sequence if exists ${name}_read, ${name}_write`);
  await database.close();
  await admin.end();
});

const pidOf = async (client: pg.PoolClient) =>
  (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]?.pid;

describe('a PostgreSQL connection terminated by the server', () => {
  it('does not end the process when the connection was checked out between two statements', async () => {
    const client = await database.pool.connect();
    await client.query('begin');
    const pid = await pidOf(client);
    // Wait for the client's own 'error' event, which node-postgres emits with no listener of
    // its own on a checked-out client: unhandled, it ends the process.
    const lost = new Promise<void>((resolve) => client.once('error', () => resolve()));
    await admin.query('select pg_terminate_backend($1)', [pid]);
    await lost;
    await expect(client.query('select 1')).rejects.toThrow();
    client.release(true);
    const { rows } = await database.pool.query<{ one: number }>('select 1 as one');
    expect(rows[0]?.one).toBe(1);
    expect(
      logger.entries.some((entry) => entry.message.includes('connection in use was lost')),
    ).toBe(true);
  });

  it('sends a read once more when its connection dies under it, and answers', async () => {
    await database.pool.query(`create sequence ${name}_read`);
    // The first run of this read terminates its own connection (57P01: pg_sleep takes the
    // signal at once); the sequence is not transactional, so the second run sees 2 and answers.
    const { rows } = await database.pool.query<{ answer: number }>(
      `select case when nextval('${name}_read') = 1 then ${DIE} else 7 end as answer`,
    );
    expect(rows[0]?.answer).toBe(7);
  });

  it('never repeats a write whose connection died', async () => {
    await database.pool.query(`create table ${name}_writes (n int)`);
    await database.pool.query(`create sequence ${name}_write`);
    await expect(
      database.pool.query(
        `insert into ${name}_writes
         select case when nextval('${name}_write') = 1 then ${DIE} else 1 end`,
      ),
    ).rejects.toSatisfy(isConnectionLost);
    const { rows } = await database.pool.query<{ n: string }>(
      `select count(*) as n from ${name}_writes`,
    );
    expect(Number(rows[0]?.n)).toBe(0);
  });
});

describe('a transaction whose connection is gone before it begins', () => {
  it('gives the dead connection back to the pool and starts again on a new one', async () => {
    // One connection only: a connection kept by a failed begin would leave none, and the
    // retry below (and every query after it) would wait forever.
    const pool = makePoolResilient(new pg.Pool({ connectionString: url, max: 1 }), logger);
    const db = retryUnstartedTransactions(drizzle(pool), logger);
    try {
      const client = await pool.connect();
      const pid = await pidOf(client);
      // The idle connection must not hear of its end before the transaction begins on it: its
      // socket stops reading while the server ends it (else, on a loaded machine, the end can
      // arrive while the admin query is awaited and the pool drops the connection first).
      const socket = (client as unknown as { connection: { stream: NodeJS.ReadableStream } })
        .connection.stream;
      socket.pause();
      client.release();
      await admin.query('select pg_terminate_backend($1)', [pid]);
      // Reading resumes on a later turn of the event loop: the begin is sent first, and fails.
      socket.resume();
      const answer = await db.transaction(async (tx) => {
        const { rows } = await tx.execute<{ pid: number }>('select pg_backend_pid() as pid');
        return rows[0]?.pid;
      });
      expect(answer).not.toBe(pid);
      expect(
        logger.entries.some((entry) =>
          entry.message.includes('before it began; starting it again'),
        ),
      ).toBe(true);
      const { rows } = await pool.query<{ one: number }>('select 1 as one');
      expect(rows[0]?.one).toBe(1);
      expect(pool.totalCount).toBe(1);
    } finally {
      await pool.end();
    }
  });
});

/**
 * A TCP proxy in front of the server that, once armed, drops the next answer the server sends
 * and cuts that connection: the statement ran (and committed), its client hears only that the
 * connection ended — what a network cut after the commit looks like.
 */
async function answerCutter(target: URL) {
  let armed = false;
  const server: Server = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    client.on('data', (chunk) => upstream.write(chunk));
    upstream.on('data', (chunk) => {
      if (armed) {
        armed = false;
        upstream.destroy();
        client.destroy();
        return;
      }
      client.write(chunk);
    });
    for (const socket of [client, upstream]) {
      socket.on('error', () => {});
      socket.on('close', () => {
        client.destroy();
        upstream.destroy();
      });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const proxied = new URL(target);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(typeof address === 'object' && address ? address.port : 0);
  return {
    url: proxied.toString(),
    arm: () => {
      armed = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('a live-event publish whose answer is lost after it committed', () => {
  it('is sent again, so the announcement arrives twice (readers drop the copy: live/duplicateAnnouncements.test.ts)', async () => {
    const cutter = await answerCutter(new URL(url));
    const pool = makePoolResilient(new pg.Pool({ connectionString: cutter.url, max: 1 }), logger);
    // The listener is connected to the server itself; publishing goes through the proxy.
    const bus = await createPostgresBus(url, pool, logger);
    const heard: (string | number)[] = [];
    let settled: () => void = () => {};
    const done = new Promise<void>((resolve) => {
      settled = resolve;
    });
    const channel = `${name}_announce`;
    bus.subscribe(channel, (event) => {
      heard.push(event.id);
      if (event.id === 'end') settled();
    });
    try {
      await pool.query('select 1'); // the pool's one connection is open before the cut
      cutter.arm();
      await bus.publish({ channel, id: 1 });
      // Notifications reach a listener in commit order: once 'end' is heard, so is every copy.
      await bus.publish({ channel, id: 'end' });
      await done;
      expect(heard).toEqual([1, 1, 'end']);
      expect(
        logger.entries.some((entry) => entry.message.includes('a read lost its connection')),
      ).toBe(true);
    } finally {
      await bus.close();
      await pool.end();
      await cutter.close();
    }
  });
});
