// The partner season's battle pass, the only page of the white-label app (spec 1 §3: any group other than allypass);
// scroll_to_level scrolls to a level and is then removed, as on /allypass (spec 1 §2 Routes).
import { Suspense, lazy } from 'react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, useRouter } from '@tanstack/react-router';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { battlePassPageQueryOptions } from '@levelup/api/battle-pass';
import { featureFlagsQueryOptions } from '@levelup/api/site';
import {
  validateScrollToLevelSearch,
  withoutScrollToLevel,
} from '@levelup/ui/battle-pass/lib/scroll-to-level-search';
import { useStore } from 'zustand';
import { partnerAppSession } from '#app/api-client.ts';
import { env } from '#env.ts';
import { PartnerAccountBar } from '#features/partner-auth/components/partner-account-bar.tsx';
import { usePartnerSignIn } from '#features/partner-auth/hooks/use-partner-sign-in.ts';
import { hasCookie } from '#features/partner-auth/lib/partner-session-cookie.ts';
import { PartnerPassError } from '#features/partner-pass/components/partner-pass-error.tsx';
import { PartnerPassLoading } from '#features/partner-pass/components/partner-pass-loading.tsx';
import { PartnerPassPage } from '#features/partner-pass/components/partner-pass-page.tsx';
import { usePartnerPlayer } from '#features/partner-pass/hooks/use-partner-player.ts';
import { signInUrl } from '#features/partner-pass/lib/sign-in-url.ts';
import {
  externalSignInUrl,
  signsInExternally,
} from '#features/external-sign-in/lib/external-sign-in.ts';

const season = { group: env.group, key: env.seasonKey ?? null };

// spec 1 §2 Battle Pass widget and spec 1 §4 toasts (issue 14 Build 6): for a signed-in player with the
// BattlePass switch on only, so they load lazily, as on the main site.
const shell = () => import('#features/partner-pass/components/shell/partner-battle-pass-shell.tsx');
const PartnerBattlePassWidget = lazy(() =>
  shell().then((module) => ({ default: module.PartnerBattlePassWidget })),
);
const PartnerBattlePassToasts = lazy(() =>
  shell().then((module) => ({ default: module.PartnerBattlePassToasts })),
);

export const Route = createFileRoute('/')({
  validateSearch: validateScrollToLevelSearch,
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(battlePassPageQueryOptions(context.api, season)),
  pendingMs: 150,
  pendingComponent: PartnerPassLoading,
  errorComponent: PartnerPassRouteError,
  component: PartnerPassRoute,
});

function PartnerPassRoute() {
  const { api, queryClient } = Route.useRouteContext();
  const { scroll_to_level: scrollToLevel } = Route.useSearch();
  const navigate = Route.useNavigate();
  const { data } = useSuspenseQuery(battlePassPageQueryOptions(api, season));
  const session = useStore(partnerAppSession.store);
  const player = usePartnerPlayer(data.battlePass);
  const battlePassOn =
    useQuery({ ...featureFlagsQueryOptions(api), enabled: session.status === 'signedIn' }).data
      ?.featureFlags.battlePass ?? false;
  // The drawer's GO TO BATTLE PASS and the toast's CLAIM: the level reached comes into view.
  const goToLevel = (level: number | null) => {
    if (level !== null)
      void navigate({ search: (previous) => ({ ...previous, scroll_to_level: level }) });
  };
  // spec 1 §4 Partner-site auth: the partner's sign-in opens in a window while this page polls.
  const partnerSignIn = usePartnerSignIn({
    openAuthWindow: () => window.open(env.partnerAuthUrl, 'partner-sign-in', 'popup=yes'),
    hasSession: () => hasCookie(env.partnerSessionCookie),
    startSession: partnerAppSession.startWithToken,
  });
  // Without a partner auth page configured, sign-in is a full page load: to the identity service
  // (spec 2 §1, back through /white-label-battlepass-v2/auth/callback) or to the sign-in page.
  const signInByPageLoad = async () =>
    window.location.assign(
      (await signsInExternally(api, queryClient))
        ? externalSignInUrl(window.location)
        : signInUrl({ signInUrl: env.signInUrl, group: env.group, location: window.location }),
    );
  const signIn = env.partnerAuthUrl ? partnerSignIn.start : () => void signInByPageLoad();
  const shellShown = player !== null && battlePassOn;
  return (
    <>
      <PartnerPassPage
        battlePass={data.battlePass}
        player={player}
        onSignIn={signIn}
        battlePassWidget={
          shellShown ? (
            <Suspense fallback={<span aria-hidden className="size-11 rounded-full" />}>
              <PartnerBattlePassWidget
                api={api}
                battlePass={data.battlePass}
                player={player}
                onGoToLevel={goToLevel}
              />
            </Suspense>
          ) : null
        }
        accountBar={
          env.partnerAuthUrl ? (
            <PartnerAccountBar
              session={session}
              signIn={partnerSignIn}
              anonymousUsername={data.battlePass.theme.copySettings.anonymousUsername}
              defaultAvatarPath={data.battlePass.theme.themeSettings.defaultAvatarPath}
            />
          ) : null
        }
        scrollToLevel={scrollToLevel}
        // Replace, not push, and keep the scroll the page just made (a reset would undo it on mobile).
        onScrolledToLevel={() =>
          void navigate({ search: withoutScrollToLevel, replace: true, resetScroll: false })
        }
      />
      {shellShown ? (
        <Suspense fallback={null}>
          <PartnerBattlePassToasts api={api} battlePass={data.battlePass} onGoToLevel={goToLevel} />
        </Suspense>
      ) : null}
    </>
  );
}

function PartnerPassRouteError({ error }: ErrorComponentProps) {
  const router = useRouter();
  return <PartnerPassError error={error} onRetry={() => void router.invalidate()} />;
}
