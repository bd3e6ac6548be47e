// spec 2 §2 Modals, referral promotion: GOT FRIENDS?, the invite link with a copy button, a share button,
// and GO TO MY REFERRALS (issue 14 Build 1). The share opens the social post intent of spec 1 §7 in a
// new tab; the app builds its address.
import { useState, type ReactNode } from 'react';
import { Button } from '../primitives/button.tsx';
import { Dialog } from '../primitives/dialog.tsx';
import { useReferralsText } from '../i18n/referrals-text.ts';

export type ReferralPromotionModalProps = {
  /** The player's invite link: /referrals/{referralCode} on this site. */
  inviteLink: string;
  /** The social post intent (spec 1 §7 share intent), opened in a new tab. */
  shareHref: string;
  /** What a friend's referral earns, e.g. "25 ALLY_TOKEN when a friend reaches level 5"; optional. */
  rewardText?: string | null;
  /** Where GO TO MY REFERRALS leads. */
  referralsHref: string;
  onClose: () => void;
  /** The app's router link; a plain anchor by default. Clicking it must call `onClick`. */
  renderLink?: (href: string, label: string, onClick: () => void) => ReactNode;
  /** Writes the link to the clipboard; the browser clipboard by default. */
  copy?: (text: string) => Promise<void>;
};

const copyToClipboard = (text: string) => navigator.clipboard.writeText(text);

const linkClasses =
  'inline-flex h-10 items-center justify-center rounded-md bg-brand px-4 font-bold tracking-wide text-brand-contrast hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent';

/** Invites friends: the link to copy, a share intent, and the way to the player's referrals. */
export function ReferralPromotionModal({
  inviteLink,
  shareHref,
  rewardText,
  referralsHref,
  onClose,
  renderLink,
  copy = copyToClipboard,
}: ReferralPromotionModalProps) {
  const t = useReferralsText();
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('referrals.title')}
      description={rewardText ?? t('referrals.invite')}
      actions={
        renderLink ? (
          renderLink(referralsHref, t('referrals.goToReferrals'), onClose)
        ) : (
          <a href={referralsHref} className={linkClasses} onClick={onClose}>
            {t('referrals.goToReferrals')}
          </a>
        )
      }
    >
      <div className="flex flex-col gap-3">
        <label className="flex flex-col gap-1 text-sm text-ink-muted">
          {t('referrals.inviteLink')}
          <input
            readOnly
            value={inviteLink}
            onFocus={(event) => event.currentTarget.select()}
            className="w-full rounded-md bg-surface px-3 py-2 font-mono text-sm text-ink"
          />
        </label>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            onClick={() => {
              copy(inviteLink).then(
                () => setCopied('copied'),
                () => setCopied('failed'),
              );
            }}
          >
            {t('referrals.copy')}
          </Button>
          <a
            href={shareHref}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex h-10 items-center justify-center rounded-md border border-ink-muted/40 px-4 font-bold tracking-wide text-ink hover:bg-surface-raised focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
          >
            {t('referrals.share')}
          </a>
        </div>
        <p role="status" className="min-h-5 text-sm text-ink-muted">
          {copied === 'copied'
            ? t('referrals.copied')
            : copied === 'failed'
              ? t('referrals.copyFailed')
              : ''}
        </p>
      </div>
    </Dialog>
  );
}
