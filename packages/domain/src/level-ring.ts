// spec 1 §4 Level ring and §9: the ring shows 0 to 90 percent in steps of 10.

/** Highest percent the level ring shows before the level is reached. */
export const LEVEL_RING_MAX_PERCENT = 90;
/** Step of the level ring percent. */
export const LEVEL_RING_STEP_PERCENT = 10;

/** Input of {@link levelRingPercent}. */
export type LevelRingPercentParameters = {
  /** Progress toward the next level, 0..1. */
  levelProgress: number;
  hasNextLevel: boolean;
};

// Absorbs binary rounding (0.3 * 10 = 2.9999...) so an exact tenth lands on its own step.
const EPSILON = 1e-9;

/** Level ring percent: progress floored to tens, 0 under 10, capped at 90, and 0 with no next level. */
export function levelRingPercent({
  levelProgress,
  hasNextLevel,
}: LevelRingPercentParameters): number {
  if (!hasNextLevel || !Number.isFinite(levelProgress) || levelProgress <= 0) return 0;
  const steps = Math.floor(levelProgress * (100 / LEVEL_RING_STEP_PERCENT) + EPSILON);
  return Math.min(LEVEL_RING_MAX_PERCENT, steps * LEVEL_RING_STEP_PERCENT);
}
