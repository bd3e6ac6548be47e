import { LoadingBar } from '@levelup/ui/battle-pass/loading-bar';

/** While the season loads: the LOADING PAGE... bar (spec 1 §2 Battle pass page). */
export function BattlePassLoading() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center px-4">
      <LoadingBar />
    </div>
  );
}
