// Issue 12 Build 5: verifiable rolls: the player's recent openings (period, seed hash, counter) and the
// seed commitments, with how to recheck a roll (the CLI `chest verify`).
import { useProfileRewardsText } from '../profile-rewards-text.ts';
import { useQuery } from '@tanstack/react-query';
import {
  chestSeedPeriodsQueryOptions,
  myChestOpeningsQueryOptions,
} from '@levelup/api/chests-inventory';
import { ChestVerification } from '@levelup/ui/profile-rewards/chest-verification';
import { useApi } from '#shared/use-api.ts';
import { openingView } from '../lib/profile-rewards-view.ts';

export function ChestOpeningsSection() {
  const t = useProfileRewardsText();
  const api = useApi();
  const openings = useQuery(myChestOpeningsQueryOptions(api));
  const seedPeriods = useQuery(chestSeedPeriodsQueryOptions(api));
  return (
    <section aria-label={t('chestOpenings.label')} className="flex flex-col gap-4 py-4">
      {openings.isPending || seedPeriods.isPending ? (
        <p role="status" className="text-ink-muted">
          {t('chestOpenings.loading')}
        </p>
      ) : openings.isError || seedPeriods.isError ? (
        <p role="alert" className="text-danger">
          {t('chestOpenings.loadError')}
        </p>
      ) : (
        <ChestVerification
          openings={openings.data.map(openingView)}
          seedPeriods={seedPeriods.data.map(({ period, seedHash, seed }) => ({
            period,
            seedHash,
            seed: seed ?? null,
          }))}
        />
      )}
    </section>
  );
}
