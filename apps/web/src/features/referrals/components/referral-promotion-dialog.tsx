// spec 2 §2 Modals, referral promotion (issue 14 Build 1): the GOT FRIENDS? modal with the signed-in
// player's invite link, the share intent of spec 1 §7 and GO TO MY REFERRALS. Loaded only when opened.
import { useQuery } from '@tanstack/react-query';
import { myReferralsQueryOptions } from '@levelup/api/referrals';
import { ReferralPromotionModal } from '@levelup/ui/referrals/referral-promotion-modal';
import { useSession } from '#app/session.ts';
import { env } from '#env.ts';
import { SiteLink } from '#shared/components/site-link.tsx';
import { useApi } from '#shared/use-api.ts';
import { inviteLink, referralShareIntentUrl } from '../lib/referral-share.ts';
import { programText } from '../lib/referral-texts.ts';

export const MY_REFERRALS_PATH = '/profile/me/referrals';

export default function ReferralPromotionDialog({ onClose }: { onClose: () => void }) {
  const session = useSession();
  const mine = useQuery(myReferralsQueryOptions(useApi()));
  const referralCode = session.status === 'signedIn' ? session.user.referralCode : null;
  if (!referralCode) return null;
  const origin = window.location.origin;
  return (
    <ReferralPromotionModal
      inviteLink={inviteLink(origin, referralCode)}
      shareHref={referralShareIntentUrl({ productName: env.productName, origin, referralCode })}
      rewardText={mine.data?.program ? programText(mine.data.program) : null}
      referralsHref={MY_REFERRALS_PATH}
      onClose={onClose}
      renderLink={(href, label, onClick) => (
        <SiteLink
          href={href}
          onClick={onClick}
          className="inline-flex h-10 items-center justify-center rounded-md bg-brand px-4 font-bold tracking-wide text-brand-contrast hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
        >
          {label}
        </SiteLink>
      )}
    />
  );
}
