import { createFileRoute } from '@tanstack/react-router';
import { partnerAppSession } from '#app/api-client.ts';
import { ExternalSignInCallback } from '#features/external-sign-in/components/external-sign-in-callback.tsx';

type CallbackSearch = { status?: string; code?: string; state?: string };

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

// spec 2 §2: /white-label-battlepass-v2/auth/callback, the sign-in return target of this app.
export const Route = createFileRoute('/auth/callback')({
  validateSearch: (search: Record<string, unknown>): CallbackSearch => ({
    status: text(search['status']),
    code: text(search['code']),
    state: text(search['state']),
  }),
  component: CallbackRoute,
});

function CallbackRoute() {
  const search = Route.useSearch();
  return <ExternalSignInCallback {...search} session={partnerAppSession.store} />;
}
