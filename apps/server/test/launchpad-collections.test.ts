// Launchpad collections as data and their reads (issue 13 Build 1 and 2; spec 2 §2 /mints/{slug},
// §3 Launchpad collection, §4 Event countdown and collections, mint user event states, §7 Featured
// collections): ordering and filters, the collection page, missions with isPassed, the player's state.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyDataFiles } from '#season-files/apply-files.ts';
import { parseDataFile } from '#season-files/data-file.ts';
import {
  addCollection,
  collectionQuery,
  completeMissions,
  featuredQuery,
  mintedAssetsQuery,
  reservationsQuery,
  type CollectionView,
} from './support/launchpad.ts';
import { createPlayer, dataOf, errorOf } from './support/players.ts';
import { statementLog } from './support/statement-count.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
const statements = statementLog();
beforeAll(async () => {
  server = await startTestServer({ logger: statements.logger });
});
afterAll(() => server.close());

const featured = async (player?: Awaited<ReturnType<typeof createPlayer>>) =>
  dataOf<CollectionView[]>(
    player ? await player.graphql(featuredQuery) : await server.graphql(featuredQuery),
    'featuredCollections',
  );

describe('launchpad collections from mints.yaml', () => {
  it('the demo data has a live free offchain collection with two missions, a live on-chain one and a sold-out one', async () => {
    const collections = await featured();
    const runners = collections.find((collection) => collection.id === 'nebula-lane-runners');
    expect(runners).toMatchObject({
      status: 'LIVE',
      isSoldOut: false,
      launchpadCollectionMissions: [
        { isPassed: false, mission: { key: 'platform-like-5-posts' } },
        { isPassed: false, mission: { key: 'nebula-drift-finish-3-races' } },
      ],
      userLaunchpadCollection: null,
    });
    expect(runners?.events[0]?.whitelistConfig?.registrationStartedAt).toBe(
      '2025-12-01T00:00:00.000Z',
    );
    expect(collections.find((c) => c.id === 'voidrunner-genesis')).toMatchObject({
      status: 'LIVE',
    });
    expect(collections.find((c) => c.id === 'ember-wyrm-hatchlings')).toMatchObject({
      isSoldOut: true,
    });
  });

  it('spec 2 §7 featured: not hidden, priority > 0, endAt not past, priority descending', async () => {
    const zero = await addCollection(server, { priority: 0 });
    const hidden = await addCollection(server, { priority: 7, isHidden: true });
    const collections = await featured();
    const ids = collections.map((collection) => collection.id);
    expect(ids).not.toContain(zero);
    expect(ids).not.toContain(hidden);
    // Ended in 2025: frostbyte-founders and ironclad-vanguard; hidden: wemix-prototype.
    expect(ids).not.toContain('frostbyte-founders');
    expect(ids).not.toContain('ironclad-vanguard');
    expect(ids).not.toContain('wemix-prototype');
    const priorities = collections.map((collection) => collection.priority);
    expect(priorities).toEqual([...priorities].sort((a, b) => b - a));
    expect(priorities.every((priority) => priority > 0)).toBe(true);
  });

  it('spec 2 §2 /mints/{slug}: a collection with a slug and a release date; else null', async () => {
    const page = await server.graphql(collectionQuery, { slug: 'nebula-lane-runners' });
    expect(dataOf<CollectionView>(page, 'launchpadCollection').id).toBe('nebula-lane-runners');
    const unreleased = await addCollection(server, { releasedAt: undefined, events: [] });
    expect(
      dataOf(await server.graphql(collectionQuery, { slug: unreleased }), 'launchpadCollection'),
    ).toBeNull();
    expect(
      dataOf(
        await server.graphql(collectionQuery, { slug: 'no-such-slug' }),
        'launchpadCollection',
      ),
    ).toBeNull();
  });

  it('missions show isPassed for the player; the state is UNQUALIFIED, then QUALIFIED', async () => {
    const player = await createPlayer(server);
    const slug = 'nebula-lane-runners';
    const before = dataOf<CollectionView>(
      await player.graphql(collectionQuery, { slug }),
      'launchpadCollection',
    );
    expect(before.userLaunchpadCollection).toMatchObject({
      isLocked: true,
      state: 'UNQUALIFIED',
      reservation: null,
    });
    await completeMissions(server, player, ['platform-like-5-posts']);
    const half = dataOf<CollectionView>(
      await player.graphql(collectionQuery, { slug }),
      'launchpadCollection',
    );
    expect(half.launchpadCollectionMissions.map((entry) => entry.isPassed)).toEqual([true, false]);
    expect(half.userLaunchpadCollection?.isLocked).toBe(true);
    await completeMissions(server, player, ['nebula-drift-finish-3-races']);
    const after = dataOf<CollectionView>(
      await player.graphql(collectionQuery, { slug }),
      'launchpadCollection',
    );
    expect(after.userLaunchpadCollection).toMatchObject({ isLocked: false, state: 'QUALIFIED' });
    // Open to all: no missions, never locked.
    const open = await addCollection(server);
    const openView = dataOf<CollectionView>(
      await player.graphql(collectionQuery, { slug: open }),
      'launchpadCollection',
    );
    expect(openView.userLaunchpadCollection).toMatchObject({ isLocked: false, state: 'QUALIFIED' });
  });

  it('a mints file naming an unknown mission is refused', async () => {
    await expect(
      applyDataFiles(server.handle.db, [
        parseDataFile(
          'bad.yaml',
          JSON.stringify({
            kind: 'mints',
            freeMints: [
              {
                id: 'bad-missions',
                name: 'Bad',
                description: 'Bad',
                imagePath: '/images/events/aurora-pilots.svg',
                type: 'BADGE',
                chainId: 1,
                contractType: 'offchain',
                listPrice: 0,
                maxSupply: 1,
                missions: ['no-such-mission'],
              },
            ],
          }),
        ),
      ]),
    ).rejects.toThrow(/unknown mission key "no-such-mission"/);
  });

  it('userReservations and userMintedAssets need a player; empty for a new one', async () => {
    expect(errorOf(await server.graphql(mintedAssetsQuery)).code).toBe('unauthenticated');
    const player = await createPlayer(server);
    expect(dataOf(await player.graphql(mintedAssetsQuery), 'userMintedAssets')).toEqual([]);
    expect(
      dataOf(
        await player.graphql(reservationsQuery, { collectionId: 'nebula-lane-runners' }),
        'userReservations',
      ),
    ).toEqual([]);
  });

  it('featured collections cost the same queries for 3 or 13 collections (no N+1)', async () => {
    const player = await createPlayer(server);
    const count = async () => {
      dataOf(await player.graphql(featuredQuery), 'featuredCollections');
      return statements.ofLatestRequest();
    };
    const few = await count();
    for (let index = 0; index < 10; index += 1)
      await addCollection(server, { missions: ['platform-like-5-posts'] });
    expect(await count()).toBe(few);
    expect(few).toBeLessThan(15);
  });
});
