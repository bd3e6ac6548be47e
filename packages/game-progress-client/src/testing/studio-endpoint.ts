// A local HTTP stand-in of the game-progress endpoint for the client's retry tests: it checks each
// request's signature with node:crypto (an implementation independent of the client's Web Crypto),
// records the batches, and answers what the test scripts.
import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export type RecordedRequest = { path: string; ids: string[]; signatureValid: boolean };
export type ScriptedAnswer = { status: number; body: unknown; headers?: Record<string, string> };

export type StudioEndpoint = {
  url: string;
  requests: RecordedRequest[];
  /** Answers for the next requests, in order; afterwards every event is `applied`. */
  script: (...answers: ScriptedAnswer[]) => void;
  /** Resolves when the server has received `count` requests in all. */
  received: (count: number) => Promise<void>;
  close: () => Promise<void>;
};

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startStudioEndpoint(secret: string): Promise<StudioEndpoint> {
  const requests: RecordedRequest[] = [];
  const answers: ScriptedAnswer[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  const server = createServer(async (request, response) => {
    const raw = await readBody(request);
    const timestamp = String(request.headers['x-levelup-timestamp']);
    const expected = createHmac('sha256', secret).update(`${timestamp}.${raw}`).digest('hex');
    const { events } = JSON.parse(raw) as { events: { id: string }[] };
    const ids = events.map((event) => event.id);
    requests.push({
      path: request.url ?? '',
      ids,
      signatureValid: request.headers['x-levelup-signature'] === expected,
    });
    for (const waiter of waiters.filter((w) => requests.length >= w.count)) waiter.resolve();
    const answer = answers.shift() ?? {
      status: 200,
      body: { results: ids.map((id) => ({ id, status: 'applied' })) },
    };
    response.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
    response.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    script: (...scripted) => answers.push(...scripted),
    received: (count) =>
      requests.length >= count
        ? Promise.resolve()
        : new Promise((resolve) => waiters.push({ count, resolve })),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
