// spec 1 §2 Routes: /allypass, the Battle Pass page; scroll_to_level scrolls to a level and is then removed.
import { Suspense, lazy, useCallback, useMemo } from 'react';
import { createFileRoute, useLocation, useRouter } from '@tanstack/react-router';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { battlePassPageQueryOptions } from '@levelup/api/battle-pass';
import { VISITOR } from '@levelup/ui/battle-pass/lib/battle-pass-viewer';
import {
  validateScrollToLevelSearch,
  withoutScrollToLevel,
} from '@levelup/ui/battle-pass/lib/scroll-to-level-search';
import { env } from '#env.ts';
import { useSession } from '#app/session.ts';
import { AllypassPage } from '#features/battle-pass/components/allypass-page.tsx';
import { BattlePassError } from '#features/battle-pass/components/battle-pass-error.tsx';
import { BattlePassLoading } from '#features/battle-pass/components/battle-pass-loading.tsx';
import { useBattlePassSeason } from '#features/battle-pass/hooks/use-battle-pass-season.ts';
import { signInPath } from '#features/battle-pass/lib/sign-in-path.ts';

// The signed-in player's page (claims, purchases) loads only once someone is signed in.
const PlayerAllypass = lazy(() => import('#features/battle-pass/components/player-allypass.tsx'));

export const Route = createFileRoute('/allypass')({
  validateSearch: validateScrollToLevelSearch,
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(
      battlePassPageQueryOptions(context.api, { group: env.battlePassGroup }),
    ),
  pendingMs: 150,
  pendingComponent: BattlePassLoading,
  errorComponent: AllypassError,
  component: AllypassRoute,
});

function AllypassRoute() {
  const { api } = Route.useRouteContext();
  const { scroll_to_level: scrollToLevel } = Route.useSearch();
  const navigate = Route.useNavigate();
  const location = useLocation();
  const session = useSession();
  const { battlePass, premiumPriceLabel } = useBattlePassSeason(api, env.battlePassGroup);

  // spec 1 §6: a visitor's click on a reward or on the premium card goes to sign-in and comes back here.
  const { href, searchStr } = location;
  const signIn = useCallback(
    () => void navigate({ href: signInPath({ source: 'allypass', destination: href, searchStr }) }),
    [navigate, href, searchStr],
  );
  const onScrolledToLevel = useCallback(
    () => void navigate({ search: withoutScrollToLevel, replace: true, resetScroll: false }),
    [navigate],
  );
  const page = { battlePass, premiumPriceLabel, scrollToLevel, onScrolledToLevel };
  // While the session is restored, and for a visitor, the track shows as a visitor sees it. Kept as one
  // element (issue 28): the session's answer does not redraw the 60 levels the server's HTML holds.
  const visitorPage = useMemo(
    () => (
      <AllypassPage
        battlePass={battlePass}
        premiumPriceLabel={premiumPriceLabel}
        scrollToLevel={scrollToLevel}
        onScrolledToLevel={onScrolledToLevel}
        viewer={VISITOR}
        onSelectReward={signIn}
        onBuyPremium={signIn}
      />
    ),
    [battlePass, premiumPriceLabel, scrollToLevel, onScrolledToLevel, signIn],
  );
  if (session.status !== 'signedIn') return visitorPage;
  return (
    <Suspense fallback={visitorPage}>
      <PlayerAllypass {...page} />
    </Suspense>
  );
}

function AllypassError({ error }: ErrorComponentProps) {
  const router = useRouter();
  return <BattlePassError error={error} onRetry={() => void router.invalidate()} />;
}
