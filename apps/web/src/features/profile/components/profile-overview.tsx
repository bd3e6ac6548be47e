// spec 1 §3 User: referralCode; spec 1 §7 Other: the referral URL is /referrals/{referralCode}; spec 2
// §3 User wallets (issue 13 Build 5).
import { useSession } from '#app/session.ts';
import { currencyText } from '@levelup/ui/i18n/product-words';
import { ProfileWallets } from './profile-wallets.tsx';
import { useProfileText } from '../profile-text.ts';
import { formatNumber } from '@levelup/ui/i18n/intl-format';

/** The profile's first tab: the player's invite link and balances. */
export function ProfileOverview() {
  const t = useProfileText();
  const session = useSession();
  if (session.status !== 'signedIn') return null;
  const { user } = session;
  const inviteUrl = `${window.location.origin}/referrals/${encodeURIComponent(user.referralCode)}`;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <section aria-labelledby="invite-title" className="rounded-xl bg-surface-raised p-5">
        <h2 id="invite-title" className="text-lg font-bold">
          {t('overview.inviteLink')}
        </h2>
        <p className="mt-2 text-sm break-all text-ink-muted">{inviteUrl}</p>
      </section>
      <section aria-labelledby="balances-title" className="rounded-xl bg-surface-raised p-5">
        <h2 id="balances-title" className="text-lg font-bold">
          {t('overview.balances')}
        </h2>
        <dl className="mt-2 grid grid-cols-2 gap-1 text-sm">
          <dt className="text-ink-muted">{currencyText('GOLD')}</dt>
          <dd className="font-bold tabular-nums">{formatNumber(user.gold)}</dd>
          <dt className="text-ink-muted">{currencyText('PLAYPOINT')}</dt>
          <dd className="font-bold tabular-nums">{formatNumber(user.playpoints)}</dd>
          <dt className="text-ink-muted">{currencyText('ALLY_TOKEN')}</dt>
          <dd className="font-bold tabular-nums">{formatNumber(user.allyToken)}</dd>
          <dt className="text-ink-muted">{currencyText('SNOWFLAKE')}</dt>
          <dd className="font-bold tabular-nums">{formatNumber(user.snowflakes)}</dd>
        </dl>
      </section>
      <ProfileWallets />
    </div>
  );
}
