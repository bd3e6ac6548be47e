// Input hygiene at one edge (issue 27 finding 3 and "Input hygiene at one edge"): a studio event
// holding NUL, another control character or a lone surrogate is refused alone with `invalid-input` and
// the rest of its batch is applied; every other non-GraphQL route, enumerated from the app itself, is
// fuzzed with NUL, lone surrogates, 1 MiB strings and large strings in each of its inputs, and never
// answers 500 or with SQL, query parameters or a player's internal id.
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_PROGRESS_EVENTS_PATH } from '#http/game-progress-route.ts';
import { CONTROL_CHARACTERS_MESSAGE } from '#input-text.ts';
import { operatorToken } from '#modules/progression/operator-token.ts';
import { randomIp } from './support/account-client.ts';
import {
  eventRows,
  gameEvent,
  postBatch,
  resultsOf,
  setupStudio,
  type TestStudio,
} from './support/game-progress.ts';
import { createPlayer, type Player } from './support/players.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const NUL = '\u0000';
const LONE_SURROGATE = '\ud800';
const MIB = 1024 * 1024;

/** Every route of the app as it registers them (Fastify announces each instance it creates). */
const routes: Pick<RouteOptions, 'method' | 'url'>[] = [];
const onInitialization = (message: unknown) => {
  const { fastify } = message as { fastify: FastifyInstance };
  fastify.addHook('onRoute', (route) => {
    routes.push({ method: route.method, url: route.url });
  });
};

let server: TestServer;
let studio: TestStudio;
let player: Player;
let playerToken: string;
beforeAll(async () => {
  subscribe('fastify.initialization', onInitialization);
  try {
    server = await startTestServer({ seed: false });
  } finally {
    unsubscribe('fastify.initialization', onInitialization);
  }
  studio = await setupStudio(server.handle.db, ['rift-runners']);
  player = await createPlayer(server, 'hygiene');
  const session = await server.app.services.sessions.startSession({
    userId: player.id,
    isNewUser: false,
    cookies: { setRefreshToken: () => {}, clearRefreshToken: () => {} },
  });
  playerToken = session.accessToken;
});
afterAll(() => server?.close());

describe('a studio batch', () => {
  const refusedEvents: [string, Record<string, unknown>][] = [
    ['NUL in an attribute', { attributes: { a: `x${NUL}y` } }],
    ['NUL in the type', { type: `match${NUL}won` }],
    ['NUL in the id', { id: `evt-${NUL}-1` }],
    ['NUL in the e-mail', { player: { email: `a${NUL}@example.com` } }],
    ['NUL in an attribute name', { attributes: { [`a${NUL}`]: 'x' } }],
    ['a control character in the game', { gameKey: `rift-runners\u0007` }],
    ['a lone surrogate in an attribute', { attributes: { a: `x${LONE_SURROGATE}` } }],
  ];

  it('refuses each event holding control characters alone and applies the rest', async () => {
    const good = gameEvent({ player: { email: player.email } });
    const bad = refusedEvents.map(([, overrides]) =>
      gameEvent({ player: { email: player.email }, ...overrides }),
    );
    const answer = await postBatch(server.url, studio, { events: [good, ...bad] });
    expect(answer.status).toBe(200);
    expect(resultsOf(answer)).toEqual([
      { id: good.id, status: 'applied' },
      ...bad.map((event) => ({
        id: event.id,
        status: 'refused',
        reason: 'invalid-input',
        message: CONTROL_CHARACTERS_MESSAGE,
      })),
    ]);
    expect(await eventRows(server.handle.db, studio.id, [good.id])).toHaveLength(1);
    // Resent, the good event is a duplicate and the refused ones are refused again: nothing is stuck.
    const again = await postBatch(server.url, studio, { events: [good, ...bad] });
    expect(resultsOf(again).map((result) => result.status)).toEqual([
      'duplicate',
      ...bad.map(() => 'refused'),
    ]);
  });
});

type Payload = { name: string; text: string };
const PAYLOADS: Payload[] = [
  { name: 'NUL', text: `x${NUL}y` },
  { name: 'a lone surrogate', text: `x${LONE_SURROGATE}y` },
  { name: 'a control character', text: 'x\u001by' },
  { name: 'a 1 MiB string', text: 'a'.repeat(MIB) },
  // Under the body limit, so it reaches the handlers and their queries.
  { name: 'a 200 KiB string', text: 'b'.repeat(200 * 1024) },
];

/** Realistic bodies of the routes that take JSON, so the fuzzed value reaches past the schema. */
const BODIES: Record<string, Record<string, unknown>> = {
  '/api/operator/xp-grants': { email: 'someone@example.com', amount: 10, reason: 'fuzz' },
  '/api/operator/item-grants': {
    email: 'someone@example.com',
    amount: 1,
    itemKey: 'GOLD',
    reason: 'fuzz',
  },
  '/api/operator/special-mission-completions': {
    email: 'someone@example.com',
    level: 20,
    reason: 'fuzz',
  },
  '/api/operator/player-bans': { email: 'someone@example.com', reason: 'fuzz' },
  '/api/operator/player-unbans': { email: 'someone@example.com', reason: 'fuzz' },
  '/api/operator/player-sign-outs': { email: 'someone@example.com', reason: 'fuzz' },
  '/api/operator/item-revocations': {
    email: 'someone@example.com',
    itemKey: 'GOLD',
    amount: 1,
    reason: 'fuzz',
  },
  '/api/operator/email-code-resends': {
    email: 'someone@example.com',
    purpose: 'RESET_PASSWORD',
    reason: 'fuzz',
  },
  '/api/operator/studios': { key: 'fuzz', name: 'Fuzz', gameKeys: ['fuzz-game'] },
  '/api/operator/studio-keys': { studioKey: 'fuzz' },
  '/api/operator/studio-publishers': { studioKey: 'fuzz', email: 'someone@example.com' },
  '/api/operator/redeemable-code-imports': { groupKey: 'fuzz', codes: ['CODE-1'] },
  '/api/operator/wall-posts': {
    posts: [{ sourceKey: 'fuzz', externalId: 'p1', text: 'hello', publishedAt: '2026-01-01' }],
  },
  '/api/operator/wall-feeds': { feeds: [{ key: 'fuzz', url: 'https://example.com/feed' }] },
  '/api/operator/demo-histories': { email: 'someone@example.com' },
  '/api/operator/data-files': { name: 'fuzz.yaml', text: 'kind: site' },
  '/api/analytics': { events: [{ type: 'track', name: 'fuzz', properties: { a: 'b' } }] },
  '/api/telegram/callback': { id: 1, first_name: 'Fuzz', auth_date: 1, hash: 'ab' },
};
/** Names of query parameters the routes read (OAuth callbacks, sign-in starts…). */
const QUERY_NAMES = ['code', 'state', 'error', 'id', 'hash', 'cpt_token', 'referral_code', 'a'];

/** Each variant of `body` with one string leaf (or key) replaced by `text`. */
function variants(body: unknown, text: string): unknown[] {
  if (typeof body === 'string') return [text];
  if (Array.isArray(body))
    return body.flatMap((item, index) =>
      variants(item, text).map((variant) => body.with(index, variant)),
    );
  if (body !== null && typeof body === 'object') {
    const entries = Object.entries(body);
    return [
      { ...body, [text.slice(0, 64)]: 'x' },
      ...entries.flatMap(([key, value]) =>
        [...variants(value, text), text].map((variant) => ({ ...body, [key]: variant })),
      ),
    ];
  }
  return [];
}

/** A path parameter's value in the URL: lone surrogates have no UTF-8, so their bytes go raw. */
const inUrl = (text: string) =>
  text.includes(LONE_SURROGATE)
    ? text.split(LONE_SURROGATE).map(encodeURIComponent).join('%ED%A0%80')
    : encodeURIComponent(text);

const SQL_OR_PARAMETERS = /\b(select|insert into|update|delete from|params|failed query)\b|\$\d/i;

async function expectCleanAnswer(label: string, response: Response): Promise<void> {
  const text = await response.text();
  expect(response.status, `${label}: ${text.slice(0, 300)}`).toBeLessThan(500);
  expect(text, label).not.toMatch(SQL_OR_PARAMETERS);
  expect(text, label).not.toContain(player.id);
}

describe('every non-GraphQL route', () => {
  it('is enumerated from the app', () => {
    const urls = routes.map((route) => route.url);
    expect(urls).toEqual(
      expect.arrayContaining([
        GAME_PROGRESS_EVENTS_PATH,
        '/api/operator/xp-grants',
        '/api/profile/avatar',
        '/api/analytics',
        '/share/challenges/:card',
      ]),
    );
  });

  it('answers NUL, lone surrogates and 1 MiB strings without a 500 or SQL', async () => {
    const operator = `Bearer ${operatorToken(server.config.authSecret ?? '')}`;
    const fuzzed = routes.flatMap((route) =>
      (Array.isArray(route.method) ? route.method : [route.method])
        .filter((method) => method !== 'OPTIONS' && method !== 'HEAD')
        .map((method) => ({ method, url: route.url })),
    );
    const targets = fuzzed.filter(({ url }) => !url.startsWith('/graphql') && url !== '*');
    expect(targets.length).toBeGreaterThan(20);
    for (const { method, url } of targets) {
      const headers = (json: boolean): Record<string, string> => ({
        'x-forwarded-for': randomIp(),
        'x-graphql-csrf': '1',
        authorization: url.startsWith('/api/operator') || url === '/metrics' ? operator : '',
        ...(json ? { 'content-type': 'application/json' } : {}),
      });
      for (const payload of PAYLOADS) {
        const label = `${method} ${url} with ${payload.name}`;
        const path = url.replace(/:\w+|\*/g, inUrl(payload.text.slice(0, 2048)));
        const query = QUERY_NAMES.map((name) => `${name}=${inUrl(payload.text.slice(0, 4096))}`);
        await expectCleanAnswer(
          `${label} (path and query)`,
          await fetch(`${server.url}${path}?${query.join('&')}`, {
            method,
            headers: headers(false),
          }),
        );
        if (method === 'GET') continue;
        if (url === '/api/profile/avatar') {
          const form = new FormData();
          form.append('file', new Blob(['not an image']), payload.text.slice(0, 4096));
          await expectCleanAnswer(
            `${label} (file name)`,
            await fetch(`${server.url}${url}`, {
              method,
              headers: { ...headers(false), authorization: `Bearer ${playerToken}` },
              body: form,
            }),
          );
          continue;
        }
        const body = BODIES[url] ?? { email: 'someone@example.com', name: 'x', key: 'x' };
        for (const variant of variants(body, payload.text))
          await expectCleanAnswer(
            `${label} (body ${JSON.stringify(variant).slice(0, 80)})`,
            await fetch(`${server.url}${url}`, {
              method,
              headers: headers(true),
              body: JSON.stringify(variant),
            }),
          );
      }
    }
  });

  it('refuses control characters and lone surrogates with invalid-input', async () => {
    for (const text of [`x${NUL}`, `x${LONE_SURROGATE}`]) {
      const response = await fetch(`${server.url}/api/operator/xp-grants`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${operatorToken(server.config.authSecret ?? '')}`,
          'x-forwarded-for': randomIp(),
        },
        body: JSON.stringify({ email: text, amount: 1, reason: 'fuzz' }),
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        code: 'invalid-input',
        message: CONTROL_CHARACTERS_MESSAGE,
        requestId: expect.any(String),
      });
    }
    const share = await fetch(`${server.url}/share/challenges/a%00b`);
    expect(share.status).toBe(400);
    expect(await share.json()).toMatchObject({ code: 'invalid-input' });
  });
});
