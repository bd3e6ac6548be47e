// spec 1 §2 /games.
import { createFileRoute } from '@tanstack/react-router';
import { battlePassPageQueryOptions } from '@levelup/api/battle-pass';
import { gamesPageQueryOptions } from '@levelup/api/games';
import { ALLYPASS_SEASON } from '#features/battle-pass/hooks/use-battle-pass-context.ts';
import { GamesPage } from '#features/games/components/games-page.tsx';

export const Route = createFileRoute('/games')({
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(gamesPageQueryOptions(context.api)),
      context.queryClient.ensureQueryData(battlePassPageQueryOptions(context.api, ALLYPASS_SEASON)),
    ]),
  component: GamesPage,
});
