// spec 1 §7 Sign up with e-mail: email, password, code, fingerprint (the device's FingerprintJS visitor
// id, issue 13 Build 6; none when the browser blocks it), referralCode; captcha header.
// spec 2 §8 invalid-referral-code: "This referral code does not exist!". spec 1 §8: sign-up failures
// are tracked and reported.
import { useState } from 'react';
import { apiErrorCode } from '@levelup/api/errors';
import { trackEvent } from '#shared/analytics.ts';
import { apiErrorText } from '#shared/api-error-text.ts';
import { useWithCaptcha } from '#shared/captcha/use-captcha-token.ts';
import { deviceVisitorId } from '#shared/device-fingerprint.ts';
import { readReferralCode } from '#shared/referral-code.ts';
import { useApi } from '#shared/use-api.ts';
import { requestEmailCode, signUpWithEmail } from '../api/auth-calls.ts';
import { useEmailTemplateId } from '../hooks/use-email-template-id.ts';
import { useFinishSignIn } from '../hooks/use-finish-sign-in.ts';
import {
  forgetOnboardingStep,
  readOnboardingStep,
  saveOnboardingStep,
} from '../lib/onboarding-step-flow.ts';
import { EmailCodeStep } from './email-code-step.tsx';
import { SignUpDetailsStep } from './sign-up-details-step.tsx';
import type { SignUpDetails } from './sign-up-details-step.tsx';
import { useAuthText } from '../auth-text.ts';

/** E-mail sign-up: details, then the e-mailed code. */
export function SignUpForm() {
  const t = useAuthText();
  const api = useApi();
  const withCaptcha = useWithCaptcha();
  const emailTemplateId = useEmailTemplateId();
  const finishSignIn = useFinishSignIn();
  // spec 1 §9 onboarding-step-flow: a reload on the code step comes back with the e-mail filled in.
  const [resumed] = useState(() => readOnboardingStep());
  const [details, setDetails] = useState<SignUpDetails>(() => ({
    email: resumed?.email ?? '',
    password: '',
    referralCode: resumed?.referralCode ?? readReferralCode() ?? '',
  }));
  const [step, setStep] = useState<'details' | 'code'>('details');
  const [serverError, setServerError] = useState<string | null>(null);
  const [referralCodeError, setReferralCodeError] = useState<string | null>(null);

  const sendCode = async (email: string) => {
    await withCaptcha('request-email-code', (token) =>
      requestEmailCode(
        api,
        { email, purpose: 'SIGN_UP', emailTemplateId: emailTemplateId() },
        token,
      ),
    );
  };

  const submitDetails = async (next: SignUpDetails) => {
    setServerError(null);
    setReferralCodeError(null);
    const trimmed = { ...next, email: next.email.trim(), referralCode: next.referralCode.trim() };
    // The fingerprinting library loads and computes while the player reads the e-mailed code.
    void deviceVisitorId();
    try {
      await sendCode(trimmed.email);
      setDetails(trimmed);
      setStep('code');
      saveOnboardingStep({
        step: 'code',
        email: trimmed.email,
        referralCode: trimmed.referralCode,
        sentAt: Date.now(),
      });
    } catch (error) {
      setServerError(apiErrorText(error));
    }
  };

  const submitCode = async (code: string) => {
    setServerError(null);
    try {
      const fingerprint = await deviceVisitorId();
      const grant = await withCaptcha('sign-up', (token) =>
        signUpWithEmail(
          api,
          {
            email: details.email,
            password: details.password,
            code,
            fingerprint,
            referralCode: details.referralCode || null,
          },
          token,
        ),
      );
      forgetOnboardingStep();
      await finishSignIn(grant);
    } catch (error) {
      const code = apiErrorCode(error);
      trackEvent('sign-up-failed', { code });
      if (code === 'invalid-referral-code') {
        // The code lives on the first step: go back there with the error on its field.
        setReferralCodeError(apiErrorText(error));
        setStep('details');
        return;
      }
      setServerError(apiErrorText(error));
    }
  };

  if (step === 'details') {
    return (
      <SignUpDetailsStep
        defaultValues={details}
        referralCodeError={referralCodeError}
        serverError={serverError}
        notice={resumed ? t('signUp.codeAlreadySent', { email: resumed.email }) : null}
        onSubmit={submitDetails}
      />
    );
  }
  return (
    <EmailCodeStep
      email={details.email}
      submitLabel={t('signUp.createAccount')}
      busyLabel={t('signUp.creatingAccount')}
      serverError={serverError}
      onSubmit={submitCode}
      onResend={() =>
        sendCode(details.email).catch((error: unknown) => setServerError(apiErrorText(error)))
      }
      onBack={() => {
        setServerError(null);
        forgetOnboardingStep();
        setStep('details');
      }}
    />
  );
}
