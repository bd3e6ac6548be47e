// What the server logs about GraphQL errors (issue 10, fault 6): an expected business error is one info
// line with its code and no parameters, a fault logs at error level, and neither the answer nor the
// logs echo more than a short prefix of a huge argument. Every line of a request carries its id.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_MAX_LENGTH } from '#graphql/short-message.ts';
import { createPlayer, grantItem, type Player } from './support/players.ts';
import { coinPurchase, purchaseMutation } from './support/progression-operations.ts';
import { startTestServer, type GraphQLResponse, type TestServer } from './support/test-server.ts';

type LogLine = { level: number; msg: string; requestId?: string } & Record<string, unknown>;

const INFO = 30;
const ERROR = 50;

/** A server whose log lines (info and up) the test reads. */
async function startLoggedServer(nodeEnv: 'production' | 'test' = 'production') {
  const lines: LogLine[] = [];
  const server = await startTestServer({
    nodeEnv,
    env: { LOG_LEVEL: 'info' },
    logStream: { write: (line) => lines.push(JSON.parse(line) as LogLine) },
  });
  return { server, lines };
}

const requestIdOf = (response: GraphQLResponse) =>
  response.body.errors?.[0]?.extensions?.['requestId'] as string;

describe('business errors and faults', () => {
  let server: TestServer;
  let lines: LogLine[];
  let player: Player;
  beforeAll(async () => {
    ({ server, lines } = await startLoggedServer());
    player = await createPlayer(server, 'logs');
  });
  afterAll(() => server.close());

  const linesOf = (requestId: string) => lines.filter((line) => line.requestId === requestId);

  it('logs a business error at info, with its code and without parameters', async () => {
    await grantItem(server, player, 'GOLD', 299);
    const response = await player.graphql(
      purchaseMutation,
      coinPurchase('BATTLE_PASS_XP_BOOSTER_3D', 'GOLD'),
    );
    expect(response.body.errors?.[0]?.extensions?.['code']).toBe('insufficient-balance');
    const logged = linesOf(requestIdOf(response));
    expect(logged.filter((line) => line.level >= ERROR)).toEqual([]);
    expect(logged).toContainEqual(
      expect.objectContaining({
        level: INFO,
        code: 'insufficient-balance',
        msg: expect.stringContaining('business error'),
      }),
    );
    const raw = JSON.stringify(logged);
    expect(raw).not.toMatch(/params|select |insert |update /i);
    expect(raw).not.toContain(player.id);
  });

  it('answers and logs only a short prefix of a huge argument', async () => {
    const huge = 'S'.repeat(900_000);
    const response = await server.graphql(
      'mutation ($purpose: EmailCodePurpose!) { requestEmailCode(email: "a@example.test", purpose: $purpose) }',
      { purpose: huge },
    );
    const message = response.body.errors?.[0]?.message ?? '';
    expect(response.body.errors?.[0]?.extensions?.['code']).toBe('invalid-input');
    expect(message.length).toBeLessThanOrEqual(MESSAGE_MAX_LENGTH + 1);
    expect(message).toContain('SSSS…');
    const logged = JSON.stringify(linesOf(requestIdOf(response)));
    expect(logged.length).toBeLessThan(5_000);
  });

  it('logs a fault at error level, with the request id and without the query parameters', async () => {
    const broken = await startLoggedServer();
    try {
      await broken.server.handle.close();
      const response = await broken.server.graphql(
        'query ($key: String!) { item(itemKey: $key) { name } }',
        { key: 'secret-looking-key' },
      );
      expect(response.body.errors?.[0]?.extensions?.['code']).toBe('unexpected');
      const faults = broken.lines.filter(
        (line) => line.level === ERROR && line.requestId === requestIdOf(response),
      );
      expect(faults).toHaveLength(1);
      expect(JSON.stringify(faults)).not.toContain('secret-looking-key');
    } finally {
      await broken.server.app.close();
      await broken.server.database.drop();
    }
  });
});
