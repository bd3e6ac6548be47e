// spec 1 §4 Drawer widget list: the level-up reward widget, last, only in season and only with
// unread level-up notifications.
import { Button } from '../../primitives/button.tsx';
import { DrawerWidgetCard } from './widget-card.tsx';
import { useDrawerText } from '../../i18n/drawer-text.ts';
import { useProgressionText } from '../../i18n/progression-text.ts';

export type LevelUpRewardWidgetProps = {
  /** The level reached, when known. */
  level?: number | null;
  /** Claims the rewards of the levels reached; without it only the way to the pass shows. */
  onClaim?: () => void;
  /** The claim request is running. */
  claiming?: boolean;
  onGoToPass: () => void;
};

/** Tells the player they levelled up, with CLAIM and the way to the battle pass. */
export function LevelUpRewardWidget({
  level,
  onClaim,
  claiming = false,
  onGoToPass,
}: LevelUpRewardWidgetProps) {
  const tp = useProgressionText();
  const td = useDrawerText();
  return (
    <DrawerWidgetCard
      widget="levelUpReward"
      tone="promo"
      title={
        level != null
          ? tp('progression.toast.levelReached', { level })
          : tp('progression.toast.levelUp')
      }
      actions={
        <>
          {onClaim ? (
            <Button onClick={onClaim} pending={claiming}>
              {tp('progression.claim')}
            </Button>
          ) : null}
          <Button variant="secondary" onClick={onGoToPass}>
            {td('drawer.levelUpReward.goToPass')}
          </Button>
        </>
      }
    >
      <p className="text-sm text-ink-muted">{tp('progression.toast.rewardsToClaim')}</p>
    </DrawerWidgetCard>
  );
}
