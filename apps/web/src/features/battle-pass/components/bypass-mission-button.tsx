import { Button } from '@levelup/ui/primitives/button';
import { useBattlePassText } from '../battle-pass-text.ts';
import { formatNumber } from '@levelup/ui/i18n/intl-format';

export type BypassMissionButtonProps = {
  cost: number;
  pending: boolean;
  onBypass: () => void;
};

/** The overlay's Snowflakes bypass (spec 1 §2 Blocking special mission overlay). */
export function BypassMissionButton({ cost, pending, onBypass }: BypassMissionButtonProps) {
  const t = useBattlePassText();
  return (
    <Button onClick={onBypass} pending={pending} disabled={pending}>
      {t('bypassMission.button', { cost: formatNumber(cost) })}
    </Button>
  );
}
