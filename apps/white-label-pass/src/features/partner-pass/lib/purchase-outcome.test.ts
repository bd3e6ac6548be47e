import { ClientError } from 'graphql-request';
import { describe, expect, it } from 'vitest';
import { progressionErrorText } from './player-claims.ts';
import { purchaseOutcome } from './purchase-outcome.ts';

const graphqlError = (code: string, message = code) =>
  new ClientError(
    { status: 200, headers: new Headers(), errors: [{ message, extensions: { code } }] } as never,
    { query: '' },
  );

describe('claim and purchase errors of a partner player (spec 2 §8, spec 1 §8)', () => {
  it('says the reward was already collected, and no reward is left', () => {
    expect(progressionErrorText(graphqlError('reward-already-collected'))).toBe(
      'You have already collected this reward!',
    );
    expect(progressionErrorText(graphqlError('no-reward-to-collect'))).toBe(
      'No more reward to collect.',
    );
    expect(progressionErrorText(graphqlError('reward-locked', 'Level up to claim'))).toBe(
      'Level up to claim',
    );
  });

  it('opens the not-enough-balance modal with the currency paid', () => {
    expect(purchaseOutcome(graphqlError('insufficient-balance'), 'booster', 'PLAYPOINT')).toEqual({
      kind: 'notEnoughBalance',
      currency: 'PLAYPOINT',
    });
  });

  it('names the invalid configuration and shows premium unavailable', () => {
    expect(purchaseOutcome(graphqlError('invalid-configuration'), 'booster', 'GOLD')).toEqual({
      kind: 'message',
      text: 'Invalid XP booster configuration',
    });
    expect(purchaseOutcome(graphqlError('premium-unavailable'), 'premium', 'GOLD')).toEqual({
      kind: 'message',
      text: 'Purchasing a Premium Battle Pass is not available at the moment.',
    });
  });
});
