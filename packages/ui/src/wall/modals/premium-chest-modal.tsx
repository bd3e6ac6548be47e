// spec 2 §2 Modals: Premium chest unlocked — GO TO THE WALL (/the-wall) and LEARN MORE
// (/blog/playpoints-announcement).
import type { ReactNode } from 'react';
import { Dialog } from '../../primitives/dialog.tsx';
import { useWallNoticesText } from '../../i18n/wall-notices-text.ts';

export const PREMIUM_CHEST_LINKS = {
  wall: '/the-wall',
  learnMore: '/blog/playpoints-announcement',
} as const;

export type PremiumChestModalProps = {
  /** Draws an app link (the router's Link) that also closes the modal. */
  renderLink: (path: string, label: string, className: string) => ReactNode;
  onClose: () => void;
};

const primary =
  'inline-flex h-10 items-center justify-center rounded-md bg-brand px-4 font-bold tracking-wide text-brand-contrast hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent';
const secondary =
  'inline-flex h-10 items-center justify-center rounded-md border border-ink-muted/40 bg-surface-raised px-4 font-bold tracking-wide text-ink hover:border-ink-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent';

export function PremiumChestModal({ renderLink, onClose }: PremiumChestModalProps) {
  const t = useWallNoticesText();
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('wallNotices.premiumChest.title')}
      description={t('wallNotices.premiumChest.body')}
      actions={
        <>
          {renderLink(
            PREMIUM_CHEST_LINKS.learnMore,
            t('wallNotices.premiumChest.learnMore'),
            secondary,
          )}
          {renderLink(PREMIUM_CHEST_LINKS.wall, t('wallNotices.premiumChest.goToWall'), primary)}
        </>
      }
    />
  );
}
