// Issue 12 Build 5: "the odds of each chest are shown before the player opens or buys it": guaranteed
// items, how many rolls, each drop with its probability; OPEN opens the chest. Issue 27: and what one
// chest gives of each item in total over all its rolls.
import type { ReactElement } from 'react';
import { rewardQuantityText } from '../battle-pass/reward-card.tsx';
import { Button } from '../primitives/button.tsx';
import { Dialog } from '../primitives/dialog.tsx';
import { useProfileRewardsText } from '../i18n/profile-rewards-text.ts';
import { formatNumber } from '../i18n/intl-format.ts';

export type ChestOddsItem = { itemKey: string; name: string; amount: number };

export type ChestOddsDrop = {
  itemKey: string;
  name: string;
  minAmount: number;
  maxAmount: number;
  /** 0..1 chance of this line on one roll. */
  probability: number;
};

/** What one chest gives of one item, over its guaranteed amount and all its rolls (issue 27). */
export type ChestOddsTotal = { itemKey: string; name: string; minTotal: number; maxTotal: number };

export type ChestOddsView = {
  guaranteed: ReadonlyArray<ChestOddsItem>;
  rolls: number;
  drops: ReadonlyArray<ChestOddsDrop>;
  totals: ReadonlyArray<ChestOddsTotal>;
};

export type ChestOddsDialogProps = {
  chestName: string;
  /** Null while loading or when the odds could not be read. */
  odds: ChestOddsView | null;
  status: 'loading' | 'error' | 'ready';
  /** The opening runs. */
  opening?: boolean;
  onOpenChest: () => void;
  /** The chest's OPEN button in the items list. */
  trigger?: ReactElement;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
};

const PERCENT: Intl.NumberFormatOptions = { style: 'percent', maximumFractionDigits: 2 };

/** 0.125 → '12.5%'. */
export function probabilityText(probability: number): string {
  return formatNumber(probability, PERCENT);
}

function rangeText(min: number, max: number): string {
  return min === max ? formatNumber(min) : `${formatNumber(min)}–${formatNumber(max)}`;
}

/** The chest's odds with OPEN (disabled until the odds are shown). */
export function ChestOddsDialog({
  chestName,
  odds,
  status,
  opening = false,
  onOpenChest,
  trigger,
  open,
  onOpenChange,
}: ChestOddsDialogProps) {
  const t = useProfileRewardsText();
  return (
    <Dialog
      title={t('profileRewards.chestOdds.title', { chestName })}
      description={t('profileRewards.chestOdds.description')}
      trigger={trigger}
      open={open}
      onOpenChange={onOpenChange}
      actions={
        <Button onClick={onOpenChest} pending={opening} disabled={status !== 'ready'}>
          {t('profileRewards.chestOdds.open')}
        </Button>
      }
    >
      {status === 'loading' ? (
        <p role="status" className="text-ink-muted">
          {t('profileRewards.chestOdds.loading')}
        </p>
      ) : status === 'error' || !odds ? (
        <p role="alert" className="text-danger">
          {t('profileRewards.chestOdds.failed')}
        </p>
      ) : (
        <div className="flex flex-col gap-3 text-sm">
          {odds.guaranteed.length > 0 ? (
            <section aria-labelledby="chest-odds-guaranteed" className="flex flex-col gap-1">
              <h3 id="chest-odds-guaranteed" className="font-bold">
                {t('profileRewards.chestOdds.guaranteed')}
              </h3>
              <ul className="list-inside list-disc">
                {odds.guaranteed.map((item) => (
                  <li key={item.itemKey}>{rewardQuantityText(item.name, item.amount)}</li>
                ))}
              </ul>
            </section>
          ) : null}
          <p className="font-semibold">
            {t('profileRewards.chestOdds.rolls', { rolls: odds.rolls })}
          </p>
          <table className="w-full text-left">
            <caption className="sr-only">{t('profileRewards.chestOdds.caption')}</caption>
            <thead className="text-ink-muted">
              <tr>
                <th scope="col" className="py-1 font-semibold">
                  {t('profileRewards.chestOdds.item')}
                </th>
                <th scope="col" className="py-1 font-semibold">
                  {t('profileRewards.chestOdds.amount')}
                </th>
                <th scope="col" className="py-1 text-right font-semibold">
                  {t('profileRewards.chestOdds.chance')}
                </th>
              </tr>
            </thead>
            <tbody>
              {odds.drops.map((drop) => (
                <tr key={drop.itemKey} className="border-t border-ink-muted/20">
                  <th scope="row" className="py-1 font-normal">
                    {drop.name}
                  </th>
                  <td className="py-1 tabular-nums">{rangeText(drop.minAmount, drop.maxAmount)}</td>
                  <td className="py-1 text-right font-semibold tabular-nums">
                    {probabilityText(drop.probability)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <ul aria-label={t('profileRewards.chestOdds.totals')} className="flex flex-col gap-1">
            {odds.totals.map((total) => (
              <li key={total.itemKey}>
                {t('profileRewards.chestOdds.total', {
                  amount: rangeText(total.minTotal, total.maxTotal),
                  name: total.name,
                })}
              </li>
            ))}
          </ul>
        </div>
      )}
    </Dialog>
  );
}
