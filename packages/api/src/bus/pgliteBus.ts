import type { PGlite } from '@electric-sql/pglite';
import type { Logger } from '../logger';
import { BUS_CHANNEL, type Bus, createFanOut, encodeBusEvent } from './index';

/** Embedded: LISTEN/NOTIFY inside the one PGlite, so the web process hears itself. */
export async function createPgliteBus(pglite: PGlite, logger: Logger): Promise<Bus> {
  const fanOut = createFanOut(logger);
  const unlisten = await pglite.listen(BUS_CHANNEL, (payload) => fanOut.deliver(payload));
  return {
    kind: 'pglite',
    async publish(event) {
      await pglite.query('select pg_notify($1, $2)', [BUS_CHANNEL, encodeBusEvent(event)]);
    },
    subscribe: fanOut.subscribe,
    onReconnect: fanOut.onReconnect,
    async close() {
      fanOut.clear();
      await unlisten().catch(() => {});
    },
  };
}
