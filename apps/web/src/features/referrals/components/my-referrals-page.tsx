// spec 2 §2 /profile/me/referrals (issue 14 Build 1): the friends who signed up with the player's code,
// each with its state (pending, qualified, rewarded, refused), dates and reward, the counts, and the
// GOT FRIENDS? modal to invite more.
import { useQuery } from '@tanstack/react-query';
import { myReferralsQueryOptions, type MyReferralsQuery } from '@levelup/api/referrals';
import { Button } from '@levelup/ui/primitives/button';
import { useApi } from '#shared/use-api.ts';
import { openReferralPromotion } from '../lib/open-referral-promotion.tsx';
import { programText, referralStateText, refusedReasonText } from '../lib/referral-texts.ts';
import { rewardLabel } from '../lib/reward-label.ts';
import { useReferralsText } from '../referrals-text.ts';

type Referral = MyReferralsQuery['myReferrals']['referrals'][number];

const day = (iso: string | null | undefined) =>
  iso ? new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' }) : null;

const stateClasses: Record<Referral['state'], string> = {
  PENDING: 'bg-surface text-ink-muted',
  QUALIFIED: 'bg-accent/20 text-ink',
  REWARDED: 'bg-success/20 text-success',
  REFUSED: 'bg-danger/20 text-danger',
};

export function MyReferralsPage() {
  const t = useReferralsText();
  const mine = useQuery(myReferralsQueryOptions(useApi()));
  return (
    <section aria-labelledby="my-referrals-title" className="flex flex-col gap-4 py-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="my-referrals-title" className="text-2xl font-bold">
          {t('mine.title')}
        </h2>
        <Button onClick={() => openReferralPromotion()}>{t('inviteFriends')}</Button>
      </div>
      {mine.isPending ? (
        <p role="status" className="text-ink-muted">
          {t('mine.loading')}
        </p>
      ) : mine.isError ? (
        <p role="alert" className="text-danger">
          {t('mine.failed')}
        </p>
      ) : (
        <>
          {mine.data.program ? (
            <p className="text-ink-muted">{programText(mine.data.program)}</p>
          ) : null}
          <ul aria-label={t('mine.counts')} className="flex flex-wrap gap-3 text-sm">
            {(['pending', 'qualified', 'rewarded', 'refused'] as const).map((state) => (
              <li key={state} className="rounded-md bg-surface-raised px-3 py-1">
                {t('mine.count', {
                  state: referralStateText(state.toUpperCase() as Referral['state']),
                })}{' '}
                <span className="font-bold">{mine.data.counts[state]}</span>
              </li>
            ))}
          </ul>
          {mine.data.referrals.length === 0 ? (
            <p className="text-ink-muted">{t('mine.none')}</p>
          ) : (
            <ul aria-label={t('mine.list')} className="flex flex-col gap-2">
              {mine.data.referrals.map((referral) => (
                <ReferralRow key={referral.id} referral={referral} />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

function ReferralRow({ referral }: { referral: Referral }) {
  const t = useReferralsText();
  const label = referralStateText(referral.state);
  return (
    <li
      aria-label={t('mine.row', {
        name: referral.friendName,
        discriminator: referral.friendDiscriminator,
        state: label,
      })}
      className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-surface-raised p-3"
    >
      <div className="flex flex-col">
        <span className="font-semibold">
          {referral.friendName}{' '}
          <span className="text-ink-muted">#{referral.friendDiscriminator}</span>
        </span>
        <span className="text-sm text-ink-muted">
          {t('mine.joined', { date: day(referral.signedUpAt) })}
          {referral.state === 'REWARDED' && referral.rewardedAt
            ? ` · ${t('mine.rewarded', { date: day(referral.rewardedAt) })}`
            : ''}
          {referral.state === 'QUALIFIED' && referral.qualifiedAt
            ? ` · ${t('mine.qualified', { date: day(referral.qualifiedAt) })}`
            : ''}
          {referral.state === 'REFUSED' && referral.refusedReason
            ? ` · ${refusedReasonText(referral.refusedReason)}`
            : ''}
        </span>
      </div>
      <div className="flex items-center gap-2">
        {referral.state === 'REWARDED' && referral.rewardAmount ? (
          <span className="font-bold">
            +{rewardLabel(referral.rewardAmount, referral.rewardType)}
          </span>
        ) : null}
        <span
          className={`rounded-full px-3 py-1 text-sm font-bold ${stateClasses[referral.state]}`}
        >
          {label}
        </span>
      </div>
    </li>
  );
}
