import { createFileRoute } from '@tanstack/react-router';
import { referralCodeExistsQueryOptions } from '@levelup/api/referral-invite';
import { InviteWelcome } from '#features/auth/components/invite-welcome.tsx';
import { ReferralCodeCheck } from '#features/referrals/components/referral-code-check.tsx';
import { optionalStrings } from '#shared/search-params.ts';

// spec 2 §2: the code may come from the query string or the route parameter; it is stored for later
// use once the server knows it (spec 2 §5; referral-code-check.tsx).
const validateSearch = optionalStrings('referralCode');

export const Route = createFileRoute('/referrals/$referralCode')({
  validateSearch,
  loaderDeps: ({ search }) => ({ fromQuery: search.referralCode }),
  // The check arrives with the page (prefetchQuery never throws; a failure shows in the page).
  loader: ({ params, deps, context }) =>
    context.queryClient.prefetchQuery(
      referralCodeExistsQueryOptions(context.api, deps.fromQuery ?? params.referralCode),
    ),
  component: InvitePage,
});

function InvitePage() {
  const { referralCode } = Route.useParams();
  const { referralCode: fromQuery } = Route.useSearch();
  const code = fromQuery ?? referralCode;
  return <ReferralCodeCheck referralCode={code} welcome={<InviteWelcome referralCode={code} />} />;
}
