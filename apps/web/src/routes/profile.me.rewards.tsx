import { createFileRoute } from '@tanstack/react-router';
import { MyRewardsPage } from '#features/profile-rewards/components/my-rewards-page.tsx';

export const Route = createFileRoute('/profile/me/rewards')({ component: MyRewardsPage });
