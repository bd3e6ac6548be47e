// spec 1 §3 User battle pass state (xp, level, currLevelXp, nextLevel, nextLevelXp, levelProgress 0..1)
// derived from the battle pass levels (level, requiredXp).

/** One battle pass level: requiredXp is the cumulative XP needed to reach it. */
export type LevelRequirement = { level: number; requiredXp: number };

/** A player's position on the level track. */
export type LevelProgress = {
  xp: number;
  /** Highest level whose requiredXp the player has reached; 0 below the lowest level's requirement. */
  level: number;
  /** Cumulative XP at which the current level starts (0 at level 0). */
  currLevelXp: number;
  /** The next level on the track, or null at the max level. */
  nextLevel: number | null;
  /** Cumulative XP needed for the next level, or null at the max level. */
  nextLevelXp: number | null;
  /** Progress from the current level to the next, 0..1; 1 at the max level. */
  levelProgress: number;
};

/** Where `xp` puts the player on the level track; `levels` may be unsorted. */
export function levelProgress(xp: number, levels: ReadonlyArray<LevelRequirement>): LevelProgress {
  if (!Number.isFinite(xp)) throw new RangeError(`Invalid XP: ${xp}`);
  const track = [...levels].sort((a, b) => a.level - b.level);
  let current: LevelRequirement | null = null;
  for (const entry of track) {
    if (entry.requiredXp <= xp) current = entry;
  }
  const level = current?.level ?? 0;
  const currLevelXp = current?.requiredXp ?? 0;
  const next = track.find((entry) => entry.level > level) ?? null;
  if (next === null) {
    return { xp, level, currLevelXp, nextLevel: null, nextLevelXp: null, levelProgress: 1 };
  }
  const span = next.requiredXp - currLevelXp;
  const progress = span <= 0 ? 1 : Math.min(1, Math.max(0, (xp - currLevelXp) / span));
  return {
    xp,
    level,
    currLevelXp,
    nextLevel: next.level,
    nextLevelXp: next.requiredXp,
    levelProgress: progress,
  };
}
