// spec 1 §2 Modals, Snowflakes tutorial: CONGRATULATIONS YOU JUST EARNED SNOWFLAKES, a do-not-show-again
// checkbox, READ MORE (opens a blog page). Issue 12 Build 10: the checkbox is stored in the player's flags.
import { useState, type ReactNode } from 'react';
import { Dialog } from '../primitives/dialog.tsx';
import { useProfileRewardsText } from '../i18n/profile-rewards-text.ts';

export type SnowflakesTutorialModalProps = {
  /** Where READ MORE leads (a blog or guide page). */
  readMoreHref: string;
  /** The modal closes (close button, Escape, outside click or READ MORE) with the checkbox's state. */
  onClose: (doNotShowAgain: boolean) => void;
  /** The app's router link; a plain anchor by default. Clicking it must call `onClick`. */
  renderLink?: (href: string, label: string, onClick: () => void) => ReactNode;
};

/** Tells a player who just earned Snowflakes what they are, once unless asked again. */
export function SnowflakesTutorialModal({
  readMoreHref,
  onClose,
  renderLink,
}: SnowflakesTutorialModalProps) {
  const t = useProfileRewardsText();
  const [doNotShowAgain, setDoNotShowAgain] = useState(false);
  const close = () => onClose(doNotShowAgain);
  const linkClasses =
    'inline-flex h-10 items-center justify-center rounded-md bg-brand px-4 font-bold tracking-wide text-brand-contrast hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent';
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : close())}
      title={t('profileRewards.snowflakes.title')}
      description={t('profileRewards.snowflakes.body')}
      actions={
        renderLink ? (
          renderLink(readMoreHref, t('profileRewards.snowflakes.readMore'), close)
        ) : (
          <a href={readMoreHref} className={linkClasses} onClick={close}>
            {t('profileRewards.snowflakes.readMore')}
          </a>
        )
      }
    >
      <label className="flex items-center gap-2 text-sm text-ink">
        <input
          type="checkbox"
          checked={doNotShowAgain}
          onChange={(event) => setDoNotShowAgain(event.target.checked)}
          className="size-4 shrink-0 accent-accent"
        />
        {t('profileRewards.snowflakes.doNotShowAgain')}
      </label>
    </Dialog>
  );
}
