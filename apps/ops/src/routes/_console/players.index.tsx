import { createFileRoute } from '@tanstack/react-router';
import { PlayerSearch } from '#features/players/components/player-search.tsx';

export const Route = createFileRoute('/_console/players/')({
  component: PlayerSearch,
});
