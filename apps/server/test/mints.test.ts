// spec 1 §2 Free-mint display and §3 Free mint / event: status, sold out, progress, chains, tiers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server.ts';

type FreeMintResult = {
  id: string;
  status: 'UPCOMING' | 'LIVE' | 'ENDED';
  isSoldOut: boolean;
  soldFraction: number;
  chainId: number;
  weeklyGoldBonus: number | null;
  collectionGroups: string[];
  priority: number;
};

let server: TestServer;
let mints: FreeMintResult[];
beforeAll(async () => {
  server = await startTestServer();
  const { body } = await server.graphql(
    '{ freeMints { id name status isSoldOut soldFraction chainId weeklyGoldBonus collectionGroups priority events { startAt endAt } } }',
  );
  expect(body.errors).toBeUndefined();
  mints = body.data?.['freeMints'] as FreeMintResult[];
});
afterAll(() => server.close());

const byId = (id: string) => mints.find((mint) => mint.id === id);

describe('freeMints', () => {
  it('has events in every status', () => {
    expect(new Set(mints.map((mint) => mint.status))).toEqual(
      new Set(['UPCOMING', 'LIVE', 'ENDED']),
    );
    expect(byId('aurora-pilots')?.status).toBe('LIVE');
    expect(byId('starlit-relics')?.status).toBe('UPCOMING');
    expect(byId('frostbyte-founders')?.status).toBe('ENDED');
  });

  it('computes sold out and the sold fraction from the supply', () => {
    expect(byId('ember-wyrm-hatchlings')).toMatchObject({
      status: 'LIVE',
      isSoldOut: true,
      soldFraction: 1,
    });
    expect(byId('aurora-pilots')).toMatchObject({ isSoldOut: false, soldFraction: 0.29 });
    // A paid collection counts minted units (spec 2 §4).
    expect(byId('voidrunner-genesis')).toMatchObject({ isSoldOut: false, soldFraction: 0.3 });
    // An unlimited supply is never sold out.
    expect(byId('beam-season-badge')).toMatchObject({ isSoldOut: false, soldFraction: 0 });
  });

  it('carries tiers, the weekly gold bonus and chain ids of spec 2 §9', () => {
    expect(byId('aurora-pilots')).toMatchObject({
      weeklyGoldBonus: 250,
      collectionGroups: ['Bronze', 'Silver', 'Gold', 'Platinum'],
    });
    // spec 2 §9, and the local development chain of the on-chain demo collection (issue 13).
    const known = [42161, 8453, 4337, 56, 137, 1111, 2020, 43114, -1, 31337];
    expect(mints.every((mint) => known.includes(mint.chainId))).toBe(true);
  });

  it('hides hidden events and lists the rest by priority, highest first', () => {
    expect(byId('wemix-prototype')).toBeUndefined();
    const priorities = mints.map((mint) => mint.priority);
    expect(priorities).toEqual([...priorities].sort((a, b) => b - a));
  });
});
