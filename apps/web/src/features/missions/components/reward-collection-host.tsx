// The signed-in player's reward collection (issue 11; spec 2 §2, §4): every collect (a mission, a
// challenge, a daily or legendary chest of the Wall) shows the reward collection modal, and redeemable
// codes among the rewards open the codes modal after it. Mounted by the root layout for signed-in
// players; loaded lazily.
import { useCallback, useState } from 'react';
import { Link } from '@tanstack/react-router';
import {
  RedeemableCodesModal,
  redeemableCodesOf,
  type RedeemableCode,
} from '@levelup/ui/rewards/redeemable-codes-modal';
import { RewardCollectionModal } from '@levelup/ui/rewards/reward-collection-modal';
import { env } from '#env.ts';
import { useSession } from '#app/session.ts';
import { rewardItemLabel } from '../lib/reward-label.ts';
import { shareCardUrl, shareIntentUrl } from '../lib/share-intent.ts';
import {
  rewardCollectionStore,
  useCollectedRewards,
} from '#shared/rewards/reward-collection-store.ts';

export default function RewardCollectionHost() {
  const session = useSession();
  const shown = useCollectedRewards();
  const [codes, setCodes] = useState<RedeemableCode[]>([]);

  const confirm = useCallback(() => {
    const collected = rewardCollectionStore.getState().shown;
    rewardCollectionStore.getState().close();
    collected?.onClosed?.();
    setCodes(
      redeemableCodesOf(
        (collected?.rewards ?? []).map((reward) => ({
          itemKey: reward.itemKey,
          name: reward.item.name,
          type: reward.item.type,
          description: reward.item.description,
          metadata: reward.metadata,
        })),
      ),
    );
  }, []);

  const userChallengeId = shown?.userChallengeId ?? null;
  const share = userChallengeId
    ? () => {
        const apiOrigin = new URL(env.apiUrl, window.location.href).origin;
        const cardUrl = shareCardUrl(apiOrigin, userChallengeId);
        // spec 2 §7 Sharing: the image is rendered first (no-cors), then the intent opens.
        void fetch(cardUrl, { mode: 'no-cors' }).catch(() => undefined);
        window.open(
          shareIntentUrl({
            productName: env.productName,
            rewardsText: (shown?.rewards ?? []).map(rewardItemLabel).join(', '),
            cardUrl,
          }),
          '_blank',
          'noopener',
        );
      }
    : null;

  if (shown)
    return (
      <RewardCollectionModal
        key={shown.id}
        chestItemKey={shown.chestItemKey ?? null}
        username={session.status === 'signedIn' ? (session.user?.username ?? null) : null}
        rewards={shown.rewards.map((reward) => ({
          itemKey: reward.itemKey,
          amount: reward.amount,
          name: reward.item.name,
          type: reward.item.type,
          imagePath: reward.item.imagePath ?? null,
        }))}
        onShare={share}
        onConfirm={confirm}
      />
    );
  if (codes.length > 0)
    return (
      <RedeemableCodesModal
        codes={codes}
        onClose={() => setCodes([])}
        renderLink={(path, label) => (
          <Link
            to={path}
            onClick={() => setCodes([])}
            className="font-semibold text-accent underline"
          >
            {label}
          </Link>
        )}
      />
    );
  return null;
}
