// Issue 12 Build 5: a CHEST item of the profile items tab gets OPEN; its odds (guaranteed items, rolls,
// each drop's probability) show in a dialog before the player opens it there with OPEN.
import { useProfileRewardsText } from '../profile-rewards-text.ts';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { chestOddsQueryOptions } from '@levelup/api/chests-inventory';
import { Button } from '@levelup/ui/primitives/button';
import { ChestOddsDialog } from '@levelup/ui/profile-rewards/chest-odds-dialog';
import { useApi } from '#shared/use-api.ts';
import { useOpenChest } from '../hooks/use-open-chest.ts';
import { oddsView } from '../lib/profile-rewards-view.ts';

export type ChestOpenActionProps = {
  /** The chest item's key, which is also its chest type (drop table). */
  itemKey: string;
  chestName: string;
};

export function ChestOpenAction({ itemKey, chestName }: ChestOpenActionProps) {
  const t = useProfileRewardsText();
  const [open, setOpen] = useState(false);
  const odds = useQuery({ ...chestOddsQueryOptions(useApi(), itemKey), enabled: open });
  const { openChest, opening } = useOpenChest();
  const status = odds.isPending ? 'loading' : odds.isError || !odds.data ? 'error' : 'ready';
  return (
    <ChestOddsDialog
      chestName={chestName}
      odds={odds.data ? oddsView(odds.data) : null}
      status={status}
      opening={opening}
      open={open}
      onOpenChange={setOpen}
      onOpenChest={() => {
        void openChest(itemKey).then((opened) => {
          if (opened) setOpen(false);
        });
      }}
      trigger={
        <Button size="sm" aria-label={t('openChest.label', { chestName })}>
          {t('openChest.button')}
        </Button>
      }
    />
  );
}
