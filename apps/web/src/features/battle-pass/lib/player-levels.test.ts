import { describe, expect, it } from 'vitest';
import { fixtureLevels } from '@levelup/api/testing/battle-pass-page.fixtures';
import { playerStateFixture } from '@levelup/api/testing/progression.fixtures';
import { trackRewards, uncollectedRewardIds, withOpenSpecialMissions } from './player-levels.ts';

const missionAt = (levels: ReturnType<typeof withOpenSpecialMissions>) =>
  levels.find((entry) => entry.level === 2)?.specialMission?.id ?? null;

describe('the levels a signed-in player sees (spec 2 §4 blocker quest)', () => {
  it('keeps a mission above the player and the one blocking them, drops one they are past or have done', () => {
    expect(
      missionAt(withOpenSpecialMissions(fixtureLevels, playerStateFixture({ level: 1 }))),
    ).toBe('m1');
    const blocking = playerStateFixture({
      level: 2,
      blockingSpecialMission: {
        id: 'm1',
        challengeId: 'c1',
        title: 't',
        description: 'd',
        targetLevel: 2,
        snowflakeBypassCost: 250,
      },
    });
    expect(missionAt(withOpenSpecialMissions(fixtureLevels, blocking))).toBe('m1');
    // Bypassed or completed at its level: the server no longer names it blocking.
    expect(
      missionAt(withOpenSpecialMissions(fixtureLevels, playerStateFixture({ level: 2 }))),
    ).toBeNull();
  });

  it("claims every uncollected reward of a card's level and track", () => {
    const rewards = [
      { id: 'a', collectedAt: '2026-11-22T10:00:00.000Z' },
      { id: 'b', collectedAt: null },
      { id: 'c' },
    ];
    expect(uncollectedRewardIds(rewards)).toEqual(['b', 'c']);
    expect(trackRewards(fixtureLevels, 1, 'premium').map((reward) => reward.id)).toEqual(['r2']);
    expect(trackRewards(fixtureLevels, 9, 'basic')).toEqual([]);
  });
});
