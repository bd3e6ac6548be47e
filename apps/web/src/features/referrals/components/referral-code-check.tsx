// spec 2 §2 /referrals/{referralCode}: the invite link a player shares. The server checks the code
// (spec 2 §5 "A referral code must exist"); a code that exists is stored for sign-up and the welcome
// shows, an unknown one reads "This referral code does not exist!" (spec 2 §8 invalid-referral-code)
// and is not stored (issue 27 finding 6). Should the check fail, the welcome shows and the code is
// kept: sign-up checks it again.
import { useEffect, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { referralCodeExistsQueryOptions } from '@levelup/api/referral-invite';
import { errorToastText } from '@levelup/ui/alerts/error-catalogue';
import { env } from '#env.ts';
import { buttonLinkClasses } from '#shared/components/button-classes.ts';
import { storeReferralCode } from '#shared/referral-code.ts';
import { useApi } from '#shared/use-api.ts';
import { useReferralsText } from '../referrals-text.ts';

export type ReferralCodeCheckProps = {
  referralCode: string;
  /** What a visitor with a code that exists sees (the invite welcome). */
  welcome: ReactNode;
};

export function ReferralCodeCheck({ referralCode, welcome }: ReferralCodeCheckProps) {
  const t = useReferralsText();
  const check = useQuery(referralCodeExistsQueryOptions(useApi(), referralCode));
  const known = check.isError || check.data === true;

  useEffect(() => {
    if (known) storeReferralCode(referralCode);
  }, [known, referralCode]);

  if (check.isPending)
    return (
      <p role="status" className="mx-auto max-w-secondary px-4 py-16 text-ink-muted sm:px-6">
        {t('invite.checking')}
      </p>
    );
  if (known) return welcome;
  return (
    <section className="mx-auto flex max-w-secondary flex-col items-start gap-4 px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold sm:text-4xl">
        {errorToastText('invalid-referral-code', env.productName)}
      </h1>
      <Link to="/auth/sign-up" className={buttonLinkClasses('primary')}>
        {t('invite.signUp')}
      </Link>
    </section>
  );
}
