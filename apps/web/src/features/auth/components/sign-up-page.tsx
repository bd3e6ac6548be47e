// spec 1 §2 Routes: /auth/sign-up and /signup; spec 1 §7 Sign up with e-mail.
import { useEffect } from 'react';
import { useLocation } from '@tanstack/react-router';
import { readAuthRedirect } from '@levelup/domain/auth-redirect';
import { keepAdopsRedirect } from '#shared/adops-redirect.ts';
import { rememberAuthSource } from '#shared/auth-source.ts';
import { AuthPanel } from '@levelup/ui/auth/auth-panel';
import { env } from '#env.ts';
import { SiteLink } from '#shared/components/site-link.tsx';
import { useCustomBackendTokens } from '../hooks/use-custom-backend-tokens.ts';
import { BackToExternalSignIn, ExternalSignIn } from './external-sign-in.tsx';
import { SignUpForm } from './sign-up-form.tsx';
import { SignedInNotice } from './signed-in-notice.tsx';
import { ThirdPartySignIn } from './third-party-sign-in.tsx';
import { useAuthText } from '../auth-text.ts';

export type SignUpPageProps = {
  /** The matching sign-in page (/auth/login or /login); the query goes along. */
  signInPath: string;
};

export function SignUpPage({ signInPath }: SignUpPageProps) {
  const t = useAuthText();
  const searchStr = useLocation({ select: (location) => location.searchStr });
  // spec 1 §9 auth_source and adops-redirect-uri: where this sign-in started, and a campaign's
  // landing page, survive a third-party round trip.
  useEffect(() => {
    rememberAuthSource(readAuthRedirect(searchStr).source);
    keepAdopsRedirect(searchStr);
  }, [searchStr]);
  // spec 2 §1: with the identity service on, accounts are created there (on first sign-in).
  const mode = useCustomBackendTokens();
  if (!mode.customBackendTokens)
    return (
      <AuthPanel
        title={t('signUp.title')}
        description={t('signUp.description', { product: env.productName })}
      >
        <SignedInNotice />
        <ExternalSignIn mode={mode} actionLabel={t('signUp.action')} />
      </AuthPanel>
    );
  return (
    <AuthPanel
      title={t('signUp.title')}
      description={t('signUp.description', { product: env.productName })}
      footer={
        <p>
          {t('signUp.haveAccount')}{' '}
          <SiteLink
            href={`${signInPath}${searchStr}`}
            className="font-semibold text-accent underline"
          >
            {t('signUp.signIn')}
          </SiteLink>
        </p>
      }
    >
      <SignedInNotice />
      <BackToExternalSignIn mode={mode} />
      <SignUpForm />
      <ThirdPartySignIn actionSource="sign-up" />
    </AuthPanel>
  );
}
