import crypto from 'node:crypto';
import postgres from 'postgres';

/**
 * What changed: anything the admin console or the CLI writes (content, settings, members), the forum, or accounts
 * (a request that may have written one, a scheduled job).
 */
export const CHANGE_TOPICS = ['content', 'forum', 'accounts'] as const;
export type ChangeTopic = (typeof CHANGE_TOPICS)[number];

type Listener = (topic: ChangeTopic) => void;

export interface ChangeFeed {
  /** Tells this process at once, and every other process on the same database within moments. */
  announce(topic: ChangeTopic): void;
  /** Called for every change, local or remote; also with every topic when the feed may have missed some. */
  subscribe(listener: Listener): void;
  close(): Promise<void>;
}

const CHANNEL = 'gjs_changes';

/** Tells the processes on a PostgreSQL database of a change made outside any of them (the CLI on its own). */
export async function announceToDatabase(databaseUrl: string, topic: ChangeTopic): Promise<void> {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {}, connect_timeout: 5 });
  try {
    await sql.notify(CHANNEL, `${topic} cli-${crypto.randomUUID()}`);
  } finally {
    await sql.end({ timeout: 2 });
  }
}

/**
 * Caches in several API processes dropped on the same change. On PostgreSQL a change is a NOTIFY on one channel
 * that every process LISTENs to on a connection of its own; each process applies its own changes without waiting
 * for the echo, which it recognises by its id. Without a database URL (the embedded database serves one process)
 * the feed stays in the process. See docs/decisions/0501-changes-reach-every-process.md.
 */
export function createChangeFeed(options: {
  databaseUrl?: string | undefined;
  onError?: (error: unknown) => void;
}): ChangeFeed {
  const origin = crypto.randomUUID();
  const listeners: Listener[] = [];
  const tell = (topic: ChangeTopic) => {
    for (const listener of listeners) listener(topic);
  };
  const tellAll = () => CHANGE_TOPICS.forEach(tell);

  const sql = options.databaseUrl
    ? postgres(options.databaseUrl, { max: 1, onnotice: () => {}, connect_timeout: 5, backoff: () => 0.5 })
    : undefined;
  let closed = false;
  let connectedBefore = false;
  const listening = sql
    ?.listen(
      CHANNEL,
      (payload) => {
        const [topic, from] = payload.split(' ');
        if (from !== origin && (CHANGE_TOPICS as readonly string[]).includes(topic ?? ''))
          tell(topic as ChangeTopic);
      },
      // Called on the first LISTEN and again after every reconnect: notifications sent while the connection was
      // down are lost, so a reconnect drops everything.
      () => {
        if (connectedBefore) tellAll();
        connectedBefore = true;
      },
    )
    .catch((error: unknown) => options.onError?.(error));

  // One NOTIFY per topic in flight: announcements made meanwhile (a busy forum writes hundreds a second) are sent
  // as one more NOTIFY when it completes, which every other process treats exactly as it would treat them all.
  const sending = new Set<ChangeTopic>();
  const again = new Set<ChangeTopic>();
  const send = (topic: ChangeTopic) => {
    sending.add(topic);
    sql!
      .notify(CHANNEL, `${topic} ${origin}`)
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => {
        sending.delete(topic);
        if (again.delete(topic) && !closed) send(topic);
      });
  };

  return {
    announce(topic) {
      tell(topic);
      if (!sql || closed) return;
      if (sending.has(topic)) again.add(topic);
      else send(topic);
    },
    subscribe(listener) {
      listeners.push(listener);
    },
    async close() {
      closed = true;
      if (!sql) return;
      await listening;
      await sql.end({ timeout: 2 });
    },
  };
}
