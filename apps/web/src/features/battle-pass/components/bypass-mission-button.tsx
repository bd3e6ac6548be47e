import { Button } from '@levelup/ui/primitives/button';

export type BypassMissionButtonProps = {
  cost: number;
  pending: boolean;
  onBypass: () => void;
};

/** The overlay's Snowflakes bypass (spec 1 §2 Blocking special mission overlay). */
export function BypassMissionButton({ cost, pending, onBypass }: BypassMissionButtonProps) {
  return (
    <Button onClick={onBypass} pending={pending} disabled={pending}>
      BYPASS WITH {cost.toLocaleString('en-US')} SNOWFLAKES
    </Button>
  );
}
