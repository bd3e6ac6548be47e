// The SQL statements one request runs, told apart from the server's background work (job handlers:
// the code pool watch, the wall feed poll) and from a test's own setup statements, by a signal instead
// of by chance: each HTTP request the server receives starts an async context of its own (Node's
// `http.server.request.start` diagnostics channel, published in the request's execution), and drizzle
// logs a statement when it is issued, in the issuer's async context. So the log files every statement
// under the request whose work issued it, and a test counts those of the request it just made.
import { AsyncLocalStorage } from 'node:async_hooks';
import { subscribe } from 'node:diagnostics_channel';
import type { Logger } from 'drizzle-orm/logger';

const requestContext = new AsyncLocalStorage<object>();
let latestRequest: object | undefined;
subscribe('http.server.request.start', (message) => {
  const { request } = message as { request: object };
  latestRequest = request;
  requestContext.enterWith(request);
});

export type StatementLog = {
  /** The query logger to start the test server with. */
  logger: Logger;
  /** How many statements the latest HTTP request this process received has issued. */
  ofLatestRequest: () => number;
  /** The statements themselves, in the order issued. */
  queriesOfLatestRequest: () => string[];
};

export function statementLog(): StatementLog {
  const logged: Array<{ request: object | undefined; query: string }> = [];
  const ofLatest = () =>
    logged.filter((entry) => entry.request !== undefined && entry.request === latestRequest);
  return {
    logger: { logQuery: (query) => logged.push({ request: requestContext.getStore(), query }) },
    ofLatestRequest: () => ofLatest().length,
    queriesOfLatestRequest: () => ofLatest().map((entry) => entry.query),
  };
}
