// LISTEN on a PostgreSQL channel through a connection of its own (a pooled connection cannot hold a
// LISTEN). A lost connection is reopened with backoff; every (re)connection also counts as a notice,
// since notices sent while disconnected are lost.
import pg from 'pg';

const RETRY_MS = { first: 250, max: 10_000 };

export type StopListening = () => Promise<void>;

export async function listenPostgres(
  url: string,
  channel: string,
  onNotice: () => void,
  onError: (error: Error) => void,
): Promise<StopListening> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let retryMs = RETRY_MS.first;

  const reconnectLater = () => {
    if (stopped || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect().catch(reconnectAfter);
    }, retryMs);
    retryMs = Math.min(retryMs * 2, RETRY_MS.max);
  };
  const reconnectAfter = (error: Error) => {
    onError(error);
    reconnectLater();
  };

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url });
    next.on('error', reconnectAfter);
    next.on('end', reconnectLater);
    next.on('notification', (message) => {
      if (message.channel === channel) onNotice();
    });
    client = next;
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    retryMs = RETRY_MS.first;
    onNotice();
  }

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retryTimer);
    await client?.end().catch(() => undefined);
  };
}
