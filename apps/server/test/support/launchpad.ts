// Launchpad collections for the launchpad tests (issue 13): a collection applied from a mints data
// file with a fresh id, the player's missions completed, the GraphQL operations and row reads.
import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { userMintedAssets, userReservations } from '#db/schema/launchpad.ts';
import { freeMints } from '#db/schema/mints.ts';
import { applyDataFiles } from '#season-files/apply-files.ts';
import { parseDataFile } from '#season-files/data-file.ts';
import { setUserMission } from './challenges-fixture.ts';
import { missionByKey } from './game-events.ts';
import type { Player } from './players.ts';
import type { TestServer } from './test-server.ts';

export const collectionFields = /* GraphQL */ `
  id slug name chainId releasedAt endAt listPrice maxSupply mintedCount reservedCount isHidden priority
  contractType offchainActionType reserveLimitPerPlayer mintLimitPerPlayer reservationMinutes
  status isSoldOut soldFraction
  events { startAt endAt whitelistConfig { registrationStartedAt registrationEndedAt } }
  launchpadCollectionMissions { isPassed mission { id key title } }
  userLaunchpadCollection { isLocked state reservedCount mintedCount reservation { id state } }
`;
export const reservationFields = /* GraphQL */ `
  id collectionId stage reservedAt reservationExpiredAt state
  offchainAction { actionType scheduledAt pendingDisplay }
  collection { id reservedCount }
`;
export const featuredQuery = `query { featuredCollections { ${collectionFields} } }`;
export const collectionQuery = `query ($slug: String!) { launchpadCollection(slug: $slug) { ${collectionFields} } }`;
export const reservationsQuery = `query ($collectionId: ID!) { userReservations(collectionId: $collectionId) { ${reservationFields} } }`;
export const mintedAssetsQuery = `query { userMintedAssets { id collectionId chainId tokenId txHash createdAt collection { id } } }`;
export const reserveMutation = `mutation ($collectionId: ID!) { reserveCollection(collectionId: $collectionId) { ${reservationFields} } }`;
export const mintMutation = `mutation ($reservationId: ID!) { mintReservation(reservationId: $reservationId) { reservation { ${reservationFields} } voucher { signature } } }`;
export const confirmMutation = `mutation ($reservationId: ID!, $txHash: String!) { confirmMint(reservationId: $reservationId, txHash: $txHash) { id } }`;

export type CollectionView = {
  id: string;
  slug: string | null;
  status: string;
  isSoldOut: boolean;
  reservedCount: number;
  mintedCount: number;
  priority: number;
  events: { whitelistConfig: { registrationStartedAt: string | null } | null }[];
  launchpadCollectionMissions: { isPassed: boolean; mission: { key: string } }[];
  userLaunchpadCollection: {
    isLocked: boolean;
    state: string;
    reservedCount: number;
    mintedCount: number;
    reservation: { id: string; state: string } | null;
  } | null;
};
export type ReservationView = {
  id: string;
  collectionId: string;
  stage: number;
  state: string;
  reservationExpiredAt: string;
  offchainAction: {
    actionType: string;
    scheduledAt: string | null;
    pendingDisplay: string | null;
  } | null;
  collection: { id: string; reservedCount: number };
};

/** A live, free, offchain collection open to all unless `fields` say otherwise; answers its id. */
export async function addCollection(
  server: TestServer,
  fields: Record<string, unknown> = {},
): Promise<string> {
  const id = `lp-${randomBytes(5).toString('hex')}`;
  const mint = {
    id,
    slug: id,
    name: `Collection ${id}`,
    description: 'A launchpad test collection.',
    imagePath: '/images/events/aurora-pilots.svg',
    type: 'COLLECTIBLE',
    chainId: 42161,
    contractType: 'offchain',
    offchainActionType: 'Airdrop',
    releasedAt: '2026-01-01T00:00:00Z',
    endAt: '2030-12-31T23:59:59Z',
    events: [{ startAt: '2026-01-01T00:00:00Z', endAt: '2030-12-31T23:59:59Z' }],
    listPrice: 0,
    maxSupply: 10,
    priority: 5,
    ...fields,
  };
  await applyDataFiles(server.handle.db, [
    parseDataFile(`${id}.yaml`, JSON.stringify({ kind: 'mints', freeMints: [mint] })),
  ]);
  return id;
}

/** Marks the player's missions of these keys complete (their 'once' user missions). */
export async function completeMissions(server: TestServer, player: Player, keys: string[]) {
  for (const key of keys) {
    const mission = await missionByKey(server, key);
    await setUserMission(server.handle.db, {
      userId: player.id,
      missionId: mission.id,
      period: 'once',
      progress: mission.targetValue,
      completedAt: new Date(),
    });
  }
}

export async function collectionRow(server: TestServer, id: string) {
  const [row] = await server.handle.db.select().from(freeMints).where(eq(freeMints.id, id));
  return row!;
}

export function reservationRows(server: TestServer, collectionId: string) {
  return server.handle.db
    .select()
    .from(userReservations)
    .where(eq(userReservations.collectionId, collectionId));
}

export function mintedRows(server: TestServer, collectionId: string) {
  return server.handle.db
    .select()
    .from(userMintedAssets)
    .where(eq(userMintedAssets.collectionId, collectionId));
}

/** Moves a reservation's expiry into the past (no waiting in tests). */
export async function expireNow(server: TestServer, reservationId: string) {
  await server.handle.db
    .update(userReservations)
    .set({ reservationExpiredAt: new Date(Date.now() - 1000) })
    .where(eq(userReservations.id, reservationId));
}

export const withKey = (key = randomUUID()) => ({ headers: { 'idempotency-key': key } });
export const fromDevice = (deviceId: string) => ({ headers: { 'x-device-id': deviceId } });
