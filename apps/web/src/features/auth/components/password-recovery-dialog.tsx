// spec 1 §2 Modals: password recovery steps email / otp / newPassword; spec 1 §4 Password recovery: on
// success show the toast and go to /auth/login; spec 1 §8: "Password changed successfully!" for 2 s.
import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { PasswordRecoveryStep } from '@levelup/ui/auth/password-recovery-step';
import type { PasswordRecoveryStepName } from '@levelup/ui/auth/password-recovery-step';
import { Dialog } from '@levelup/ui/primitives/dialog';
import { useAuthText as useUiAuthText } from '@levelup/ui/i18n/auth-text';
import { apiErrorText } from '#shared/api-error-text.ts';
import { useWithCaptcha } from '#shared/captcha/use-captcha-token.ts';
import { showToast } from '@levelup/ui/feedback/toast-store';
import { useApi } from '#shared/use-api.ts';
import { changePassword, requestEmailCode, verifyEmailCode } from '../api/auth-calls.ts';
import { useEmailTemplateId } from '../hooks/use-email-template-id.ts';
import { EmailCodeStep } from './email-code-step.tsx';
import { RecoveryEmailForm, RecoveryPasswordForm } from './password-recovery-forms.tsx';
import { authText, useAuthText } from '../auth-text.ts';

/** spec 1 §8 / §9: how long the toast shows before /auth/login. */
export const PASSWORD_CHANGED_TOAST_MS = 2000;

export type PasswordRecoveryDialogProps = {
  initialEmail?: string;
  onClose: () => void;
};

/** The three recovery steps in one dialog. */
export default function PasswordRecoveryDialog({
  initialEmail = '',
  onClose,
}: PasswordRecoveryDialogProps) {
  const t = useAuthText();
  const ui = useUiAuthText();
  const api = useApi();
  const navigate = useNavigate();
  const withCaptcha = useWithCaptcha();
  const emailTemplateId = useEmailTemplateId();
  const [step, setStep] = useState<PasswordRecoveryStepName>('email');
  const [email, setEmail] = useState(initialEmail);
  const [code, setCode] = useState('');
  const [serverError, setServerError] = useState<string | null>(null);

  const attempt = async (action: () => Promise<void>) => {
    setServerError(null);
    try {
      await action();
    } catch (error) {
      setServerError(apiErrorText(error));
    }
  };
  const sendCode = async (address: string) => {
    const template = emailTemplateId();
    await withCaptcha('request-email-code', (token) =>
      requestEmailCode(
        api,
        { email: address, purpose: 'RESET_PASSWORD', emailTemplateId: template },
        token,
      ),
    );
  };

  const body = {
    email: (
      <RecoveryEmailForm
        defaultEmail={email}
        serverError={serverError}
        onSubmit={(address) =>
          attempt(async () => {
            await sendCode(address);
            setEmail(address);
            setStep('otp');
          })
        }
      />
    ),
    otp: (
      <EmailCodeStep
        email={email}
        hint={t('recovery.codeHint')}
        submitLabel={t('recovery.continue')}
        busyLabel={t('recovery.checking')}
        serverError={serverError}
        onSubmit={(typed) =>
          attempt(async () => {
            if (!(await verifyEmailCode(api, { email, code: typed, purpose: 'RESET_PASSWORD' })))
              throw new Error(authText('recovery.codeRefused'));
            setCode(typed);
            setStep('newPassword');
          })
        }
        onResend={() => attempt(() => sendCode(email))}
        onBack={() => setStep('email')}
      />
    ),
    newPassword: (
      <RecoveryPasswordForm
        serverError={serverError}
        onSubmit={(password) =>
          attempt(async () => {
            await changePassword(api, { email, password, code });
            onClose();
            showToast(
              { id: 'password-changed', text: authText('recovery.changed'), tone: 'success' },
              PASSWORD_CHANGED_TOAST_MS,
            );
            setTimeout(() => void navigate({ to: '/auth/login' }), PASSWORD_CHANGED_TOAST_MS);
          })
        }
      />
    ),
  } satisfies Record<PasswordRecoveryStepName, unknown>;

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={ui(`auth.recovery.title.${step}`)}
      closeLabel={t('recovery.close')}
    >
      <PasswordRecoveryStep
        step={step}
        description={t(`recovery.description.${step}`, { email })}
        showTitle={false}
      >
        {body[step]}
      </PasswordRecoveryStep>
    </Dialog>
  );
}
