// spec 1 §5: booster purchase needs this box ticked; spec 1 §2 Routes: the terms open in a new tab.
import { useUiText } from '../i18n/ui-text.ts';

export type TermsCheckboxProps = {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  /** Where "Terms of Service" points; the legal page of spec 1 §2 by default. */
  termsHref?: string;
};

/** "I accept the Terms of Service and understand I am purchasing a non-refundable digital item". */
export function TermsCheckbox({
  checked,
  onCheckedChange,
  disabled = false,
  termsHref = '/terms-conditions',
}: TermsCheckboxProps) {
  const t = useUiText();
  return (
    <label className="flex items-start gap-2 text-sm text-ink">
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onCheckedChange(event.target.checked)}
        className="mt-0.5 size-4 shrink-0 accent-accent"
      />
      <span>
        {t('purchase.termsBefore')}{' '}
        <a
          href={termsHref}
          target="_blank"
          rel="noopener noreferrer"
          className="font-semibold text-accent underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-accent"
        >
          {t('purchase.termsLink')}
        </a>{' '}
        {t('purchase.termsAfter')}
      </span>
    </label>
  );
}
