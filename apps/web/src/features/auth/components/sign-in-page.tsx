// spec 1 §2 Routes: /auth/login (default sign-in destination) and /login; spec 1 §4 Sign-up / sign-in.
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
import { PasswordRecoveryLauncher } from './password-recovery-launcher.tsx';
import { SignInForm } from './sign-in-form.tsx';
import { SignedInNotice } from './signed-in-notice.tsx';
import { ThirdPartySignIn } from './third-party-sign-in.tsx';
import { WalletSignIn } from './wallet-sign-in.tsx';
import { useAuthText } from '../auth-text.ts';

export type SignInPageProps = {
  /** The matching sign-up page (/auth/sign-up or /signup); the query (source, redirect) goes along. */
  signUpPath: string;
};

export function SignInPage({ signUpPath }: SignInPageProps) {
  const t = useAuthText();
  const searchStr = useLocation({ select: (location) => location.searchStr });
  // spec 1 §9 auth_source and adops-redirect-uri: where this sign-in started, and a campaign's
  // landing page, survive a third-party round trip.
  useEffect(() => {
    rememberAuthSource(readAuthRedirect(searchStr).source);
    keepAdopsRedirect(searchStr);
  }, [searchStr]);
  // spec 2 §1: the identity service or our backend tokens, by the flag and the local-storage toggle.
  const mode = useCustomBackendTokens();
  if (!mode.customBackendTokens)
    return (
      <AuthPanel
        title={t('signIn.title')}
        description={t('signIn.description', { product: env.productName })}
      >
        <SignedInNotice />
        <ExternalSignIn mode={mode} />
      </AuthPanel>
    );
  return (
    <AuthPanel
      title={t('signIn.title')}
      description={t('signIn.description', { product: env.productName })}
      footer={
        <>
          <PasswordRecoveryLauncher label={t('signIn.forgotPassword')} />
          <p>
            {t('signIn.newHere')}{' '}
            <SiteLink
              href={`${signUpPath}${searchStr}`}
              className="font-semibold text-accent underline"
            >
              {t('signIn.createAccount')}
            </SiteLink>
          </p>
        </>
      }
    >
      <SignedInNotice />
      <BackToExternalSignIn mode={mode} />
      <SignInForm />
      <ThirdPartySignIn actionSource="sign-in" />
      <WalletSignIn />
    </AuthPanel>
  );
}
