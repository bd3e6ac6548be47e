// spec 1 §3 Reward and reward item display names, spec 1 §4 Reward progress, spec 1 §6 tooltips.
import { rewardDisplayName } from '@levelup/domain/items';
import {
  battlePassRewardProgress,
  isRewardClaimable,
  rewardCardVisual,
  rewardTooltip,
} from '@levelup/domain/reward-progress';
import type { RewardCardVisual, RewardTrack } from '@levelup/domain/reward-progress';
import type { LevelReward } from '../level-column.tsx';
import { rewardQuantityText } from '../reward-card.tsx';
import type { BattlePassViewer } from './battle-pass-viewer.ts';
import type { TrackReward } from './track-data.ts';

/** Where a reward sits: its level, its track, and whether the season is over. */
export type RewardPlacement = {
  level: number;
  track: RewardTrack;
  collectedAt: string | null;
  viewer: BattlePassViewer;
  offSeason: boolean;
};

/** A reward card's props, before the click handler is attached. */
export type RewardCardView = Omit<LevelReward, 'onSelect'>;

const THUMBNAIL_ASSET = 'THUMBNAIL';

/** The call to action on a claimable reward (spec 1 §4: only completed, uncollected rewards). */
const CLAIM_LABEL = 'CLAIM';

/** The tracks as a screen reader hears them: the free (basic) and the premium track. */
const TRACK_WORDS: Record<RewardTrack, string> = { basic: 'free', premium: 'premium' };

/** Input of {@link rewardCardLabel}. */
export type RewardCardLabelParameters = {
  level: number;
  track: RewardTrack;
  name: string;
  amount: number;
  gameName: string | null;
  visual: RewardCardVisual;
  tooltip: string | null;
};

/**
 * The card's accessible name: level, track, reward, state and, when it cannot be claimed, why
 * (spec 1 §6), e.g. "Level 5 free reward: 100 Gold, locked. Level up to claim".
 */
export function rewardCardLabel({
  level,
  track,
  name,
  amount,
  gameName,
  visual,
  tooltip,
}: RewardCardLabelParameters): string {
  const reward = rewardQuantityText(name, amount) + (gameName ? ` (${gameName})` : '');
  const reason = tooltip ? `. ${tooltip}` : '';
  return `Level ${level} ${TRACK_WORDS[track]} reward: ${reward}, ${visual}${reason}`;
}

/** The item's image, else its game's THUMBNAIL asset, else none. */
export function rewardImagePath(item: TrackReward['item']): string | null {
  if (item.imagePath) return item.imagePath;
  return item.game?.assets.find((asset) => asset.assetKey === THUMBNAIL_ASSET)?.assetValue ?? null;
}

/** The reward card of one reward as the viewer sees it. */
export function rewardCardView(reward: TrackReward, placement: RewardPlacement): RewardCardView {
  const { level, track, viewer } = placement;
  const progress = battlePassRewardProgress({
    level,
    userLevel: viewer.userLevel,
    collectedAt: placement.collectedAt,
    signedIn: viewer.signedIn,
    offSeason: placement.offSeason,
  });
  const claim = { progress, track, hasPremium: viewer.hasPremium };
  // A reached premium reward without the pass is not claimable, so it stays drawn locked (spec 1 §4, §6).
  const visual =
    progress === 'completed' && !isRewardClaimable(claim) ? 'locked' : rewardCardVisual(progress);
  const tooltip = rewardTooltip(claim);
  const name = rewardDisplayName(reward.itemKey, reward.item.name);
  // Amount and game name matter for in-game items (spec 1 §2 View reward item shows the game name).
  const gameName = reward.item.type === 'IN_GAME_ITEM' ? (reward.item.game?.name ?? null) : null;
  return {
    name,
    amount: reward.amount,
    imagePath: rewardImagePath(reward.item),
    gameName,
    visual,
    tooltip,
    // Drawn unlocked only when claimable (see `visual` above), so the card offers the claim.
    claimLabel: visual === 'unlocked' ? CLAIM_LABEL : undefined,
    label: rewardCardLabel({
      level,
      track,
      name,
      amount: reward.amount,
      gameName,
      visual,
      tooltip,
    }),
  };
}
