import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { ComingSoon } from '#shared/components/coming-soon.tsx';
import { storeReferralCode } from '#shared/referral-code.ts';

// spec 2 §2: the code may come from the query string or the route parameter; it is stored for later use.
const searchSchema = z.object({ referralCode: z.optional(z.string()) });

export const Route = createFileRoute('/referrals/$referralCode')({
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => ({ fromQuery: search.referralCode }),
  loader: ({ params, deps, preload }) => {
    // Hovering an invite link preloads this route; only a real visit stores the code.
    if (!preload) storeReferralCode(deps.fromQuery ?? params.referralCode);
  },
  component: InvitePage,
});

function InvitePage() {
  return (
    <ComingSoon
      title="You're invited"
      description="Your invite code is saved on this device. Sign-up is coming soon, and the code will be waiting for it."
    />
  );
}
