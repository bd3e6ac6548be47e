// The messages of the live connection (issue 26 Build 3: all of a page's subscriptions on one
// WebSocket): the graphql-transport-ws protocol of the `graphql-ws` library, which the server speaks at
// `<GraphQL endpoint>/ws` (apps/server src/realtime/live-socket.ts). The server acknowledges a
// connection with the player its access token belongs to, and closes it with TOKEN_REFUSED when that
// token is expired, forged or signed out.

/** The WebSocket subprotocol. */
export const LIVE_SUBPROTOCOL = 'graphql-transport-ws';

/** Close code of a connection whose access token the server refused: refresh, then reconnect. */
export const TOKEN_REFUSED = 4403;

/** One GraphQL subscription as the wire carries it. */
export type LiveOperation = { query: string; variables: Record<string, unknown> };

export type ClientMessage =
  | { type: 'connection_init'; payload: { authorization?: string } }
  /** extensions.authorization: the access token the subscription runs with (the server checks it). */
  | {
      type: 'subscribe';
      id: string;
      payload: LiveOperation & { extensions?: { authorization: string } };
    }
  | { type: 'complete'; id: string }
  | { type: 'ping' }
  | { type: 'pong' };

export type ServerMessage =
  /** viewerId: the player of the connection's token, null for a visitor. */
  | { type: 'connection_ack'; payload?: { viewerId?: string | null } }
  | { type: 'next'; id: string; payload: { data?: unknown; errors?: unknown[] } }
  | { type: 'error'; id: string; payload: unknown[] }
  | { type: 'complete'; id: string }
  | { type: 'ping' }
  | { type: 'pong' };

const SERVER_TYPES = new Set(['connection_ack', 'next', 'error', 'complete', 'ping', 'pong']);

/** A message from the server, or null for anything else. */
export function parseServerMessage(data: unknown): ServerMessage | null {
  if (typeof data !== 'string') return null;
  try {
    const message = JSON.parse(data) as { type?: unknown } | null;
    return message && SERVER_TYPES.has(message.type as string) ? (message as ServerMessage) : null;
  } catch {
    return null;
  }
}

/** The live connection's `ws:`/`wss:` URL beside an absolute GraphQL endpoint URL: `/graphql` → `/graphql/ws`. */
export function liveSocketUrl(graphqlUrl: string): string {
  const url = new URL(graphqlUrl);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.pathname = `${url.pathname.replace(/\/$/, '')}/ws`;
  return url.toString();
}
