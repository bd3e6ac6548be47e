// The collection page's query reads again while the player's mint is PROCESSING (the airdrop job or
// the chain confirmation), so the page turns CLAIMED without a reload; otherwise it does not poll.
import { describe, expect, it } from 'vitest';
import type { ApiClient } from './client.ts';
import { launchpadCollectionQueryOptions } from './launchpad.ts';

type Interval = (query: { state: { data: unknown } }) => number | false;

const interval = launchpadCollectionQueryOptions({} as ApiClient, {
  slug: 'winter-badge',
  signedIn: true,
}).refetchInterval as unknown as Interval;
const withState = (state: string | null) => ({
  state: {
    data: state ? { userLaunchpadCollection: { state } } : { userLaunchpadCollection: null },
  },
});

describe('the launchpad collection query', () => {
  it('polls every 3 s while the mint is PROCESSING, and only then', () => {
    expect(interval(withState('PROCESSING'))).toBe(3_000);
    for (const state of ['RESERVED', 'COMPLETED', 'EXPIRED', 'QUALIFIED', null])
      expect(interval(withState(state))).toBe(false);
    expect(interval({ state: { data: null } })).toBe(false);
  });
});
