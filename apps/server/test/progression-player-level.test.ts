// common.md "Level" / spec 2 §4: the level a player stands at is the XP level, held at the target of
// the lowest open special mission the XP has reached.
import { describe, expect, it } from 'vitest';
import { playerLevel, type MissionStatus } from '#modules/progression/player-level.ts';

const levels = [1, 2, 3, 4, 5, 6].map((level) => ({ level, requiredXp: level * 100 }));
const mission = (id: number, targetLevel: number, done: Partial<MissionStatus> = {}) => ({
  id,
  targetLevel,
  completedAt: null,
  bypassedAt: null,
  ...done,
});

describe('playerLevel', () => {
  it('is the XP level without missions', () => {
    expect(playerLevel({ xp: 350, levels, missions: [] })).toMatchObject({
      level: 3,
      xpLevel: 3,
      nextLevel: 4,
      levelProgress: 0.5,
      blockingMission: null,
    });
  });

  it('holds at the lowest open mission the XP reached, nearly full, and names it', () => {
    const missions = [mission(2, 4), mission(1, 2)];
    const held = playerLevel({ xp: 560, levels, missions });
    expect(held).toMatchObject({
      xp: 560,
      level: 2,
      xpLevel: 5,
      currLevelXp: 200,
      nextLevel: 3,
      nextLevelXp: 300,
      blockingMission: { id: 1 },
    });
    expect(held.levelProgress).toBeCloseTo(0.99);
  });

  it('blocks at the target exactly too, and not below it', () => {
    expect(playerLevel({ xp: 250, levels, missions: [mission(1, 2)] })).toMatchObject({
      level: 2,
      levelProgress: 0.5,
      blockingMission: { id: 1 },
    });
    expect(playerLevel({ xp: 150, levels, missions: [mission(1, 2)] }).blockingMission).toBeNull();
  });

  it('lets completed and bypassed missions go, up to the next open one', () => {
    const missions = [
      mission(1, 2, { completedAt: new Date() }),
      mission(2, 3, { bypassedAt: new Date() }),
      mission(3, 5),
    ];
    expect(playerLevel({ xp: 650, levels, missions })).toMatchObject({
      level: 5,
      xpLevel: 6,
      blockingMission: { id: 3 },
    });
  });

  it('holds at the last level without a next level as complete', () => {
    expect(playerLevel({ xp: 900, levels, missions: [mission(1, 6)] })).toMatchObject({
      level: 6,
      nextLevel: null,
      levelProgress: 1,
      blockingMission: { id: 1 },
    });
  });
});
