// spec 2 §2 Single challenge reward collection and §4 Chest animation: a chest reward plays the chest
// sequence (spawn slam, spawn pop, open pop per reward, open idle; on CONFIRM close, then despawn) and
// other items spawn then idle; the reward text fades in after opening. Then CONGRATULATIONS with the
// username, the reward items (GOLD before ALLY_TOKEN, spec 2 §3), a share icon and CONFIRM. The
// animation is skipped for unsupported chest types, with `noAnimation`, and when the player prefers
// reduced motion.
import { useEffect } from 'react';
import { sortRewardCurrencies } from '@levelup/domain/currency';
import { rewardQuantityText } from '../battle-pass/reward-card.tsx';
import { Button } from '../primitives/button.tsx';
import { Dialog } from '../primitives/dialog.tsx';
import { useReducedMotion } from '../primitives/use-reduced-motion.ts';
import {
  REVEAL_DELAY_MS,
  currentStep,
  isLooping,
  isRevealed,
  type AnimationKind,
} from './chest-animation.ts';
import { SUPPORTED_CHEST_TYPES, chestClipUrl, chestTypeOf } from './chest-types.ts';
import { RewardShareButton, type ShareChannels } from './reward-share-button.tsx';
import { useChestAnimation } from './use-chest-animation.ts';
import { useRewardsText } from '../i18n/rewards-text.ts';

export type CollectedReward = {
  itemKey: string;
  amount: number;
  name: string;
  /** The catalog's item type; CHEST items play the chest sequence. */
  type: string;
  imagePath: string | null;
};

export type RewardCollectionModalProps = {
  username: string | null;
  rewards: ReadonlyArray<CollectedReward>;
  /**
   * The chest the rewards came out of (a daily or legendary chest opened for the player): the chest
   * sequence plays for it even though the rewards themselves are not chests.
   */
  chestItemKey?: string | null;
  /** Skip the animation (spec 2 §4 no-animation option). */
  noAnimation?: boolean;
  supportedChestTypes?: readonly string[];
  /**
   * The app's own share (the social intent with a collected challenge's card); without it the share
   * icon uses the Web Share API, else copies `shareLink`.
   */
  onShare?: (() => void) | null;
  /** The link a default share carries; this site's address by default. */
  shareLink?: string;
  /** The browser's share sheet and clipboard (tests and stories). */
  shareChannels?: ShareChannels;
  /** After CONFIRM and the closing clips. */
  onConfirm: () => void;
};

export function RewardCollectionModal({
  username,
  rewards,
  chestItemKey = null,
  noAnimation = false,
  supportedChestTypes = SUPPORTED_CHEST_TYPES,
  onShare,
  shareLink = globalThis.location?.origin ?? '',
  shareChannels,
  onConfirm,
}: RewardCollectionModalProps) {
  const t = useRewardsText();
  const reducedMotion = useReducedMotion();
  const chestKey = chestItemKey ?? rewards.find((reward) => reward.type === 'CHEST')?.itemKey;
  const chest = chestKey !== undefined;
  const chestType = chestKey ? chestTypeOf(chestKey, supportedChestTypes) : null;
  const kind: AnimationKind =
    noAnimation || reducedMotion || (chest && !chestType) ? 'none' : chestType ? 'chest' : 'item';
  const { animation, started, clipEnded, clipPlaying, confirm } = useChestAnimation(
    kind,
    rewards.length,
  );
  const step = started ? currentStep(animation) : null;
  const revealed = isRevealed(animation);

  useEffect(() => {
    if (animation.done && animation.closing) onConfirm();
  }, [animation.done, animation.closing, onConfirm]);

  const first = rewards[0];
  const sorted = sortRewardCurrencies(rewards, (reward) => reward.itemKey);
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : confirm())}
      title={t('rewards.collection.title')}
      description={username ? <span className="font-semibold text-accent">{username}</span> : null}
      actions={
        <>
          <RewardShareButton
            rewardsText={sorted
              .map((reward) => rewardQuantityText(reward.name, reward.amount))
              .join(', ')}
            link={shareLink}
            onShare={onShare}
            channels={shareChannels}
          />
          <Button onClick={confirm} pending={animation.closing && !animation.done}>
            {t('rewards.collection.confirm')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col items-center gap-4" data-animation-step={step ?? 'none'}>
        {kind === 'chest' && chestType ? (
          <div className="relative flex size-48 items-center justify-center">
            {step && step.startsWith('item_') === false ? (
              <video
                key={`${animation.index}-${step}`}
                src={chestClipUrl(chestType, step)}
                className="size-48"
                autoPlay
                muted
                playsInline
                loop={isLooping(animation)}
                aria-hidden
                onPlaying={clipPlaying}
                onEnded={clipEnded}
                onError={clipEnded}
              />
            ) : null}
          </div>
        ) : kind === 'item' && first ? (
          <ItemSpawn
            reward={first}
            step={step}
            onStepEnded={clipEnded}
            onStepStarted={clipPlaying}
          />
        ) : null}
        <ul
          aria-label={t('rewards.collection.list')}
          data-testid="reward-text"
          className="flex flex-col items-center gap-1 text-lg font-bold transition-opacity duration-500 motion-reduce:transition-none"
          style={{
            opacity: revealed ? 1 : 0,
            transitionDelay: revealed && kind !== 'none' ? `${REVEAL_DELAY_MS}ms` : '0ms',
          }}
        >
          {sorted.map((reward, index) => (
            <li key={`${reward.itemKey}-${index}`} className="flex items-center gap-2">
              {reward.imagePath ? (
                <img src={reward.imagePath} alt="" className="size-8 object-contain" />
              ) : null}
              {rewardQuantityText(reward.name, reward.amount)}
            </li>
          ))}
        </ul>
      </div>
    </Dialog>
  );
}

/** spec 2 §4: an item that is not a chest spawns, then idles (a CSS animation of its image). */
function ItemSpawn({
  reward,
  step,
  onStepStarted,
  onStepEnded,
}: {
  reward: CollectedReward;
  step: string | null;
  onStepStarted: () => void;
  onStepEnded: () => void;
}) {
  return (
    <div className="flex size-48 items-center justify-center">
      {reward.imagePath ? (
        <img
          key={step ?? 'waiting'}
          src={reward.imagePath}
          alt=""
          className={`size-32 object-contain ${
            step === 'item_spawn'
              ? 'animate-reward-spawn'
              : step === 'item_idle'
                ? 'animate-reward-idle'
                : 'opacity-0'
          }`}
          onAnimationStart={onStepStarted}
          onAnimationEnd={step === 'item_spawn' ? onStepEnded : undefined}
        />
      ) : null}
    </div>
  );
}
