// spec 1 §4 SSO upgrade flow: a modal whose button goes to the sign-up auth page.
import { Button } from '../primitives/button.tsx';
import { Dialog } from '../primitives/dialog.tsx';
import { useUiText } from '../i18n/ui-text.ts';

export type SsoUpgradeModalProps = {
  /** spec 1 §9: the upgrade reward, 100 Playpoints. */
  rewardPlaypoints: number;
  onUpgrade: () => void;
  onClose: () => void;
};

/** Asks a player whose account predates e-mail sign-in to set one up, for a Playpoints reward. */
export function SsoUpgradeModal({ rewardPlaypoints, onUpgrade, onClose }: SsoUpgradeModalProps) {
  const t = useUiText();
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('account.ssoUpgrade.title')}
      description={t('account.ssoUpgrade.body', { playpoints: rewardPlaypoints })}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('account.ssoUpgrade.later')}
          </Button>
          <Button onClick={onUpgrade}>{t('account.ssoUpgrade.upgradeNow')}</Button>
        </>
      }
    />
  );
}
