import { createFileRoute } from '@tanstack/react-router';
import { PlayerPage } from '#features/players/components/player-page.tsx';

export const Route = createFileRoute('/_console/players/$playerId')({
  component: PlayerRoute,
});

function PlayerRoute() {
  const { playerId } = Route.useParams();
  return <PlayerPage key={playerId} playerId={playerId} />;
}
