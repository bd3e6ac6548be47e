// Issue 12 Build 5: rolls are verifiable. The server publishes a hash of each period's seed before the
// period, derives each roll from the seed, the player and a counter, and reveals the seed afterwards:
// the player's recent openings with their period, seed hash and counter, and the seed commitments.
import { formatEventDate } from '@levelup/domain/event-status';
import { rewardQuantityText } from '../battle-pass/reward-card.tsx';
import { useProfileRewardsText } from '../i18n/profile-rewards-text.ts';

export type ChestOpeningSummary = {
  id: string;
  chestName: string;
  rewards: ReadonlyArray<{ name: string; amount: number }>;
  period: string;
  seedHash: string;
  counter: number;
  /** ISO-8601. */
  openedAt: string;
};

export type ChestSeedPeriodSummary = {
  period: string;
  seedHash: string;
  /** Null until the period ended and the seed is revealed. */
  seed: string | null;
};

export type ChestVerificationProps = {
  openings: ReadonlyArray<ChestOpeningSummary>;
  seedPeriods: ReadonlyArray<ChestSeedPeriodSummary>;
  timeZone?: string;
};

function Hash({ value }: { value: string }) {
  return <code className="font-mono text-xs break-all">{value}</code>;
}

/** Recent openings, then the Verify section with the seed commitments. */
export function ChestVerification({ openings, seedPeriods, timeZone }: ChestVerificationProps) {
  const t = useProfileRewardsText();
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="chest-openings-title" className="flex flex-col gap-2">
        <h3 id="chest-openings-title" className="text-lg font-bold">
          {t('profileRewards.verification.openings')}
        </h3>
        {openings.length === 0 ? (
          <p className="text-ink-muted">{t('profileRewards.verification.none')}</p>
        ) : (
          <ul
            aria-label={t('profileRewards.verification.openings')}
            className="flex flex-col gap-2"
          >
            {openings.map((opening) => (
              <li key={opening.id} className="flex flex-col gap-1 rounded-lg bg-surface-raised p-3">
                <p className="flex flex-wrap justify-between gap-2">
                  <span className="font-semibold">{opening.chestName}</span>
                  <time dateTime={opening.openedAt} className="text-sm text-ink-muted">
                    {formatEventDate(opening.openedAt, { timeZone })}
                  </time>
                </p>
                <p className="text-sm">
                  {opening.rewards
                    .map((reward) => rewardQuantityText(reward.name, reward.amount))
                    .join(', ')}
                </p>
                <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm text-ink-muted">
                  <dt>{t('profileRewards.verification.period')}</dt>
                  <dd>{opening.period}</dd>
                  <dt>{t('profileRewards.verification.seedHash')}</dt>
                  <dd>
                    <Hash value={opening.seedHash} />
                  </dd>
                  <dt>{t('profileRewards.verification.counter')}</dt>
                  <dd className="tabular-nums">{opening.counter}</dd>
                </dl>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="chest-verify-title" className="flex flex-col gap-2">
        <h3 id="chest-verify-title" className="text-lg font-bold">
          {t('profileRewards.verification.verify')}
        </h3>
        <p className="max-w-prose text-sm text-ink-muted">
          {t('profileRewards.verification.help')}
        </p>
        {seedPeriods.length > 0 ? (
          <ul
            aria-label={t('profileRewards.verification.seedPeriods')}
            className="flex flex-col gap-2 text-sm"
          >
            {seedPeriods.map((period) => (
              <li key={period.period} className="flex flex-col gap-0.5">
                <span className="font-semibold">{period.period}</span>
                <span>
                  {t('profileRewards.verification.hash')}
                  <Hash value={period.seedHash} />
                </span>
                <span>
                  {t('profileRewards.verification.seed')}{' '}
                  {period.seed ? (
                    <Hash value={period.seed} />
                  ) : (
                    <span className="text-ink-muted">
                      {t('profileRewards.verification.seedLater')}
                    </span>
                  )}
                </span>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </div>
  );
}
