import type { ApiDeps } from '../deps';
import type { LiveStream } from './streams';

/**
 * Rows a shared feed read in one go, and the id it read after. Each payload is serialised once
 * here, not once per connection (a thousand lobby streams write the same `data`).
 */
export interface SharedBatch {
  afterId: number;
  rows: { id: number; data: string }[];
}

type Listener = (batch: SharedBatch) => void;
type Deps = Pick<ApiDeps, 'db' | 'bus' | 'logger'>;

/** Rows per query; a burst larger than this is read in several batches. */
const BATCH = 100;

/**
 * One reader per instance for a stream whose rows are the same for everybody (the lobby chat):
 * on each announcement it queries the new rows once and hands them to every open connection,
 * instead of each of a thousand connections querying the same rows (decision 016; the lobby
 * fan-out bench). A connection that is behind the feed (it reconnected with an older
 * Last-Event-ID) catches up from the database on its own.
 */
class SharedFeed {
  private readonly listeners = new Set<Listener>();
  private lastId: number | null = null;
  private queue: Promise<void> = Promise.resolve();
  private release: (() => void)[] = [];

  constructor(
    private readonly deps: Deps,
    private readonly live: LiveStream,
  ) {}

  subscribe(listener: Listener): () => void {
    if (this.listeners.size === 0) this.start();
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) this.stop();
    };
  }

  private start() {
    const pull = () => {
      this.queue = this.queue
        .then(() => this.pull())
        .catch((error: unknown) => {
          this.deps.logger.warn('live: a shared feed read failed', {
            type: this.live.type,
            error: error instanceof Error ? error.message : String(error),
          });
        });
    };
    // Shared streams announce on the same channels for everybody.
    this.release = [
      ...this.live.channels('').map((channel) => this.deps.bus.subscribe(channel, pull)),
      this.deps.bus.onReconnect(pull),
    ];
    this.queue = this.queue.then(async () => {
      this.lastId = await this.live.latest(this.deps.db, '');
    });
  }

  private stop() {
    for (const release of this.release) release();
    this.release = [];
    this.lastId = null;
  }

  private async pull() {
    for (;;) {
      if (this.lastId === null) return;
      const afterId = this.lastId;
      const rows = await this.live.after(this.deps.db, '', afterId, BATCH);
      if (rows.length === 0) return;
      this.lastId = rows[rows.length - 1]?.id ?? afterId;
      const batch: SharedBatch = {
        afterId,
        rows: rows.map((row) => ({ id: row.id, data: JSON.stringify(row.payload) })),
      };
      for (const listener of this.listeners) listener(batch);
      if (rows.length < BATCH) return;
    }
  }
}

const feeds = new WeakMap<object, Map<string, SharedFeed>>();

/** The instance's feed of a shared stream (one per platform and stream type). */
export function sharedFeed(deps: Deps, live: LiveStream): SharedFeed {
  let byType = feeds.get(deps.bus);
  if (!byType) {
    byType = new Map();
    feeds.set(deps.bus, byType);
  }
  let feed = byType.get(live.type);
  if (!feed) {
    feed = new SharedFeed(deps, live);
    byType.set(live.type, feed);
  }
  return feed;
}
