// The Connected accounts list of Manage Account (issue 14 Build 2): every configured provider with
// CONNECT (the provider's sign-in redirect with cpt_token, back to this page) or DISCONNECT (confirmed,
// then the mutation), and the spec 2 §8 texts when a connection comes back with an error. Telegram's
// CONNECT shows only while the Telegram connect switch is on (spec 2 §6); a connected Telegram account
// can always be disconnected. Loaded lazily by connected-accounts.tsx.
import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { authProvidersQueryOptions } from '@levelup/api/accounts';
import {
  disconnectSocialAccountMutationOptions,
  myConnectedAccountsQueryOptions,
} from '@levelup/api/connected-accounts';
import { featureFlagsQueryOptions } from '@levelup/api/site';
import { FormError } from '@levelup/ui/forms/form-error';
import { Button } from '@levelup/ui/primitives/button';
import { env } from '#env.ts';
import { useSessionController } from '#app/session.ts';
import { apiErrorText } from '#shared/api-error-text.ts';
import { connectOffered } from '#shared/provider-switches.ts';
import { useApi } from '#shared/use-api.ts';
import { SocialConnectError, connectTelegramAccount } from '../api/connect-telegram.ts';
import {
  MANAGE_ACCOUNT_PATH,
  CONNECT_ACTION_SOURCE,
  forgetSocialConnect,
  readSocialConnectResult,
  socialConnectUrl,
} from '../lib/social-connect.ts';
import { socialConnectErrorText } from '../lib/social-connect-error-text.ts';
import { DisconnectDialog } from './disconnect-dialog.tsx';
import { useProfileText } from '../profile-text.ts';

/** Opens the Telegram login popup at authorizeUrl and resolves with its telegram_token. */
export type OpenTelegramPopup = (authorizeUrl: string, state: string) => Promise<string>;

type Notice = { tone: 'success' | 'error'; text: string };

/** The provider's name (a brand, not translated) for a Telegram connection made in a popup. */
const TELEGRAM = 'Telegram';

export default function ConnectedAccountsPanel({
  openTelegramPopup,
}: {
  openTelegramPopup: OpenTelegramPopup;
}) {
  const t = useProfileText();
  const api = useApi();
  const queryClient = useQueryClient();
  const session = useSessionController();
  const navigate = useNavigate();
  const searchStr = useLocation({ select: (location) => location.searchStr });
  const providersQuery = useQuery(authProvidersQueryOptions(api));
  const providers = providersQuery.data?.authProviders ?? [];
  const accounts = useQuery(myConnectedAccountsQueryOptions(api));
  const flags = useQuery(featureFlagsQueryOptions(api)).data?.featureFlags;
  const disconnect = useMutation(disconnectSocialAccountMutationOptions(api, queryClient));
  const [notice, setNotice] = useState<Notice | null>(null);
  const [confirming, setConfirming] = useState<{ key: string; name: string } | null>(null);
  const nameOf = (key: string) => providers.find((provider) => provider.key === key)?.name ?? key;

  // The provider sent the player back here: show how it went, once, and clean the address.
  const [returned] = useState(() => readSocialConnectResult(searchStr));
  const [returnedSeen, setReturnedSeen] = useState(false);
  useEffect(() => {
    if (!returned) return;
    forgetSocialConnect();
    void navigate({ to: MANAGE_ACCOUNT_PATH, replace: true });
  }, [returned, navigate]);
  const returnedNotice = (): Notice | null => {
    if (!returned || returnedSeen || !providersQuery.isSuccess) return null;
    const providerName = nameOf(returned.provider);
    if (returned.status === 'success')
      return { tone: 'success', text: t('social.connectedNotice', { provider: providerName }) };
    const text = socialConnectErrorText({
      ...returned,
      providerName,
      productName: env.productName,
    });
    return { tone: 'error', text };
  };
  const shown = notice ?? returnedNotice();
  const showNotice = (next: Notice | null) => {
    setReturnedSeen(true);
    setNotice(next);
  };

  const connect = async (provider: { key: string; name: string; authorizePath: string }) => {
    showNotice(null);
    const accessToken = await session.refreshAccessToken();
    if (!accessToken) return;
    if (provider.key !== 'telegram') {
      window.location.assign(
        socialConnectUrl({
          authorizePath: provider.authorizePath,
          provider: provider.key,
          accessToken,
        }),
      );
      return;
    }
    const state = crypto.randomUUID();
    const query = new URLSearchParams({
      return_to: MANAGE_ACCOUNT_PATH,
      state,
      action_source: CONNECT_ACTION_SOURCE,
    });
    try {
      const telegramToken = await openTelegramPopup(`${provider.authorizePath}?${query}`, state);
      await connectTelegramAccount(telegramToken, accessToken);
      await queryClient.invalidateQueries({
        queryKey: myConnectedAccountsQueryOptions(api).queryKey,
      });
      showNotice({
        tone: 'success',
        text: t('social.connectedNotice', { provider: TELEGRAM }),
      });
    } catch (failure) {
      const text =
        failure instanceof SocialConnectError
          ? socialConnectErrorText({
              code: failure.code,
              providerName: TELEGRAM,
              wallet: null,
              productName: env.productName,
            })
          : (failure as Error).message;
      showNotice({ tone: 'error', text });
    }
  };

  if (providers.length === 0) return <p className="text-sm text-ink-muted">{t('social.none')}</p>;
  const connected = new Map((accounts.data ?? []).map((account) => [account.provider, account]));
  const listed = providers.filter(
    (provider) => connected.has(provider.key) || connectOffered(provider.key, flags),
  );
  return (
    <div className="flex flex-col gap-3">
      <ul aria-label={t('social.list')} className="flex flex-col divide-y divide-ink-muted/20">
        {listed.map((provider) => {
          const account = connected.get(provider.key);
          return (
            <li key={provider.key} className="flex items-center justify-between gap-3 py-3">
              <div className="flex min-w-0 flex-col">
                <span className="font-bold">{provider.name}</span>
                <span className="truncate text-sm text-ink-muted">
                  {account
                    ? account.displayName
                      ? t('social.connectedAs', { name: account.displayName })
                      : t('social.connected')
                    : t('social.notConnected')}
                </span>
              </div>
              {account ? (
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={t('social.disconnectLabel', { provider: provider.name })}
                  onClick={() => {
                    showNotice(null);
                    setConfirming({ key: provider.key, name: provider.name });
                  }}
                >
                  {t('social.disconnect')}
                </Button>
              ) : (
                <Button
                  size="sm"
                  aria-label={t('social.connectLabel', { provider: provider.name })}
                  disabled={!accounts.data}
                  onClick={() => void connect(provider)}
                >
                  {t('social.connect')}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {shown?.tone === 'success' ? (
        <p role="status" className="text-sm text-success">
          {shown.text}
        </p>
      ) : (
        <FormError>
          {shown?.text ?? (accounts.isError ? apiErrorText(accounts.error) : null)}
        </FormError>
      )}
      <DisconnectDialog
        providerName={confirming?.name ?? null}
        pending={disconnect.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (!confirming) return;
          disconnect.mutate(confirming.key, {
            onSuccess: () =>
              showNotice({
                tone: 'success',
                text: t('social.disconnectedNotice', { provider: confirming.name }),
              }),
            onError: (error) => {
              const text = apiErrorText(error);
              if (text) showNotice({ tone: 'error', text });
            },
            onSettled: () => setConfirming(null),
          });
        }}
      />
    </div>
  );
}
