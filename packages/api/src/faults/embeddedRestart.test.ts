import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { call, type ServerProcess, signUpConfirmed, startServer } from './serverProcess';

// The embedded mode (PGlite in $DATA_DIR) killed with kill -9 while it writes, then
// started again on the same directory: everything it answered 201 for is still there.

const dataDir = await mkdtemp(join(tmpdir(), 'backline-embedded-fault-'));
let server: ServerProcess | undefined;

afterAll(async () => {
  await server?.kill();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the embedded mode killed with kill -9 mid-write and started again', () => {
  it('keeps every line it acknowledged, and serves again', async () => {
    server = await startServer({ DATA_DIR: dataDir, ROLE: 'all' });
    const { cookie } = await signUpConfirmed(server, {
      first_name: 'Ana',
      last_name: 'Lima',
      email: 'ana@example.com',
      password: 'correct horse battery',
    });

    const acknowledged: string[] = [];
    const running = server;
    const writer = (async () => {
      for (let n = 0; n < 200; n += 1) {
        try {
          const response = await call(running.origin, '/api/chat', {
            method: 'POST',
            cookie,
            body: JSON.stringify({ message: `line ${n}`, client_id: `line-${n}` }),
          });
          if (response.status === 201) acknowledged.push(`line ${n}`);
        } catch {
          return; // the process is gone
        }
      }
    })();
    // Kill it once it is well into the writes.
    while (acknowledged.length < 20) await new Promise((resolve) => setTimeout(resolve, 20));
    await running.kill();
    await writer;

    server = await startServer({ DATA_DIR: dataDir, ROLE: 'all' });
    const signIn = await call(server.origin, '/api/auths/login', {
      method: 'POST',
      body: JSON.stringify({ email: 'ana@example.com', password: 'correct horse battery' }),
    });
    expect(signIn.status).toBe(200);
    const session = (signIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const lines: string[] = [];
    let start = 0;
    for (;;) {
      const page = await call(server.origin, `/api/chat${start ? `?start=${start}` : ''}`, {
        cookie: session,
      });
      expect(page.status).toBe(200);
      const body = (await page.json()) as { chats: { message: string }[]; next: number | null };
      lines.push(...body.chats.map((chat) => chat.message));
      if (body.next === null) break;
      start = body.next;
    }
    for (const line of acknowledged) expect(lines).toContain(line);
    expect(new Set(lines).size).toBe(lines.length);
  }, 240_000);
});
