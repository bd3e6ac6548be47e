import { createFileRoute } from '@tanstack/react-router';
import { ProfileOverview } from '#features/profile/components/profile-overview.tsx';

export const Route = createFileRoute('/profile/me/')({ component: ProfileOverview });
