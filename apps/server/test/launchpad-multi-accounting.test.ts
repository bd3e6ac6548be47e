// issue 13 Build 6 multi-accounting signals (spec 2 §8 multi-accounting): the visitor id an account
// signed up with (spec 1 §7 Sign up with e-mail, fingerprint) counts as one of its devices when it
// reserves, next to the reserve's own x-device-id. Accounts are signed up through the e-mailed code.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#db/schema/users.ts';
import type { AccountClient } from './support/account-client.ts';
import { uniqueEmail } from './support/account-client.ts';
import { signUp, startAccountsServer, type AccountsTestServer } from './support/accounts.ts';
import {
  addCollection,
  fromDevice,
  reservationRows,
  reserveMutation,
  type ReservationView,
} from './support/launchpad.ts';
import { dataOf, errorOf } from './support/players.ts';

let server: AccountsTestServer;
beforeAll(async () => {
  server = await startAccountsServer();
});
afterAll(() => server.close());

const MULTI_ACCOUNTING = {
  code: 'multi-accounting',
  message: 'Another account already reserved this collection from this device.',
};

/** A player signed up on a device (the web sends the device's visitor id as the fingerprint). */
async function signedUpOn(device: string | null): Promise<AccountClient> {
  const client = server.client();
  const email = uniqueEmail('multi');
  await signUp(server, client, email, device ? { fingerprint: device } : {});
  return client;
}

const reserve = (client: AccountClient, collectionId: string, device?: string) =>
  client.graphql(reserveMutation, { collectionId }, device ? fromDevice(device) : {});
const reservedState = async (client: AccountClient, collectionId: string, device?: string) =>
  dataOf<ReservationView>(await reserve(client, collectionId, device), 'reserveCollection').state;

const uniqueDevice = (label: string) => `${label}-${Math.random().toString(36).slice(2)}`;

describe('multi-accounting with the sign-up visitor id', () => {
  it('stores the visitor id an account signed up with', async () => {
    const device = uniqueDevice('signup');
    const client = await signedUpOn(device);
    const { body } = await client.graphql('query { me { id } }');
    const id = (body.data?.['me'] as { id: string }).id;
    const [row] = await server.handle.db
      .select({ fingerprint: users.fingerprint })
      .from(users)
      .where(eq(users.id, id));
    expect(row?.fingerprint).toBe(device);
  });

  it('an account signed up on the device another account reserved from: multi-accounting', async () => {
    const id = await addCollection(server);
    const device = uniqueDevice('shared');
    const first = await signedUpOn(null);
    expect(await reservedState(first, id, device)).toBe('RESERVED');
    // The second account signed up on that device and reserves from a device id never seen before.
    const second = await signedUpOn(device);
    expect(errorOf(await reserve(second, id, uniqueDevice('fresh')))).toEqual(MULTI_ACCOUNTING);
    // …and without any device header.
    expect(errorOf(await reserve(second, id))).toEqual(MULTI_ACCOUNTING);
    expect(await reservationRows(server, id)).toHaveLength(1);
    // Another collection is fine.
    const other = await addCollection(server);
    expect(await reservedState(second, other)).toBe('RESERVED');
  });

  it('an account reserving from the device another reserving account signed up on: multi-accounting', async () => {
    const id = await addCollection(server);
    const device = uniqueDevice('home');
    const first = await signedUpOn(device);
    // The first account reserves from another device id (or none): its sign-up device still counts.
    expect(await reservedState(first, id)).toBe('RESERVED');
    const second = await signedUpOn(null);
    expect(errorOf(await reserve(second, id, device))).toEqual(MULTI_ACCOUNTING);
  });

  it('two accounts signed up on one device, reserving without device headers: multi-accounting', async () => {
    const id = await addCollection(server);
    const device = uniqueDevice('twin');
    const first = await signedUpOn(device);
    const second = await signedUpOn(device);
    expect(await reservedState(first, id)).toBe('RESERVED');
    expect(errorOf(await reserve(second, id))).toEqual(MULTI_ACCOUNTING);
  });

  it('accounts of different devices reserve the same collection', async () => {
    const id = await addCollection(server);
    const first = await signedUpOn(uniqueDevice('one'));
    const second = await signedUpOn(uniqueDevice('two'));
    expect(await reservedState(first, id, uniqueDevice('one-reserve'))).toBe('RESERVED');
    expect(await reservedState(second, id, uniqueDevice('two-reserve'))).toBe('RESERVED');
  });

  it('the same account reserving again from its own sign-up device is not multi-accounting', async () => {
    const id = await addCollection(server, { reserveLimitPerPlayer: 2 });
    const device = uniqueDevice('own');
    const player = await signedUpOn(device);
    expect(await reservedState(player, id, device)).toBe('RESERVED');
    expect(await reservedState(player, id, device)).toBe('RESERVED');
  });

  it('5 accounts signed up on one device reserving at once, each from a fresh device id: 1 reserves', async () => {
    const id = await addCollection(server, { maxSupply: 100 });
    const device = uniqueDevice('race');
    const accounts: AccountClient[] = [];
    for (let index = 0; index < 5; index += 1) accounts.push(await signedUpOn(device));
    const responses = await Promise.all(
      accounts.map((client) => reserve(client, id, uniqueDevice('fresh'))),
    );
    const codes = responses.map((response) => errorOf(response).code ?? 'ok');
    expect(codes.filter((code) => code === 'ok')).toHaveLength(1);
    expect(codes.filter((code) => code === 'multi-accounting')).toHaveLength(4);
    expect(await reservationRows(server, id)).toHaveLength(1);
  }, 60_000);
});
