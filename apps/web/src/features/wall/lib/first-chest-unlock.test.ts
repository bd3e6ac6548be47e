// Issue 27: the sidebar says what unlocks a new player's first daily chest, from the gate's data.
import { describe, expect, it } from 'vitest';
import { wallText } from '../wall-text.ts';
import {
  firstChestUnlockMessage,
  unlockWait,
  type DailyChestUnlock,
} from './first-chest-unlock.ts';

const NOW = Date.parse('2026-11-28T12:00:00Z');
const HOUR_MS = 3600_000;
const at = (hours: number) => new Date(NOW + hours * HOUR_MS).toISOString();
const gate: DailyChestUnlock = {
  accountOldEnoughAt: at(72),
  activityNeeded: true,
  minXpEarned: 100,
  minMissionsCompleted: 1,
  verifiedEmailCounts: false,
};
const message = (unlock: Partial<DailyChestUnlock>) =>
  firstChestUnlockMessage(wallText, { ...gate, ...unlock }, NOW);

describe('the first daily chest unlock (issue 27)', () => {
  it("says the wait and the activity of a new account's gate", () => {
    expect(message({ accountOldEnoughAt: at(71.5) })).toBe(
      'Your first daily chest unlocks in 3 days, once you have 100 XP or have completed a mission.',
    );
  });

  it('says only what is left', () => {
    expect(message({ activityNeeded: false })).toBe('Your first daily chest unlocks in 3 days.');
    expect(message({ accountOldEnoughAt: null })).toBe(
      'Your first daily chest unlocks once you have 100 XP or have completed a mission.',
    );
    expect(message({ accountOldEnoughAt: at(-1), activityNeeded: false })).toBeNull();
  });

  it('names every activity the gate counts, and none it does not', () => {
    expect(
      message({
        accountOldEnoughAt: null,
        minXpEarned: 0,
        minMissionsCompleted: 3,
        verifiedEmailCounts: true,
      }),
    ).toBe(
      'Your first daily chest unlocks once you have completed 3 missions or have verified your e-mail.',
    );
    expect(message({ minXpEarned: 1500, minMissionsCompleted: 0 })).toBe(
      'Your first daily chest unlocks in 3 days, once you have 1,500 XP.',
    );
  });

  it('rounds the wait up in the largest unit that fits', () => {
    expect(unlockWait(at(25), NOW)).toEqual({ unit: 'days', count: 2 });
    expect(unlockWait(at(24), NOW)).toEqual({ unit: 'hours', count: 24 });
    expect(unlockWait(at(1.2), NOW)).toEqual({ unit: 'hours', count: 2 });
    expect(unlockWait(at(1 / 60), NOW)).toEqual({ unit: 'minutes', count: 1 });
    expect(unlockWait(at(0), NOW)).toBeNull();
    expect(message({ accountOldEnoughAt: at(0.5), activityNeeded: false })).toBe(
      'Your first daily chest unlocks in 30 minutes.',
    );
    expect(message({ accountOldEnoughAt: at(1 / 60), activityNeeded: false })).toBe(
      'Your first daily chest unlocks in 1 minute.',
    );
  });
});
