import { useUiText } from '../i18n/ui-text.ts';
import { CheckIcon } from '../primitives/icons.tsx';

export type PremiumPassCardProps = {
  hasPremium: boolean;
  /** Called when a player without premium clicks anywhere on the card; visitors go to sign-in (spec 1 §6). */
  onBuy?: () => void;
  /** Price shown under the call to action, such as "US$9.99". */
  priceLabel?: string;
};

const cardClasses =
  'flex size-full flex-col items-center justify-center gap-2 rounded-lg border-2 border-accent bg-surface-raised p-3 text-center text-ink';

/** The premium track's card: BUY PREMIUM PASS, or PREMIUM PASS ACTIVATED once owned (spec 1 §2). */
export function PremiumPassCard({ hasPremium, onBuy, priceLabel }: PremiumPassCardProps) {
  const t = useUiText();
  if (hasPremium) {
    return (
      <div className={cardClasses}>
        <span className="rounded-full bg-success p-1 text-surface">
          <CheckIcon className="size-5" />
        </span>
        <p className="text-sm leading-tight font-bold">{t('battlePass.premiumPass.activated')}</p>
      </div>
    );
  }
  const content = (
    <>
      <span className="rounded-md bg-accent px-2 py-1.5 text-sm leading-tight font-bold text-surface">
        {t('battlePass.premiumPass.buy')}
      </span>
      {priceLabel ? <span className="text-sm font-semibold">{priceLabel}</span> : null}
    </>
  );
  return onBuy ? (
    <button
      type="button"
      onClick={onBuy}
      className={`${cardClasses} cursor-pointer hover:bg-surface focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent`}
    >
      {content}
    </button>
  ) : (
    <div className={cardClasses}>{content}</div>
  );
}
