// spec 2 §7 Third-party sign-in: providers with authorize paths; a provider without credentials is not
// listed by the server. Telegram signs in through a popup (spec 2 §4 Telegram login), offered only
// while the Telegram auth switch is on (spec 2 §6).
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { authProvidersQueryOptions } from '@levelup/api/accounts';
import { featureFlagsQueryOptions } from '@levelup/api/site';
import { ProviderButtons } from '@levelup/ui/auth/provider-buttons';
import { FormError } from '@levelup/ui/forms/form-error';
import { env } from '#env.ts';
import { useSessionController } from '#app/session.ts';
import { signInProviders } from '#shared/provider-switches.ts';
import { readReferralCode } from '#shared/referral-code.ts';
import { useApi } from '#shared/use-api.ts';
import { RestSignInError, signInWithTelegram } from '../api/telegram-sign-in.ts';
import { useFinishSignIn } from '../hooks/use-finish-sign-in.ts';
import { destinationAfterSignIn } from '../lib/auth-destination.ts';
import { signInErrorText } from '../lib/sign-in-error-text.ts';
import { openTelegramLogin } from '../lib/telegram-login.ts';
import { forgetThirdPartySignIn, thirdPartyAuthorizeUrl } from '../lib/third-party-sign-in.ts';
import type { ThirdPartyActionSource } from '../lib/third-party-sign-in.ts';
import { useAuthText } from '../auth-text.ts';

export type ThirdPartySignInProps = { actionSource: ThirdPartyActionSource };

/** "Sign in with …" buttons for the configured providers; nothing when none is configured. */
export function ThirdPartySignIn({ actionSource }: ThirdPartySignInProps) {
  const t = useAuthText();
  const api = useApi();
  const session = useSessionController();
  const finishSignIn = useFinishSignIn();
  const searchStr = useLocation({ select: (location) => location.searchStr });
  const flags = useQuery(featureFlagsQueryOptions(api)).data?.featureFlags;
  const providers = signInProviders(
    useQuery(authProvidersQueryOptions(api)).data?.authProviders ?? [],
    flags,
  );
  const [error, setError] = useState<string | null>(null);

  const signInWithTelegramPopup = async (authorizeUrl: string) => {
    const state = new URL(authorizeUrl, window.location.origin).searchParams.get('state') ?? '';
    try {
      const telegramToken = await openTelegramLogin({ authorizeUrl, state });
      forgetThirdPartySignIn();
      const answer = await signInWithTelegram(telegramToken, actionSource, readReferralCode());
      await session.startWithTokens(answer, { justLoggedIn: true });
      await finishSignIn(null);
    } catch (failure) {
      setError(
        failure instanceof RestSignInError
          ? signInErrorText(failure.code, env.productName)
          : (failure as Error).message,
      );
    }
  };

  if (providers.length === 0) return null;
  const actionLabel = actionSource === 'sign-up' ? t('thirdParty.signUp') : t('thirdParty.signIn');
  return (
    <div className="flex flex-col gap-3">
      <p className="flex items-center gap-3 text-xs font-bold tracking-widest text-ink-muted uppercase">
        <span className="h-px flex-1 bg-ink-muted/30" />
        {t('thirdParty.or')}
        <span className="h-px flex-1 bg-ink-muted/30" />
      </p>
      <ProviderButtons
        actionLabel={actionLabel}
        providers={providers.map((provider) => ({
          key: provider.key,
          name: provider.name,
          href: provider.authorizePath,
        }))}
        onSelect={(provider) => {
          setError(null);
          const href = thirdPartyAuthorizeUrl({
            authorizePath: provider.href,
            actionSource,
            destination: destinationAfterSignIn(searchStr),
            referralCode: readReferralCode(),
          });
          if (provider.key === 'telegram') void signInWithTelegramPopup(href);
          else window.location.assign(href);
        }}
      />
      <FormError>{error}</FormError>
    </div>
  );
}
