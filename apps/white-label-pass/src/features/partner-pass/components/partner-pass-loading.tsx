import { LoadingBar } from '@levelup/ui/battle-pass/loading-bar';

/** While the season loads: the LOADING PAGE... bar (spec 1 §2 Battle pass page). */
export function PartnerPassLoading() {
  return (
    <main className="flex min-h-screen items-center justify-center px-4">
      <LoadingBar />
    </main>
  );
}
