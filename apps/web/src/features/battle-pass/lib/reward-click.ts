// spec 1 §2 Battle pass page for a signed-in player: a reward click that is not a claim shows the
// reward (View reward item); a collected redeemable code links to its page, but only when both its
// group key and id exist (spec 1 §3 Reward).
import type { RewardFieldsFragment } from '@levelup/api/battle-pass';
import {
  isRedeemableCodeLinkable,
  redeemableCodeId,
  redeemableCodePath,
} from '@levelup/domain/items';
import { rewardNameText } from '@levelup/ui/i18n/product-words';
import type { RewardItemPreview } from '../components/dialogs/view-reward-dialog.tsx';

/** What a click on a reward does. */
export type RewardClickAction =
  { kind: 'openCode'; path: string } | { kind: 'viewItem'; item: RewardItemPreview };

/** The action of a click on a reward that is not claimable now. */
export function rewardClickAction(
  reward: RewardFieldsFragment & { collectedAt?: string | null },
): RewardClickAction {
  const id = redeemableCodeId(reward.metadata);
  if (
    reward.item.type === 'REDEEMABLE_CODE' &&
    reward.collectedAt &&
    isRedeemableCodeLinkable({ groupKey: reward.itemKey, id })
  )
    return { kind: 'openCode', path: redeemableCodePath(reward.itemKey, id as string) };
  return {
    kind: 'viewItem',
    item: {
      itemKey: reward.itemKey,
      name: rewardNameText(reward.itemKey, reward.item.name),
      gameName: reward.item.game?.name ?? null,
      description: reward.item.description,
      imagePath: reward.item.imagePath,
    },
  };
}
