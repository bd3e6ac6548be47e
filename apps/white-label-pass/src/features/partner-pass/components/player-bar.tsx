import { Button } from '@levelup/ui/primitives/button';
import { useWhiteLabelText } from '#app/texts/white-label-text.ts';
import type { PartnerPlayer } from '../hooks/use-partner-player.ts';

/** The signed-in player's level and XP, the XP boost purchase, and the last claim error. */
export function PlayerBar({ player }: { player: PartnerPlayer }) {
  const t = useWhiteLabelText();
  const { state } = player;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-surface-raised px-4 py-3">
      <p className="text-sm text-ink-muted" role="status">
        <strong className="text-ink">{t('player.level', { level: state.level })}</strong> ·{' '}
        {t('player.xp', { xp: state.xp })}
        {state.booster.hasBooster ? t('player.boostActive') : null}
      </p>
      {player.notice ? (
        <p role="alert" className="text-sm font-semibold text-danger">
          {player.notice}
        </p>
      ) : null}
      {/* spec 1 §5: the disabled state shows where the purchase starts (issue 10 fault 13). */}
      {player.boosterPurchaseBlocked ? (
        <Button disabled>{t('player.boostAlreadyActive')}</Button>
      ) : (
        <Button onClick={player.onBuyBooster}>{t('player.buyBoost')}</Button>
      )}
    </div>
  );
}
