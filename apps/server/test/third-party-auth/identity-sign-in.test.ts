// The identity sign-in rules on the database itself, including requests racing for one identity
// (meaningful on PostgreSQL; PGlite runs them one after another).
import { shortWalletAddress } from '@levelup/domain/wallet-address';
import { getAddress } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#db/client.ts';
import { userWallets } from '#db/schema/wallets.ts';
import {
  createIdentitySignIn,
  type IdentitySignIn,
} from '#modules/third-party-auth/identity-sign-in.ts';
import { createTestDatabase, openMigrated, type TestDatabase } from '../support/test-database.ts';
import { countUsers, identitiesOf } from './support/session.ts';

let database: TestDatabase;
let handle: DatabaseHandle;
let signIn: IdentitySignIn;

beforeAll(async () => {
  database = await createTestDatabase();
  handle = await openMigrated(database);
  signIn = createIdentitySignIn({ db: handle.db, productName: 'LevelUp' });
});
afterAll(async () => {
  await handle.close();
  await database.drop();
});

const input = (
  providerUserId: string,
  extra: { connectingUserId?: string; actionSource?: string } = {},
) => ({
  provider: 'discord',
  providerName: 'Discord',
  profile: { providerUserId, displayName: `name-${providerUserId}` },
  actionSource: extra.actionSource ?? 'sign-up',
  connectingUserId: extra.connectingUserId,
});

describe('signInWithIdentity', () => {
  it('creates one player when sign-ups for the same identity race', async () => {
    const before = await countUsers(handle.db);
    const results = await Promise.all(Array.from({ length: 5 }, () => signIn(input('race-1'))));
    expect(new Set(results.map((result) => result.userId)).size).toBe(1);
    expect(results.filter((result) => result.isNewUser)).toHaveLength(1);
    expect(await countUsers(handle.db)).toBe(before + 1);
  });

  it('binds an identity to one player when two connect it at once', async () => {
    const [first, second] = await Promise.all([signIn(input('owner-a')), signIn(input('owner-b'))]);
    const outcomes = await Promise.allSettled([
      signIn(input('contested', { connectingUserId: first?.userId ?? '' })),
      signIn(input('contested', { connectingUserId: second?.userId ?? '' })),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.find((outcome) => outcome.status === 'rejected');
    expect(refused?.reason).toMatchObject({ code: 'discord-id-already-in-use' });
  });

  it('replaces the player’s identity at the provider when they connect another one', async () => {
    const player = await signIn(input('old-discord'));
    await signIn(input('new-discord', { connectingUserId: player.userId }));
    expect(await identitiesOf(handle.db, player.userId)).toEqual([
      { provider: 'discord', providerUserId: 'new-discord', displayName: 'name-new-discord' },
    ]);
    // The old identity is free again: signing in with it makes a new account.
    expect((await signIn(input('old-discord'))).isNewUser).toBe(true);
  });

  it('keeps the display name up to date', async () => {
    const player = await signIn(input('renamed'));
    await signIn({
      ...input('renamed'),
      profile: { providerUserId: 'renamed', displayName: 'New Name' },
    });
    expect(await identitiesOf(handle.db, player.userId)).toEqual([
      { provider: 'discord', providerUserId: 'renamed', displayName: 'New Name' },
    ]);
  });

  it('names the owner’s wallet in the Discord text, or falls back without one (spec 2 §8)', async () => {
    const owner = await signIn(input('owned-discord'));
    const other = await signIn(input('someone-else'));
    const connectOwned = () => signIn(input('owned-discord', { connectingUserId: other.userId }));
    await expect(connectOwned()).rejects.toMatchObject({
      code: 'discord-id-already-in-use',
      message: 'This Discord account is already in use. Connect to another.',
      wallet: undefined,
    });
    const address = `0x${'c3'.repeat(18)}beef`;
    await handle.db.insert(userWallets).values({ address, userId: owner.userId });
    await expect(connectOwned()).rejects.toMatchObject({
      code: 'discord-id-already-in-use',
      message: `This Discord account is already associated with [${shortWalletAddress(getAddress(address))}]. Connect to another.`,
      wallet: shortWalletAddress(getAddress(address)),
    });
  });
});
