// spec 2 §2 /airdrop: "Shows a special referral promotion text: 5X of each referral's total airdrops."
// (issue 14 Build 1). A signed-in player opens the GOT FRIENDS? modal from here; a visitor signs up.
import { Link } from '@tanstack/react-router';
import { Button } from '@levelup/ui/primitives/button';
import { useSession } from '#app/session.ts';
import { env } from '#env.ts';
import { openReferralPromotion } from '../lib/open-referral-promotion.tsx';
import { useReferralsText } from '../referrals-text.ts';

export function AirdropPage() {
  const t = useReferralsText();
  const signedIn = useSession().status === 'signedIn';
  return (
    <section
      aria-labelledby="airdrop-title"
      className="mx-auto flex max-w-secondary flex-col items-start gap-4 px-4 py-16 sm:px-6"
    >
      <p className="text-sm font-bold tracking-widest text-accent uppercase">
        {t('airdrop.eyebrow', { product: env.productName })}
      </p>
      <h1 id="airdrop-title" className="text-3xl font-bold sm:text-4xl">
        {t('airdrop.promotion')}
      </h1>
      <p className="max-w-prose text-lg text-ink-muted">{t('airdrop.body')}</p>
      {signedIn ? (
        <div className="flex flex-wrap gap-3">
          <Button onClick={() => openReferralPromotion()}>{t('inviteFriends')}</Button>
          <Link
            to="/profile/me/referrals"
            className="inline-flex h-10 items-center font-semibold text-accent underline-offset-4 hover:underline"
          >
            {t('airdrop.myReferrals')}
          </Link>
        </div>
      ) : (
        <Link
          to="/signup"
          className="inline-flex h-10 items-center justify-center rounded-md bg-brand px-4 font-bold tracking-wide text-brand-contrast hover:brightness-110"
        >
          {t('airdrop.signUp')}
        </Link>
      )}
    </section>
  );
}
