// spec 2 §2 /the-wall: the feed beside the Wall sidebar (on a phone the sidebar stacks above the feed,
// its cards first, since the daily chest status and the legendary chest are what a player comes for).
import { useWallText } from '../wall-text.ts';
import type { ReactNode } from 'react';
import { useNow } from '#features/free-mints/hooks/use-now.ts';
import { WallFeed, type WallFeedProps } from './wall-feed.tsx';

export type WallPageProps = Omit<WallFeedProps, 'now'> & { sidebar: ReactNode };

/** Post times are relative ("5 min ago"): they refresh every minute. */
const POST_TIME_TICK_MS = 60_000;

export function WallPage({ sidebar, ...feed }: WallPageProps) {
  const t = useWallText();
  const now = useNow(POST_TIME_TICK_MS);
  return (
    <div className="mx-auto grid w-full max-w-page gap-6 px-4 py-8 sm:px-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-8">
      <h1 className="text-3xl font-bold lg:col-span-2">{t('title')}</h1>
      <aside
        aria-label={t('sidebar.label')}
        className="flex flex-col gap-4 lg:col-start-2 lg:row-start-2"
      >
        {sidebar}
      </aside>
      <div className="min-w-0 lg:col-start-1 lg:row-start-2">
        <WallFeed {...feed} now={now} />
      </div>
    </div>
  );
}
