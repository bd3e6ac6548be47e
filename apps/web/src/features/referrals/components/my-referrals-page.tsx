// spec 2 §2 /profile/me/referrals (issue 14 Build 1): the friends who signed up with the player's code,
// each with its state (pending, qualified, rewarded, refused), dates and reward, the counts, and the
// GOT FRIENDS? modal to invite more.
import { useQuery } from '@tanstack/react-query';
import { myReferralsQueryOptions, type MyReferralsQuery } from '@levelup/api/referrals';
import { Button } from '@levelup/ui/primitives/button';
import { useApi } from '#shared/use-api.ts';
import { openReferralPromotion } from '../lib/open-referral-promotion.tsx';
import { programText, REFERRAL_STATE_LABELS, REFUSED_REASON_TEXTS } from '../lib/referral-texts.ts';
import { rewardLabel } from '../lib/reward-label.ts';

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
  const mine = useQuery(myReferralsQueryOptions(useApi()));
  return (
    <section aria-labelledby="my-referrals-title" className="flex flex-col gap-4 py-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="my-referrals-title" className="text-2xl font-bold">
          My referrals
        </h2>
        <Button onClick={() => openReferralPromotion()}>INVITE FRIENDS</Button>
      </div>
      {mine.isPending ? (
        <p role="status" className="text-ink-muted">
          Loading your referrals…
        </p>
      ) : mine.isError ? (
        <p role="alert" className="text-danger">
          Your referrals could not be loaded.
        </p>
      ) : (
        <>
          {mine.data.program ? (
            <p className="text-ink-muted">{programText(mine.data.program)}</p>
          ) : null}
          <ul aria-label="Referral counts" className="flex flex-wrap gap-3 text-sm">
            {(['pending', 'qualified', 'rewarded', 'refused'] as const).map((state) => (
              <li key={state} className="rounded-md bg-surface-raised px-3 py-1">
                {REFERRAL_STATE_LABELS[state.toUpperCase() as Referral['state']]}:{' '}
                <span className="font-bold">{mine.data.counts[state]}</span>
              </li>
            ))}
          </ul>
          {mine.data.referrals.length === 0 ? (
            <p className="text-ink-muted">
              No friend has joined with your invite link yet. Invite your friends to earn rewards.
            </p>
          ) : (
            <ul aria-label="Referrals" className="flex flex-col gap-2">
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
  const label = REFERRAL_STATE_LABELS[referral.state];
  return (
    <li
      aria-label={`${referral.friendName} #${referral.friendDiscriminator}: ${label}`}
      className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-surface-raised p-3"
    >
      <div className="flex flex-col">
        <span className="font-semibold">
          {referral.friendName}{' '}
          <span className="text-ink-muted">#{referral.friendDiscriminator}</span>
        </span>
        <span className="text-sm text-ink-muted">
          Joined {day(referral.signedUpAt)}
          {referral.state === 'REWARDED' && referral.rewardedAt
            ? ` · rewarded ${day(referral.rewardedAt)}`
            : ''}
          {referral.state === 'QUALIFIED' && referral.qualifiedAt
            ? ` · qualified ${day(referral.qualifiedAt)} (reward limit reached)`
            : ''}
          {referral.state === 'REFUSED' && referral.refusedReason
            ? ` · ${REFUSED_REASON_TEXTS[referral.refusedReason] ?? referral.refusedReason}`
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
