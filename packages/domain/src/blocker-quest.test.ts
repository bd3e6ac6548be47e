import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blockingQuest, isBlockerUncompleted, sortBlockerQuests } from './blocker-quest.ts';

const at = '2024-05-15T12:00:00.000Z';
const quest = (
  id: string,
  targetValue: number,
  userChallenge: { cancelledAt?: string | null; rewardCollectedAt?: string | null } | null = null,
) => ({
  id,
  targetValue,
  userChallenge,
});

describe('sortBlockerQuests', () => {
  it('sorts by target value without touching the input', () => {
    const quests = [quest('c', 30), quest('a', 10), quest('b', 20)];
    expect(sortBlockerQuests(quests).map((q) => q.id)).toEqual(['a', 'b', 'c']);
    expect(quests.map((q) => q.id)).toEqual(['c', 'a', 'b']);
  });
});

describe('isBlockerUncompleted', () => {
  it('is uncompleted up to and including the target level', () => {
    expect(isBlockerUncompleted({ userLevel: 9, targetValue: 10 })).toBe(true);
    expect(isBlockerUncompleted({ userLevel: 10, targetValue: 10 })).toBe(true);
    expect(isBlockerUncompleted({ userLevel: 11, targetValue: 10 })).toBe(false);
  });
});

describe('blockingQuest', () => {
  it('blocks at exactly the target level', () => {
    const quests = [quest('b', 20), quest('a', 10)];
    expect(blockingQuest({ quests, userLevel: 10 })?.id).toBe('a');
    expect(blockingQuest({ quests, userLevel: 9 })).toBeNull();
    expect(blockingQuest({ quests, userLevel: 11 })).toBeNull();
  });

  it('does not block once cancelled or collected', () => {
    expect(
      blockingQuest({ quests: [quest('a', 10, { cancelledAt: at })], userLevel: 10 }),
    ).toBeNull();
    expect(
      blockingQuest({ quests: [quest('a', 10, { rewardCollectedAt: at })], userLevel: 10 }),
    ).toBeNull();
    expect(
      blockingQuest({
        quests: [quest('a', 10, { cancelledAt: null, rewardCollectedAt: null })],
        userLevel: 10,
      })?.id,
    ).toBe('a');
  });

  it('only ever returns an open quest at the user level', () => {
    const questArb = fc.record({
      id: fc.string(),
      targetValue: fc.integer({ min: 1, max: 5 }),
      userChallenge: fc.option(
        fc.record({
          cancelledAt: fc.option(fc.constant(at), { nil: null }),
          rewardCollectedAt: fc.option(fc.constant(at), { nil: null }),
        }),
        { nil: null },
      ),
    });
    fc.assert(
      fc.property(
        fc.array(questArb, { maxLength: 8 }),
        fc.integer({ min: 1, max: 5 }),
        (quests, userLevel) => {
          const found = blockingQuest({ quests, userLevel });
          const open = quests.filter(
            (q) =>
              q.targetValue === userLevel &&
              !q.userChallenge?.cancelledAt &&
              !q.userChallenge?.rewardCollectedAt,
          );
          expect(found === null).toBe(open.length === 0);
          if (found) expect(open).toContain(found);
        },
      ),
    );
  });
});
