import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  challengeEndAt,
  challengeRewardType,
  isChallengeActive,
  isRewardPending,
  missionState,
  pendingRewards,
  userChallengeRewardProgress,
  type UserChallengeTimes,
} from './challenges.ts';

const startedAt = '2026-11-20T10:00:00.000Z';
const now = Date.parse('2026-11-22T10:00:00.000Z');
const fixed = { endAt: '2026-11-30T00:00:00.000Z' };
const weekly = { duration: '7 days' };

describe('challengeEndAt', () => {
  it('is the fixed end, else startedAt plus the duration, else none', () => {
    expect(challengeEndAt({ startedAt, stage: fixed })?.toISOString()).toBe(fixed.endAt);
    expect(challengeEndAt({ startedAt, stage: weekly })?.toISOString()).toBe(
      '2026-11-27T10:00:00.000Z',
    );
    expect(challengeEndAt({ startedAt: null, stage: weekly })).toBeNull();
    expect(challengeEndAt({ startedAt, stage: {} })).toBeNull();
  });
});

describe('isChallengeActive', () => {
  it('is active once started and before its end', () => {
    expect(isChallengeActive({ userChallenge: { startedAt }, stage: fixed, now })).toBe(true);
    expect(isChallengeActive({ userChallenge: { startedAt }, stage: weekly, now })).toBe(true);
    expect(isChallengeActive({ userChallenge: { startedAt }, stage: {}, now })).toBe(true);
  });

  it('is not active before the start, after the end, or once collected, failed or cancelled', () => {
    expect(isChallengeActive({ userChallenge: {}, stage: fixed, now })).toBe(false);
    const late = Date.parse('2026-11-27T10:00:00.000Z');
    expect(isChallengeActive({ userChallenge: { startedAt }, stage: weekly, now: late })).toBe(
      false,
    );
    for (const field of ['rewardCollectedAt', 'failedAt', 'cancelledAt'] as const)
      expect(
        isChallengeActive({ userChallenge: { startedAt, [field]: startedAt }, stage: fixed, now }),
      ).toBe(false);
  });

  it('never holds at or after the end (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 9 }), (afterMs) => {
        const end = Date.parse(fixed.endAt);
        return !isChallengeActive({
          userChallenge: { startedAt },
          stage: fixed,
          now: end + afterMs,
        });
      }),
    );
  });
});

describe('pendingRewards', () => {
  it('keeps ready rewards that are neither collected nor cancelled, in order', () => {
    const ready = { id: 1, rewardReadyAt: startedAt };
    const collected = { id: 2, rewardReadyAt: startedAt, rewardCollectedAt: startedAt };
    const cancelled = { id: 3, rewardReadyAt: startedAt, cancelledAt: startedAt };
    const notReady = { id: 4, rewardReadyAt: null };
    const other = { id: 5, rewardReadyAt: startedAt, completedAt: startedAt };
    expect(pendingRewards([ready, collected, cancelled, notReady, other])).toEqual([ready, other]);
  });

  it('is a subset of its input and idempotent (property)', () => {
    const stamp = fc.option(fc.constant(startedAt), { nil: null });
    const row = fc.record({
      rewardReadyAt: stamp,
      rewardCollectedAt: stamp,
      cancelledAt: stamp,
    });
    fc.assert(
      fc.property(fc.array(row), (rows) => {
        const pending = pendingRewards(rows);
        expect(pending.every((entry) => rows.includes(entry))).toBe(true);
        expect(pendingRewards(pending)).toEqual(pending);
        expect(pending.every(isRewardPending)).toBe(true);
        expect(rows.filter((entry) => !pending.includes(entry)).some(isRewardPending)).toBe(false);
      }),
    );
  });
});

describe('challengeRewardType', () => {
  it('is premium when the challenge has missions itself, otherwise free', () => {
    expect(challengeRewardType({ missions: [{ id: 1 }] })).toBe('premium');
    expect(challengeRewardType({ missions: [] })).toBe('free');
  });
});

describe('missionState', () => {
  it('takes the first state that holds: Passed, ProcessingReward, Loading, Idle', () => {
    expect(
      missionState({ userChallengeCompleted: true, launchpadMissionPassed: true, syncing: true }),
    ).toBe('Passed');
    expect(missionState({ launchpadMissionPassed: true, syncing: true })).toBe('ProcessingReward');
    expect(missionState({ syncing: true })).toBe('Loading');
    expect(missionState({})).toBe('Idle');
  });
});

describe('userChallengeRewardProgress', () => {
  const base = { signedIn: true, now };

  it('follows the reward progress of spec 1 §4 for a user challenge', () => {
    expect(
      userChallengeRewardProgress({
        ...base,
        userChallenge: { startedAt, completedAt: startedAt, rewardCollectedAt: startedAt },
        stage: fixed,
      }),
    ).toBe('success');
    expect(
      userChallengeRewardProgress({
        ...base,
        userChallenge: { startedAt, completedAt: startedAt },
        stage: fixed,
      }),
    ).toBe('completed');
    expect(
      userChallengeRewardProgress({
        ...base,
        userChallenge: { startedAt, failedAt: startedAt },
        stage: fixed,
      }),
    ).toBe('failed');
    expect(
      userChallengeRewardProgress({ ...base, userChallenge: { startedAt }, stage: fixed }),
    ).toBe('inProgress');
    expect(userChallengeRewardProgress({ ...base, userChallenge: null, stage: fixed })).toBe(
      'inProgress',
    );
    expect(
      userChallengeRewardProgress({ ...base, signedIn: false, userChallenge: null, stage: fixed }),
    ).toBe('locked');
  });

  it('ends with the player window (duration) and is locked after it', () => {
    const late = Date.parse('2026-11-28T00:00:00.000Z');
    expect(
      userChallengeRewardProgress({
        ...base,
        now: late,
        userChallenge: { startedAt },
        stage: weekly,
      }),
    ).toBe('locked');
    expect(
      userChallengeRewardProgress({
        ...base,
        now: late,
        userChallenge: { startedAt, endsAt: '2026-12-01T00:00:00.000Z' },
        stage: weekly,
      }),
    ).toBe('inProgress');
  });

  it('is completed by level with the feature check off, not with it on', () => {
    const entry = { ...base, userChallenge: null, stage: fixed, userLevel: 20, targetLevel: 20 };
    expect(userChallengeRewardProgress(entry)).toBe('completed');
    expect(userChallengeRewardProgress({ ...entry, featureCheck: true })).toBe('inProgress');
  });
});

describe('challengeEndAt with a duration (a Postgres interval, added in UTC)', () => {
  const endAfter = (start: string | number, duration: string) =>
    challengeEndAt({ startedAt: start, stage: { duration } })?.getTime();

  it('adds calendar months, clamping to the last day of the month', () => {
    expect(endAfter('2024-01-31T10:00:00.000Z', '1 mon')).toBe(
      Date.parse('2024-02-29T10:00:00.000Z'),
    );
    expect(endAfter('2024-02-29T00:00:00.000Z', '1 year')).toBe(
      Date.parse('2025-02-28T00:00:00.000Z'),
    );
  });

  it('adds days then time, across month ends and backwards', () => {
    expect(endAfter('2024-05-31T22:00:00.000Z', '1 day 03:00:00')).toBe(
      Date.parse('2024-06-02T01:00:00.000Z'),
    );
    expect(endAfter('2024-03-01T00:00:00.000Z', '-1 mons')).toBe(
      Date.parse('2024-02-01T00:00:00.000Z'),
    );
  });

  it('matches plain millisecond arithmetic for intervals without years or months', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4e12 }),
        fc.integer({ min: -400, max: 400 }),
        fc.integer({ min: -48, max: 48 }),
        (ms, days, hours) =>
          endAfter(ms, `${days} days ${hours} hours`) ===
          ms + days * 86_400_000 + hours * 3_600_000,
      ),
    );
  });
});

describe('reward progress of a stage window (spec 1 §4)', () => {
  const window = { startAt: '2024-05-01T00:00:00.000Z', endAt: '2024-05-31T00:00:00.000Z' };
  const live = Date.parse('2024-05-15T00:00:00.000Z');
  const progress = (
    userChallenge: UserChallengeTimes,
    more: Partial<Parameters<typeof userChallengeRewardProgress>[0]> = {},
  ) =>
    userChallengeRewardProgress({
      userChallenge,
      stage: window,
      signedIn: true,
      now: live,
      ...more,
    });

  it('is success once collected, before anything else', () => {
    const done = { rewardCollectedAt: window.startAt, completedAt: window.startAt };
    expect(progress(done)).toBe('success');
    expect(progress({ rewardCollectedAt: window.startAt }, { signedIn: false, now: 0 })).toBe(
      'success',
    );
  });

  it('is completed when completedAt is set, even outside the window', () => {
    expect(progress({ completedAt: window.startAt })).toBe('completed');
    expect(progress({ completedAt: window.startAt }, { now: Date.parse(window.endAt) + 1 })).toBe(
      'completed',
    );
  });

  it('is completed by level only while the feature check is off', () => {
    expect(progress({}, { userLevel: 5, targetLevel: 5 })).toBe('completed');
    expect(progress({}, { userLevel: 4, targetLevel: 5 })).toBe('inProgress');
    expect(progress({}, { userLevel: 9, targetLevel: 5, featureCheck: true })).toBe('inProgress');
  });

  it('is failed after completion checks and before the time window', () => {
    expect(progress({ failedAt: window.startAt }, { stage: {} })).toBe('failed');
    expect(progress({ failedAt: window.startAt, completedAt: window.startAt }, { stage: {} })).toBe(
      'completed',
    );
  });

  it('is locked while upcoming', () => {
    expect(progress({}, { now: Date.parse(window.startAt) - 1 })).toBe('locked');
  });

  it('is in progress while live for a signed-in player, locked for a visitor', () => {
    expect(progress({})).toBe('inProgress');
    expect(progress({}, { signedIn: false })).toBe('locked');
  });

  it('is locked once ended without completion', () => {
    expect(progress({}, { now: Date.parse(window.endAt) })).toBe('locked');
  });
});
