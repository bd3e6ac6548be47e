// spec 1 §4 Reward progress for a signed-in partner player: claimable cards (drawn unlocked by the
// shared track rules) get CLAIM; spec 2 §8 claim errors show the catalogue's text.
import { apiErrorCode, apiErrorMessage, PROGRESSION_ERROR_TEXTS } from '@levelup/api/errors';
import type { RewardTrack } from '@levelup/domain/reward-progress';
import type { LevelColumnView } from '@levelup/ui/battle-pass/lib/level-columns';

/** A claim of one reward card: its level and track. */
export type RewardClaim = { level: number; track: RewardTrack };

/** The columns whose claimable (unlocked) cards claim on click. */
export function withClaims(
  columns: LevelColumnView[],
  onClaim: (claim: RewardClaim) => void,
): LevelColumnView[] {
  const claimable = (column: LevelColumnView, track: RewardTrack) => {
    const reward = track === 'basic' ? column.basicReward : column.premiumReward;
    if (!reward || reward.visual !== 'unlocked') return reward;
    return { ...reward, onSelect: () => onClaim({ level: column.level, track }) };
  };
  return columns.map((column) => ({
    ...column,
    basicReward: claimable(column, 'basic'),
    premiumReward: claimable(column, 'premium'),
  }));
}

/** The text of a failed claim or purchase: the catalogue's, else the server's message. */
export function progressionErrorText(error: unknown): string {
  const code = apiErrorCode(error);
  return (code && PROGRESSION_ERROR_TEXTS[code]) || apiErrorMessage(error);
}
