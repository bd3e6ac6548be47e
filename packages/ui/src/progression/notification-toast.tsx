// spec 1 §4 Toast priority: level-up / rewards to claim, premium pass activated, XP booster activated.
// Which toast shows, when, and for how long is the caller's (domain pickToast, TOAST_AUTO_DISMISS_MS).
import { BOOSTER_XP_MULTIPLIER } from '@levelup/domain/xp-boost';
import { boosterText } from '../i18n/product-words.ts';
import type { ToastKind } from '@levelup/domain/toast-priority';
import { Button } from '../primitives/button.tsx';
import { Toast } from '../primitives/toast.tsx';
import { progressionText } from '../i18n/progression-text.ts';

/** What the toast is about, by kind. */
export type BattlePassToastContent =
  | {
      kind: Extract<ToastKind, 'levelUp'>;
      /** The level reached, when known. */
      level?: number | null;
      /** Whether the level-ups brought rewards the player can claim. */
      hasRewardsToClaim?: boolean;
    }
  | { kind: Extract<ToastKind, 'premiumActivated'> }
  | {
      kind: Extract<ToastKind, 'boosterActivated'>;
      /** The booster's duration in days, when known. */
      durationDays?: number | null;
    };

export type BattlePassToastProps = BattlePassToastContent & {
  /** Close button and auto-dismiss; the caller marks the notifications read 0.5 s later. */
  onClose: () => void;
  /** A button such as "CLAIM" that opens the drawer or the pass. */
  action?: { label: string; onClick: () => void } | null;
};

function toastTexts(content: BattlePassToastContent): { title: string; body: string } {
  switch (content.kind) {
    case 'levelUp':
      return {
        title:
          content.level != null
            ? progressionText('progression.toast.levelReached', { level: content.level })
            : progressionText('progression.toast.levelUp'),
        body: progressionText(
          content.hasRewardsToClaim
            ? 'progression.toast.rewardsToClaim'
            : 'progression.toast.keepEarning',
        ),
      };
    case 'premiumActivated':
      return {
        title: progressionText('progression.premiumActivated.title'),
        body: progressionText('progression.premiumActivated.rewardsReady'),
      };
    case 'boosterActivated':
      return {
        title:
          content.durationDays != null
            ? progressionText('progression.boosterActivated.title', {
                booster: boosterText(content.durationDays),
              })
            : progressionText('progression.boosterActivated.titleWithoutDuration'),
        body: progressionText('progression.boosterActivated.body', {
          multiplier: BOOSTER_XP_MULTIPLIER,
        }),
      };
  }
}

/** The one battle pass toast on screen (280px, spec 1 §9), with a close button. */
export function BattlePassToast(props: BattlePassToastProps) {
  const { onClose, action } = props;
  const { title, body } = toastTexts(props);
  return (
    <Toast tone={props.kind === 'levelUp' ? 'success' : 'info'} onClose={onClose}>
      <div data-kind={props.kind} className="flex flex-col gap-1">
        <p className="text-sm leading-tight font-bold">{title}</p>
        <p className="text-xs font-normal text-ink-muted">{body}</p>
        {action ? (
          <Button size="sm" className="mt-1 self-start" onClick={action.onClick}>
            {action.label}
          </Button>
        ) : null}
      </div>
    </Toast>
  );
}
