// spec 1 §2 Modals: password recovery steps email (Forgot your password?), otp (Check your email),
// newPassword (Set a new password); spec 1 §4 Password recovery: email, then otp, then newPassword.
import { useAuthText } from '../i18n/auth-text.ts';
import { auth } from '../i18n/en/auth.ts';
import type { ReactNode } from 'react';

/** The recovery steps, in order. */
export type PasswordRecoveryStepName = 'email' | 'otp' | 'newPassword';

/**
 * The heading of each recovery step, as the spec writes it, in English from the catalogue: for
 * apps/web until its texts move to a catalogue.
 */
export const PASSWORD_RECOVERY_STEP_TITLES: Readonly<Record<PasswordRecoveryStepName, string>> =
  auth.recovery.title;

const ORDER: ReadonlyArray<PasswordRecoveryStepName> = ['email', 'otp', 'newPassword'];

export type PasswordRecoveryStepProps = {
  step: PasswordRecoveryStepName;
  /** One sentence under the heading. */
  description?: ReactNode;
  /** The step's form. */
  children: ReactNode;
  /** Off inside a dialog whose own title already shows the step's title. */
  showTitle?: boolean;
};

/** One step of password recovery: "Step n of 3", the step's title, its explanation and its form. */
export function PasswordRecoveryStep({
  step,
  description,
  children,
  showTitle = true,
}: PasswordRecoveryStepProps) {
  const t = useAuthText();
  const position = ORDER.indexOf(step) + 1;
  return (
    <div className="flex flex-col gap-5" data-step={step}>
      <header className="flex flex-col gap-2">
        <p className="text-xs font-bold tracking-widest text-accent uppercase">
          {t('auth.recovery.step', { position, count: ORDER.length })}
        </p>
        {showTitle ? (
          <h1 className="text-2xl font-bold text-ink">{t(`auth.recovery.title.${step}`)}</h1>
        ) : null}
        {description ? <p className="text-ink-muted">{description}</p> : null}
      </header>
      {children}
    </div>
  );
}
