import { createFileRoute } from '@tanstack/react-router';
import { AuthCallbackPage } from '#features/auth/components/auth-callback-page.tsx';
import { optionalStrings } from '#shared/search-params.ts';

// spec 2 §2 sign-in return target: ?status=success|error&code=...&state=...
const validateSearch = optionalStrings('status', 'code', 'state');

export const Route = createFileRoute('/auth/callback')({
  validateSearch,
  staticData: { layout: { accountWidgets: false } },
  component: AuthCallbackRoute,
});

function AuthCallbackRoute() {
  const search = Route.useSearch();
  return <AuthCallbackPage {...search} />;
}
