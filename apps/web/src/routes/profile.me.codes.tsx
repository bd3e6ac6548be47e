import { createFileRoute } from '@tanstack/react-router';
import { MyCodesPage } from '#features/profile-rewards/components/my-codes-page.tsx';

export const Route = createFileRoute('/profile/me/codes')({ component: MyCodesPage });
