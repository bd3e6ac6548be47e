// spec 1 §2 /games. No route loader: loaders stay in the first load's route tree (see shop.tsx).
import { createFileRoute } from '@tanstack/react-router';
import { GamesPage } from '#features/games/components/games-page.tsx';

export const Route = createFileRoute('/games')({ component: GamesPage });
