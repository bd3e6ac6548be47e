import type {
  RewardCardVisual,
  RewardProgress,
  RewardTrack,
} from '@levelup/domain/reward-progress';
import { CheckIcon, LockIcon, SpinnerIcon } from '../primitives/icons.tsx';
import { Tooltip } from '../primitives/tooltip.tsx';
import { uiText, useUiText } from '../i18n/ui-text.ts';

export type RewardCardProps = {
  name: string;
  amount: number;
  imagePath: string | null;
  gameName?: string | null;
  track: RewardTrack;
  /** From `rewardCardVisual` in @levelup/domain (spec 1 §4 Reward progress). */
  visual: RewardCardVisual;
  /** Why the reward cannot be claimed (spec 1 §6), shown on hover and focus. */
  tooltip?: string | null;
  /** Makes the card a button: claim, open the item, or go to sign-in for visitors (spec 1 §6). */
  onSelect?: () => void;
  /** Visible call to action on an unlocked card, such as "CLAIM". */
  claimLabel?: string;
  /**
   * The claim request for this reward is running: the card is announced busy, ignores clicks (so
   * the reward is not claimed twice) and keeps focus; the call to action shows a spinner.
   */
  claiming?: boolean;
  /**
   * The card's accessible name, such as "Level 5 free reward: 100 Gold, locked. Level up to claim";
   * it replaces the visible texts for assistive technology. Without it the name is built from them.
   */
  label?: string;
  /**
   * The level's challenge on this track (spec 1 §3 level entries free/premium with their user
   * challenge): its missions' progress, drawn as a thin bar along the card's bottom edge.
   */
  challengeProgress?: {
    title: string;
    progress: number;
    target: number;
    /** spec 1 §4 Reward progress of the challenge's reward, read out with the bar. */
    state?: RewardProgress | null;
  } | null;
};

/** The reward's visible quantity: "1,500 Gold", or just the name for a single item. */
export function rewardQuantityText(name: string, amount: number): string {
  return amount === 1 ? name : uiText('battlePass.reward.quantity', { amount, name });
}

function surfaceClasses(track: RewardTrack, visual: RewardCardVisual): string {
  // A collected card is dimmed through its image and background only, so its text keeps its contrast.
  if (visual === 'collected') return 'border-ink-muted/20 bg-surface';
  const border = track === 'premium' ? 'border-accent/60' : 'border-ink-muted/30';
  // spec 1 §4: the unlocked card is animated; a steady ring replaces the glow for reduced motion.
  const glow =
    visual === 'unlocked'
      ? 'ring-2 ring-accent animate-reward-glow motion-reduce:animate-none'
      : '';
  return `${border} bg-surface-raised ${glow}`;
}

/** One reward on a level of the battle pass, drawn as collected, unlocked or locked. */
export function RewardCard(props: RewardCardProps) {
  const { name, amount, imagePath, gameName, track, visual, tooltip, onSelect, claimLabel, label } =
    props;
  const t = useUiText();
  const claiming = props.claiming === true && visual === 'unlocked';
  const className = [
    'relative flex size-full flex-col items-center justify-center gap-1 overflow-hidden rounded-lg border p-2 text-center text-ink',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent',
    surfaceClasses(track, visual),
  ].join(' ');

  // With a label, the visible texts stay out of the accessible name: the label says it all.
  const hideTexts = label ? true : undefined;
  const content = (
    <>
      <span className="sr-only">
        {label ??
          t(
            track === 'premium' ? 'battlePass.reward.premiumTrack' : 'battlePass.reward.basicTrack',
          )}
      </span>
      {imagePath ? (
        // Decorative: the reward's name is the next line of text, so the alt would repeat it. Lazy: a
        // season's track holds 120 cards, most off screen, and a server-rendered page would otherwise
        // ask for all their pictures before its scripts (issue 28: a phone's first paint).
        <img
          src={imagePath}
          alt=""
          loading="lazy"
          className={`size-14 object-contain ${visual === 'collected' ? 'opacity-50 grayscale' : ''}`}
        />
      ) : (
        <span
          aria-hidden
          className="flex size-14 items-center justify-center rounded-full bg-surface text-2xl font-bold text-ink-muted"
        >
          {name.charAt(0)}
        </span>
      )}
      <span aria-hidden={hideTexts} className="line-clamp-2 text-sm leading-tight font-semibold">
        {rewardQuantityText(name, amount)}
      </span>
      {gameName ? (
        <span aria-hidden={hideTexts} className="truncate text-xs text-ink-muted">
          {gameName}
        </span>
      ) : null}
      <RewardState
        visual={visual}
        claimLabel={claimLabel}
        claiming={claiming}
        hideTexts={hideTexts}
      />
      {props.challengeProgress ? <ChallengeBar {...props.challengeProgress} /> : null}
    </>
  );

  const card = onSelect ? (
    <button
      type="button"
      onClick={claiming ? undefined : onSelect}
      aria-busy={claiming || undefined}
      aria-disabled={claiming || undefined}
      data-visual={visual}
      data-track={track}
      className={`${className} ${claiming ? 'cursor-wait' : 'cursor-pointer'}`}
    >
      {content}
    </button>
  ) : (
    // Focusable only when it has a tooltip, so keyboard users can read it.
    <div
      data-visual={visual}
      data-track={track}
      tabIndex={tooltip ? 0 : undefined}
      className={className}
    >
      {content}
    </div>
  );

  return tooltip ? (
    <Tooltip content={tooltip} className="block size-full">
      {card}
    </Tooltip>
  ) : (
    card
  );
}

function ChallengeBar({
  title,
  progress,
  target,
  state,
}: {
  title: string;
  progress: number;
  target: number;
  state?: RewardProgress | null;
}) {
  const t = useUiText();
  const shown = Math.min(progress, target);
  const percent = target > 0 ? Math.floor((shown / target) * 100) : 0;
  return (
    <span
      role="progressbar"
      aria-label={title}
      aria-valuemin={0}
      aria-valuemax={target}
      aria-valuenow={shown}
      aria-valuetext={
        state
          ? t('battlePass.reward.challengeProgressWithState', {
              shown,
              target,
              state: t(`battlePass.reward.progress.${state}`),
            })
          : t('battlePass.reward.challengeProgress', { shown, target })
      }
      data-challenge-progress={state ?? ''}
      className="absolute inset-x-0 bottom-0 h-1.5 bg-surface"
    >
      <span className="block h-full bg-accent" style={{ width: `${percent}%` }} />
    </span>
  );
}

function RewardState({
  visual,
  claimLabel,
  claiming,
  hideTexts,
}: {
  visual: RewardCardVisual;
  claimLabel: string | undefined;
  claiming: boolean;
  hideTexts: true | undefined;
}) {
  const t = useUiText();
  if (visual === 'collected') {
    return (
      <span
        aria-hidden={hideTexts}
        className="absolute top-1.5 right-1.5 rounded-full bg-success p-0.5 text-surface"
      >
        <CheckIcon className="size-4" />
        <span className="sr-only">{t('battlePass.reward.collected')}</span>
      </span>
    );
  }
  if (visual === 'locked') {
    return (
      <span
        aria-hidden={hideTexts}
        className="absolute top-1.5 right-1.5 rounded-full bg-surface p-1 text-ink-muted"
      >
        <LockIcon className="size-3.5" />
        <span className="sr-only">{t('battlePass.reward.locked')}</span>
      </span>
    );
  }
  // The call to action stays in the accessible name, so speech users can say what they see.
  return claimLabel ? (
    <span className="inline-flex items-center gap-1 rounded-full bg-accent px-2 py-0.5 text-xs font-bold text-surface">
      {claiming ? <SpinnerIcon className="size-3 animate-spin motion-reduce:animate-none" /> : null}
      {claimLabel}
    </span>
  ) : (
    <span aria-hidden={hideTexts} className="sr-only">
      {t('battlePass.reward.unlocked')}
    </span>
  );
}
