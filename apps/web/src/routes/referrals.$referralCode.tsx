import { createFileRoute } from '@tanstack/react-router';
import { InviteWelcome } from '#features/auth/components/invite-welcome.tsx';
import { storeReferralCode } from '#shared/referral-code.ts';
import { optionalStrings } from '#shared/search-params.ts';

// spec 2 §2: the code may come from the query string or the route parameter; it is stored for later use.
const validateSearch = optionalStrings('referralCode');

export const Route = createFileRoute('/referrals/$referralCode')({
  validateSearch,
  loaderDeps: ({ search }) => ({ fromQuery: search.referralCode }),
  loader: ({ params, deps, preload }) => {
    // Hovering an invite link preloads this route; only a real visit stores the code.
    if (!preload) storeReferralCode(deps.fromQuery ?? params.referralCode);
  },
  component: InvitePage,
});

function InvitePage() {
  const { referralCode } = Route.useParams();
  const { referralCode: fromQuery } = Route.useSearch();
  return <InviteWelcome referralCode={fromQuery ?? referralCode} />;
}
