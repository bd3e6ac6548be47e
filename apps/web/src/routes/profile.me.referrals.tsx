import { createFileRoute } from '@tanstack/react-router';
import { MyReferralsPage } from '#features/referrals/components/my-referrals-page.tsx';

export const Route = createFileRoute('/profile/me/referrals')({ component: MyReferralsPage });
