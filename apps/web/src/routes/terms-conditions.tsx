import { createFileRoute } from '@tanstack/react-router';
import { TermsConditions } from '#features/legal/components/terms-conditions.tsx';

export const Route = createFileRoute('/terms-conditions')({
  component: TermsConditions,
});
