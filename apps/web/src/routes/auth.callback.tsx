import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { AuthCallbackPage } from '#features/auth/components/auth-callback-page.tsx';

// spec 2 §2 sign-in return target: ?status=success|error&code=...&state=...
const searchSchema = z.object({
  status: z.optional(z.string()),
  code: z.optional(z.string()),
  state: z.optional(z.string()),
});

export const Route = createFileRoute('/auth/callback')({
  validateSearch: searchSchema,
  staticData: { layout: { accountWidgets: false } },
  component: AuthCallbackRoute,
});

function AuthCallbackRoute() {
  const search = Route.useSearch();
  return <AuthCallbackPage {...search} />;
}
