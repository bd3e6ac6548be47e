// spec 2 §2 /the-wall: the feed beside the Wall sidebar. spec 1 §2: sidebars show only from the large
// breakpoint up (the page layout's right sidebar); below it the sidebar's parts (the daily chest status,
// the legendary chest, live mints, the rewards pool…) open in a drawer from a button above the feed.
import { useWallText } from '../wall-text.ts';
import { useState, type ReactNode } from 'react';
import { useMediaQuery } from '@levelup/ui/battle-pass/hooks/use-media-query';
import { Drawer } from '@levelup/ui/primitives/drawer';
import { useNow } from '@levelup/ui/progression/hooks/use-now';
import { PageLayout } from '#shared/components/page-layout.tsx';
import { WallFeed, type WallFeedProps } from './wall-feed.tsx';

export type WallPageProps = Omit<WallFeedProps, 'now'> & { sidebar: ReactNode };

/** Post times are relative ("5 min ago"): they refresh every minute. */
const POST_TIME_TICK_MS = 60_000;

/** Tailwind's lg breakpoint (64rem), where the page layout shows sidebars. */
const LARGE_QUERY = '(min-width: 64rem)';

export function WallPage({ sidebar, ...feed }: WallPageProps) {
  const t = useWallText();
  const now = useNow(POST_TIME_TICK_MS);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const large = useMediaQuery(LARGE_QUERY);
  // The drawer closes when the screen grows to where the sidebar shows.
  const open = drawerOpen && !large;
  const sidebarParts = <div className="flex flex-col gap-4">{sidebar}</div>;
  return (
    <PageLayout
      // While the drawer holds the sidebar, the (hidden) column does not hold it a second time.
      rightSidebar={open ? null : sidebarParts}
      rightSidebarLabel={t('sidebar.label')}
    >
      <div className="flex flex-col gap-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-3xl font-bold">{t('title')}</h1>
          <Drawer
            title={t('sidebarDrawer.title')}
            open={open}
            onOpenChange={setDrawerOpen}
            trigger={
              <button
                type="button"
                className="rounded-full bg-surface-raised px-4 py-2 text-sm font-bold text-accent hover:underline focus-visible:outline-2 focus-visible:outline-accent lg:hidden"
              >
                {t('sidebarDrawer.open')}
              </button>
            }
          >
            {open ? sidebarParts : null}
          </Drawer>
        </div>
        <WallFeed {...feed} now={now} />
      </div>
    </PageLayout>
  );
}
