// spec 1 §3 Reward and reward item display names, spec 1 §4 Reward progress, spec 1 §6 tooltips.
import { rewardNameText } from '../../i18n/product-words.ts';
import {
  BUY_PREMIUM_TO_CLAIM_TOOLTIP,
  battlePassRewardProgress,
  isRewardClaimable,
  rewardCardVisual,
  rewardTooltip,
} from '@levelup/domain/reward-progress';
import type { RewardCardVisual, RewardTrack } from '@levelup/domain/reward-progress';
import { uiText } from '../../i18n/ui-text.ts';
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

/** The domain's tooltip rule (spec 1 §6), in the player's language. */
function tooltipText(tooltip: string | null): string | null {
  if (tooltip === null) return null;
  return uiText(
    tooltip === BUY_PREMIUM_TO_CLAIM_TOOLTIP
      ? 'battlePass.reward.tooltip.buyPremium'
      : 'battlePass.reward.tooltip.levelUp',
  );
}

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
  const quantity = rewardQuantityText(name, amount);
  const reward = gameName
    ? uiText('battlePass.reward.withGame', { reward: quantity, gameName })
    : quantity;
  const label = uiText(`battlePass.reward.label.${track}`, {
    level,
    reward,
    state: uiText(`battlePass.reward.visual.${visual}`),
  });
  return tooltip ? uiText('battlePass.reward.labelWithReason', { label, reason: tooltip }) : label;
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
  const tooltip = tooltipText(rewardTooltip(claim));
  const name = rewardNameText(reward.itemKey, reward.item.name);
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
    claimLabel: visual === 'unlocked' ? uiText('battlePass.reward.claim') : undefined,
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
