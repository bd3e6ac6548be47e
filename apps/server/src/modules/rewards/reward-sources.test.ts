// spec 1 §3 Reward sources: each credit's source from its ledger reason and key (issue 27).
import { describe, expect, it } from 'vitest';
import { countsGameEvents, missionRewardRef, rewardSourceOf } from './reward-sources.ts';

const never = () => false;

describe('rewardSourceOf', () => {
  it('reads the source of the reasons that name it', () => {
    expect(rewardSourceOf({ reason: 'FREE_MINT', idempotencyKey: 'launchpad-mint:r' }, never)).toBe(
      'FreeMint',
    );
    expect(
      rewardSourceOf({ reason: 'CLAIM_BADGE_GOLD', idempotencyKey: 'badge-gold:u:w:B' }, never),
    ).toBe('FreeMint');
    expect(
      rewardSourceOf({ reason: 'WEEKLY_GOLD_BONUS', idempotencyKey: 'weekly-gold:u:w' }, never),
    ).toBe('Duration');
    expect(rewardSourceOf({ reason: 'ADMIN_OPS', idempotencyKey: 'operator:1' }, never)).toBe(
      'External',
    );
    expect(
      rewardSourceOf({ reason: 'CHEST_REWARD', idempotencyKey: 'chest-opening:u' }, never),
    ).toBe('Platform');
  });

  it('pays a mission or challenge fed by a game as GamePlatform, the platform otherwise', () => {
    const gameFed = (ref: { kind: string; id: number }) => ref.kind === 'mission' && ref.id === 7;
    const mission = (id: number) => ({
      reason: 'COLLECT_CHALLENGE_REWARD',
      idempotencyKey: `mission:${id}:3`,
    });
    expect(rewardSourceOf(mission(7), gameFed)).toBe('GamePlatform');
    expect(rewardSourceOf(mission(8), gameFed)).toBe('Platform');
    // A battle pass claim (claim:<user>:<reward>) is the platform's.
    expect(
      rewardSourceOf(
        { reason: 'COLLECT_CHALLENGE_REWARD', idempotencyKey: 'claim:u:4' },
        () => true,
      ),
    ).toBe('Platform');
  });
});

describe('missionRewardRef', () => {
  it('reads mission and challenge keys only', () => {
    const reason = 'COLLECT_CHALLENGE_REWARD';
    expect(missionRewardRef({ reason, idempotencyKey: 'challenge:12:5' })).toEqual({
      kind: 'challenge',
      id: 12,
    });
    expect(missionRewardRef({ reason, idempotencyKey: 'mission:x:5' })).toBeNull();
    expect(missionRewardRef({ reason: 'CHEST_REWARD', idempotencyKey: 'mission:1:5' })).toBeNull();
  });
});

describe('countsGameEvents', () => {
  it('is true for a mission of a game or of a non-platform event type', () => {
    expect(countsGameEvents({ gameKey: 'rift-runners', eventTypes: ['level_reached'] })).toBe(true);
    expect(countsGameEvents({ gameKey: null, eventTypes: ['race_finished'] })).toBe(true);
    expect(
      countsGameEvents({ gameKey: null, eventTypes: ['level_reached', 'wallet_connected'] }),
    ).toBe(false);
  });
});
