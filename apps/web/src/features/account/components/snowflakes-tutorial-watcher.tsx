// spec 1 §2 Modals, Snowflakes tutorial (issue 12 Build 10): after a claim that earned Snowflakes (the
// player's Snowflakes balance rose: battle pass claims, mission rewards, chests), once the reward
// collection modal is closed, unless the player chose not to see it again. Through the modal queue.
import { Suspense, lazy, useEffect, useRef } from 'react';
import { modalQueueStore } from '@levelup/ui/modal-queue/modal-queue-store';
import type { ModalQueueStore } from '@levelup/ui/modal-queue/modal-queue-store';
import type { SessionUser } from '#app/session/session-types.ts';
import { useCollectedRewards } from '#shared/rewards/reward-collection-store.ts';
import { earnedSnowflakes, shouldShowSnowflakesTutorial } from '../lib/snowflakes-tutorial.ts';

const SnowflakesTutorialDialog = lazy(() => import('./snowflakes-tutorial-dialog.tsx'));

/**
 * The live balance event of a claim lands before the claim's answer opens the reward collection
 * modal: the tutorial waits this long after the earning (or after that modal closes) and starts over
 * if the modal opened meanwhile.
 */
export const SNOWFLAKES_TUTORIAL_SETTLE_MS = 1500;

/** Modal queue id. */
export const SNOWFLAKES_TUTORIAL_MODAL_ID = 'snowflakes-tutorial';

export type SnowflakesTutorialWatcherProps = { user: SessionUser; store?: ModalQueueStore };

/** Renders nothing; opens the tutorial when the player earns Snowflakes. */
export function SnowflakesTutorialWatcher({
  user,
  store = modalQueueStore,
}: SnowflakesTutorialWatcherProps) {
  const before = useRef<number | undefined>(undefined);
  /** Snowflakes were earned; the tutorial waits for the reward collection modal to close. */
  const pending = useRef(false);
  const collecting = useCollectedRewards() !== null;
  const wanted = shouldShowSnowflakesTutorial(user.userFlags);

  useEffect(() => {
    if (earnedSnowflakes(before.current, user.snowflakes)) pending.current = true;
    before.current = user.snowflakes;
    if (!pending.current || collecting) return;
    const timer = setTimeout(() => {
      pending.current = false;
      if (!wanted) return;
      store.getState().open({
        id: SNOWFLAKES_TUTORIAL_MODAL_ID,
        zIndex: 15,
        render: (close) => (
          <Suspense fallback={null}>
            <SnowflakesTutorialDialog onClose={close} />
          </Suspense>
        ),
      });
    }, SNOWFLAKES_TUTORIAL_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [user.snowflakes, collecting, wanted, store]);

  return null;
}
