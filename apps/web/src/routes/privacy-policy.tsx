import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPolicy } from '#features/legal/components/privacy-policy.tsx';

export const Route = createFileRoute('/privacy-policy')({
  component: PrivacyPolicy,
});
