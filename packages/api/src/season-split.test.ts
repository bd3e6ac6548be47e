// Issue 28 Build 2: the season is asked without the player's token (so the server answers it from its
// visitor cache), the player's part with it, and the two are joined by level and reward id.
import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { createApiClient, publicClient } from './client.ts';
import { battlePassPageQueryOptions } from './battle-pass.ts';
import {
  battlePassLevelsQueryOptions,
  withPlayerLevels,
  type PlayerLevelPart,
} from './progression.ts';
import { fixtureLevels } from './testing/battle-pass-page.fixtures.ts';

/** A client whose session fetch adds a token, recording which operation went with which token. */
function recordingClient() {
  const sent: Array<{ operation: string; authorization: string | null }> = [];
  const answer = (withToken: boolean) => async (_input: RequestInfo | URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    if (withToken) headers.set('authorization', 'Bearer player-token');
    const { query } = JSON.parse(String(init?.body)) as { query: string };
    const operation = /(query|mutation) (\w+)/.exec(query)?.[2] ?? '?';
    sent.push({ operation, authorization: headers.get('authorization') });
    const data =
      operation === 'BattlePassPage'
        ? { battlePass: { id: 'bp1', levels: [] } }
        : { battlePassLevels: [] };
    return new Response(JSON.stringify({ data }), {
      headers: { 'content-type': 'application/json' },
    });
  };
  const client = createApiClient({
    url: 'http://api.test/graphql',
    fetch: answer(true),
    publicFetch: answer(false),
  });
  return { client, sent };
}

describe('the season and the player, asked apart (issue 28 Build 2)', () => {
  it('asks for the season without the token and for the player part with it', async () => {
    const { client, sent } = recordingClient();
    const queryClient = new QueryClient();
    await queryClient.fetchQuery(battlePassPageQueryOptions(client, { group: 'allypass' }));
    await queryClient.fetchQuery(battlePassLevelsQueryOptions(client, 'bp1'));
    expect(sent).toEqual([
      { operation: 'BattlePassPage', authorization: null },
      { operation: 'BattlePassLevels', authorization: 'Bearer player-token' },
    ]);
  });

  it('sends everything through the one fetch of a client created without publicFetch', () => {
    const client = createApiClient({ url: 'http://api.test/graphql' });
    expect(publicClient(client)).toBe(client);
  });

  it("joins the player's collect logs and level challenges to the season's levels", () => {
    const [first, second] = fixtureLevels;
    const stage = {
      id: 'stage-1',
      startAt: null,
      endAt: null,
      duration: null,
      challenge: { id: 'c1', title: 'Win a match' },
      missions: [],
    };
    const part: PlayerLevelPart[] = [
      {
        level: first!.level,
        basicCollectedAt: '2026-11-01T10:00:00.000Z',
        premiumCollectedAt: null,
        basicRewards: [{ id: first!.basicRewards[0]!.id, collectedAt: '2026-11-01T10:00:00.000Z' }],
        premiumRewards: [{ id: first!.premiumRewards[0]!.id, collectedAt: null }],
        free: stage,
        freeUserChallenge: null,
        premium: null,
        premiumUserChallenge: null,
      },
    ];
    const joined = withPlayerLevels([first!, second!], part);
    expect(joined[0]).toMatchObject({
      level: first!.level,
      requiredXp: first!.requiredXp,
      basicCollectedAt: '2026-11-01T10:00:00.000Z',
      premiumCollectedAt: null,
      free: stage,
    });
    expect(joined[0]!.basicRewards[0]).toEqual({
      ...first!.basicRewards[0],
      collectedAt: '2026-11-01T10:00:00.000Z',
    });
    expect(joined[0]!.premiumRewards[0]!.collectedAt).toBeNull();
    // A level the player's answer lacks (the season changed in between) reads as not collected.
    expect(joined[1]).toMatchObject({
      basicCollectedAt: null,
      premiumCollectedAt: null,
      free: null,
    });
    expect(joined[1]!.basicRewards.every((reward) => reward.collectedAt === null)).toBe(true);
  });
});
