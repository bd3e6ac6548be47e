// Control characters in any string argument are invalid-input at the edge (issue 10, fault 5), for
// visitors and signed-in players, whether the string is an inline literal, a variable, inside an input
// object, a list or a JSON scalar; ordinary whitespace in a bio still works; usernames refuse
// invisible characters and look-alike letters (username-characters.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTROL_CHARACTERS_MESSAGE } from '#graphql/control-characters.ts';
import {
  NAME_INVISIBLE_CHARACTER_MESSAGE,
  NAME_LOOK_ALIKE_MESSAGE,
} from '#modules/accounts/username-characters.ts';
import {
  signUpMutation,
  updateProfileMutation,
  upsertUserFlagsMutation,
} from './support/account-operations.ts';
import { createPlayer, type Player } from './support/players.ts';
import { startTestServer, type GraphQLResponse, type TestServer } from './support/test-server.ts';

let server: TestServer;
let player: Player;
beforeAll(async () => {
  server = await startTestServer();
  player = await createPlayer(server, 'control-characters');
});
afterAll(() => server.close());

function expectRefused(response: GraphQLResponse): void {
  expect(response.body.errors).toEqual([
    {
      message: CONTROL_CHARACTERS_MESSAGE,
      extensions: { code: 'invalid-input', requestId: expect.any(String) },
    },
  ]);
}

const NUL = '\u0000';

describe('visitors', () => {
  const cases: [string, string, Record<string, unknown>][] = [
    ['item, inline', `{ item(itemKey: "gold\\u0000") { name } }`, {}],
    [
      'item, variable',
      'query ($key: String!) { item(itemKey: $key) { name } }',
      { key: `gold${NUL}` },
    ],
    [
      'battlePass',
      'query ($group: String!) { battlePass(group: $group) { id } }',
      { group: `a${NUL}` },
    ],
    [
      'cmsMenu',
      'query ($key: String!) { cmsMenu(key: $key) { __typename } }',
      { key: `menu${NUL}` },
    ],
    [
      'shopItems, list',
      'query ($keys: [String!]!) { shopItems(keys: $keys) { __typename } }',
      { keys: ['gold', `x${NUL}`] },
    ],
    ['shopItems, inline list', `{ shopItems(keys: ["gold", "\\u001b[31m"]) { __typename } }`, {}],
    [
      'DEL and C1 controls',
      'query ($key: String!) { item(itemKey: $key) { name } }',
      { key: 'gold\u007f\u0085' },
    ],
    [
      'a lone surrogate',
      'query ($key: String!) { item(itemKey: $key) { name } }',
      { key: 'gold\ud800' },
    ],
  ];
  it.each(cases)('%s: invalid-input', async (_name, query, variables) => {
    expectRefused(await server.graphql(query, variables));
  });

  it('finds NUL at the bottom of a deeply nested variable', async () => {
    const depth = 100_000;
    const keys = `${'['.repeat(depth)}"deep\\u0000"${']'.repeat(depth)}`;
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"query": "query ($k: [String!]!) { shopItems(keys: $k) { __typename } }", "variables": {"k": ${keys}}}`,
    });
    expectRefused({
      status: response.status,
      body: (await response.json()) as GraphQLResponse['body'],
    });
  });

  it('refuses a referral code with NUL at sign-up', async () => {
    const input = {
      email: 'new@example.test',
      password: 'Quiet-Harbor-42!',
      code: '123456',
      referralCode: `REF${NUL}`,
    };
    expectRefused(await server.graphql(signUpMutation, { input }));
  });
});

describe('signed-in players', () => {
  it('refuses NUL in a bio (nested input object)', async () => {
    expectRefused(await player.graphql(updateProfileMutation, { input: { bio: `hello${NUL}` } }));
  });

  it('refuses NUL in a flag value or key (JSON scalar), inline or as a variable', async () => {
    expectRefused(
      await player.graphql(upsertUserFlagsMutation, {
        userId: player.id,
        patch: { onboarding_skipped_steps: [`intro${NUL}`] },
      }),
    );
    expectRefused(
      await player.graphql(upsertUserFlagsMutation, {
        userId: player.id,
        patch: { 'white-label-battle-pass-ftue': { [`s2${NUL}`]: true } },
      }),
    );
    expectRefused(
      await player.graphql(
        `mutation ($userId: ID!) { upsertUserFlags(userId: $userId, patch: { onboarding_skipped_steps: ["a\\u0000"] }) { id } }`,
        { userId: player.id },
      ),
    );
  });

  it('keeps line breaks and tabs in a bio', async () => {
    const bio = 'First line\nsecond\tline\r\nthird';
    const { body } = await player.graphql(updateProfileMutation, { input: { bio } });
    expect(body.errors).toBeUndefined();
    expect(body.data?.['updateProfile']).toMatchObject({ bio });
  });

  it('refuses invisible and text-steering characters in a username', async () => {
    for (const username of [
      'Rift\u200bRun',
      'Rift\u202eRun',
      'Rift\u2066Run',
      '\u3164\u3164\u3164\u3164',
    ]) {
      const { body } = await player.graphql(updateProfileMutation, { input: { username } });
      expect(body.errors?.[0], username).toMatchObject({
        message: NAME_INVISIBLE_CHARACTER_MESSAGE,
        extensions: { code: 'invalid-input' },
      });
    }
  });

  it('refuses Latin look-alikes of another alphabet in a username, and takes a plain one', async () => {
    const { body } = await player.graphql(updateProfileMutation, {
      input: { username: 'p\u0430ypal' },
    });
    expect(body.errors?.[0]).toMatchObject({
      message: NAME_LOOK_ALIKE_MESSAGE,
      extensions: { code: 'invalid-input' },
    });
    const plain = await player.graphql(updateProfileMutation, {
      input: { username: 'RiftRunner' },
    });
    expect(plain.body.data?.['updateProfile']).toMatchObject({ username: 'RiftRunner' });
  });
});
