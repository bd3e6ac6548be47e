// spec 1 §2 Modals: password recovery opens from "Forgot your password?" (and from Manage Account to
// change a password). The dialog loads on first use.
import { Suspense, lazy, useState } from 'react';

const PasswordRecoveryDialog = lazy(() => import('./password-recovery-dialog.tsx'));

export type PasswordRecoveryLauncherProps = {
  label: string;
  initialEmail?: string;
  className?: string;
};

/** A button that opens the password recovery steps. */
export function PasswordRecoveryLauncher({
  label,
  initialEmail,
  className,
}: PasswordRecoveryLauncherProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        className={
          className ??
          'font-semibold text-accent underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-accent'
        }
        onClick={() => setOpen(true)}
      >
        {label}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <PasswordRecoveryDialog initialEmail={initialEmail} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
