import { createFileRoute } from '@tanstack/react-router';
import { AirdropPage } from '#features/referrals/components/airdrop-page.tsx';

export const Route = createFileRoute('/airdrop')({ component: AirdropPage });
