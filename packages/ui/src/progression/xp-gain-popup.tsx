// spec 1 §4 XP gain popup: +N for 2 s (the caller's timer, XP_POPUP_MS); a booster icon unless no
// booster or the 3-day one is active (domain xpGainPopup decides `showBoosterIcon`).
import { useUiText } from '../i18n/ui-text.ts';
import { BoltIcon } from '../primitives/icons.tsx';

export type XpGainPopupProps = {
  /** The XP gained: the sum of the unread XP gain differences. */
  amount: number;
  showBoosterIcon: boolean;
};

/** "+N XP" on one line (issue 10 fault 17), with a bolt while a booster multiplies XP; announced politely. */
export function XpGainPopup({ amount, showBoosterIcon }: XpGainPopupProps) {
  const t = useUiText();
  return (
    <p
      role="status"
      className="inline-flex animate-xp-popup-rise items-center whitespace-nowrap gap-1 rounded-full bg-accent px-3 py-1 text-sm font-bold text-surface shadow-lg tabular-nums motion-reduce:animate-none"
    >
      {showBoosterIcon ? (
        <>
          <BoltIcon className="size-4" data-testid="booster-icon" />
          <span className="sr-only">{t('purchase.boosted')}</span>
        </>
      ) : null}
      {t('purchase.xpGain', { amount })}
    </p>
  );
}
