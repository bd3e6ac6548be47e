// The signed-in player's profile (spec 2 §5 name and bio rules, banned words, §8 codes), user flags
// (spec 1 §3 keys, §7 Upsert user flags) and the SSO-upgrade reward (spec 1 §4, §9: 100 Playpoints once).
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, users } from '#db/schema/users.ts';
import {
  claimSsoUpgradeRewardMutation,
  meQuery,
  updateProfileMutation,
  upsertUserFlagsMutation,
  type UserResult,
} from './support/account-operations.ts';
import { uniqueEmail, type AccountClient } from './support/account-client.ts';
import {
  firstError,
  signUp,
  startAccountsServer,
  type AccountsTestServer,
} from './support/accounts.ts';
import { postgresUrl } from './support/test-database.ts';

let server: AccountsTestServer;
let player: AccountClient;
let playerId: string;
beforeAll(async () => {
  server = await startAccountsServer();
  player = server.client();
  playerId = (await signUp(server, player, uniqueEmail('profile'))).userId;
});
afterAll(() => server.close());

describe('updateProfile', () => {
  it('saves a valid name and bio', async () => {
    const { body } = await player.graphql(updateProfileMutation, {
      input: { username: 'RiftRunner', bio: 'Collector of shiny things.' },
    });
    expect(body.data?.['updateProfile']).toEqual({
      id: playerId,
      username: 'RiftRunner',
      bio: 'Collector of shiny things.',
    });
  });

  it.each([
    [{ username: 'abc' }, 'invalid-input', 'Your name is too short - 4 characters minimum'],
    [
      { username: 'a'.repeat(16) },
      'invalid-input',
      'Your name is too long - 15 characters maximum',
    ],
    [{ username: 'two words' }, 'invalid-input', 'Your name should not contain any spaces'],
    [{ bio: 'b'.repeat(151) }, 'invalid-input', 'Your bio is too long - 150 characters maximum'],
    [
      { username: 'xXShitLordXx' },
      'username-banned',
      'Username contains a word that is not allowed!',
    ],
    [{ username: 'Fvck_Sh1t' }, 'username-banned', 'Username contains a word that is not allowed!'],
    [
      { bio: 'You are a B1TCH, really.' },
      'bio-banned',
      'This contains a word that is not allowed!',
    ],
  ])('refuses %j with %s', async (input, code, message) => {
    const { body } = await player.graphql(updateProfileMutation, { input });
    expect(firstError(body)).toEqual({ code, message });
    const me = (await player.graphql(meQuery)).body.data?.['me'] as UserResult;
    expect(me.username).toBe('RiftRunner');
  });

  it('keeps whole-word matching for bios (no false alarm inside words)', async () => {
    const { body } = await player.graphql(updateProfileMutation, {
      input: { bio: 'Scunthorpe badminton champion; shitake fan? No: mushrooms.' },
    });
    expect(body.errors).toBeUndefined();
  });

  it('needs a signed-in player', async () => {
    const { body } = await server.client().graphql(updateProfileMutation, { input: { bio: 'hi' } });
    expect(firstError(body).code).toBe('unauthenticated');
  });
});

describe('publisherUser', () => {
  it('is set for a player with a publisher name (spec 1 §6 Publisher user)', async () => {
    const before = (await player.graphql(meQuery)).body.data?.['me'] as UserResult;
    expect(before.publisherUser).toBeNull();
    await server.handle.db
      .update(users)
      .set({ publisherName: 'Nebula Studio' })
      .where(eq(users.id, playerId));
    const after = (await player.graphql(meQuery)).body.data?.['me'] as UserResult;
    expect(after.publisherUser).toEqual({ id: playerId, name: 'Nebula Studio' });
  });
});

describe('upsertUserFlags', () => {
  const patch = (userId: string, value: unknown) =>
    player.graphql(upsertUserFlagsMutation, { userId, patch: value });

  it('merges a JSON patch into the flags; null removes a key', async () => {
    await patch(playerId, { snackbar_closed: true, onboarding_skipped_steps: ['wallet'] });
    await patch(playerId, {
      'white-label-battle-pass-ftue': { 'prepass-s1': true },
      ally_to_pie_modal_last_shown: '2026-11-22T10:00:00.000Z',
    });
    await patch(playerId, { 'white-label-battle-pass-ftue': { 'prepass-s2': true } });
    const { body } = await patch(playerId, { snackbar_closed: null });
    expect((body.data?.['upsertUserFlags'] as { userFlags: unknown }).userFlags).toEqual({
      has_migrated_to_sso: true,
      onboarding_skipped_steps: ['wallet'],
      'white-label-battle-pass-ftue': { 'prepass-s1': true, 'prepass-s2': true },
      ally_to_pie_modal_last_shown: '2026-11-22T10:00:00.000Z',
    });
  });

  it.each([
    [{ not_a_flag: true }, 'Unknown user flag: not_a_flag.'],
    [{ snackbar_closed: 'yes' }, 'Invalid value for user flag snackbar_closed.'],
    [
      { ally_to_pie_modal_last_shown: 'yesterday' },
      'Invalid value for user flag ally_to_pie_modal_last_shown.',
    ],
    [{ has_migrated_to_sso: false }, 'has_migrated_to_sso cannot be turned off.'],
    [['snackbar_closed'], 'The flags patch must be a JSON object.'],
  ])('refuses %j', async (value, message) => {
    const { body } = await patch(playerId, value);
    expect(firstError(body)).toEqual({ code: 'invalid-input', message });
  });

  it("refuses another player's flags", async () => {
    const other = await signUp(server, server.client(), uniqueEmail('other'));
    const { body } = await patch(other.userId, { snackbar_closed: true });
    expect(firstError(body)).toEqual({
      code: 'invalid-input',
      message: 'You can only change your own flags.',
    });
  });
});

describe('claimSsoUpgradeReward', () => {
  const ledgerRows = async (userId: string) => {
    const [row] = await server.handle.db
      .select({ n: count() })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.userId, userId));
    return row?.n ?? 0;
  };
  const claim = async (client: AccountClient) =>
    (await client.graphql(claimSsoUpgradeRewardMutation)).body;

  it('credits 100 Playpoints once; a second claim is a no-op', async () => {
    const client = server.client();
    const { userId } = await signUp(server, client, uniqueEmail('sso'));
    expect(await claim(client)).toEqual({
      data: { claimSsoUpgradeReward: { id: userId, playpoints: 100 } },
    });
    expect(await claim(client)).toEqual({
      data: { claimSsoUpgradeReward: { id: userId, playpoints: 100 } },
    });
    expect(await ledgerRows(userId)).toBe(1);
  });

  // A real race on PostgreSQL (a pool of connections); PGlite has one connection and serializes them.
  it(`credits once when claims race (${postgresUrl ? 'PostgreSQL' : 'PGlite, serialized'})`, async () => {
    const client = server.client();
    const { userId } = await signUp(server, client, uniqueEmail('race'));
    const results = await Promise.all(Array.from({ length: 6 }, () => claim(client)));
    for (const result of results) expect(result.errors).toBeUndefined();
    expect(await ledgerRows(userId)).toBe(1);
    const me = (await client.graphql(meQuery)).body.data?.['me'] as UserResult;
    expect(me.playpoints).toBe(100);
  });
});
