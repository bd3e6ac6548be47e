// spec 2 §2 /the-wall: the feed beside the Wall sidebar. spec 1 §2: sidebars show only from the large
// breakpoint up (the page layout's right sidebar); below it the sidebar's parts (the daily chest status,
// the legendary chest, live mints, the rewards pool…) open in a drawer from a button above the feed.
import { useWallText } from '../wall-text.ts';
import { Suspense, lazy, useState, type ComponentProps, type ReactNode } from 'react';
import { useMediaQuery } from '@levelup/ui/battle-pass/hooks/use-media-query';
import { useNow } from '@levelup/ui/progression/hooks/use-now';
import { PageLayout } from '#shared/components/page-layout.tsx';
import { WallFeed, type WallFeedProps } from './wall-feed.tsx';

export type WallPageProps = Omit<WallFeedProps, 'now'> & { sidebar: ReactNode };

/** Post times are relative ("5 min ago"): they refresh every minute. */
const POST_TIME_TICK_MS = 60_000;

/** Tailwind's lg breakpoint (64rem), where the page layout shows sidebars. */
const LARGE_QUERY = '(min-width: 64rem)';

// The drawer (Radix Dialog) loads when it is first wanted, so the page's first load does not carry it
// (the 150 KiB first-load budget, issue 28), as the site menu's drawer does.
const loadDrawer = () => import('./wall-sidebar-drawer.tsx');
const WallSidebarDrawer = lazy(() =>
  loadDrawer().then((module) => ({ default: module.WallSidebarDrawer })),
);

function SidebarButton(props: ComponentProps<'button'>) {
  const t = useWallText();
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      className="rounded-full bg-surface-raised px-4 py-2 text-sm font-bold text-accent hover:underline focus-visible:outline-2 focus-visible:outline-accent lg:hidden"
      {...props}
    >
      {t('sidebarDrawer.open')}
    </button>
  );
}

export function WallPage({ sidebar, ...feed }: WallPageProps) {
  const t = useWallText();
  const now = useNow(POST_TIME_TICK_MS);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
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
          {wanted ? (
            <Suspense fallback={<SidebarButton aria-expanded />}>
              <WallSidebarDrawer
                title={t('sidebarDrawer.title')}
                open={open}
                onOpenChange={setDrawerOpen}
                trigger={<SidebarButton />}
              >
                {sidebarParts}
              </WallSidebarDrawer>
            </Suspense>
          ) : (
            // Until the first click only the button is there; a hover or focus starts loading the drawer.
            <SidebarButton
              aria-expanded={false}
              onPointerEnter={() => void loadDrawer()}
              onFocus={() => void loadDrawer()}
              onClick={() => {
                setWanted(true);
                setDrawerOpen(true);
              }}
            />
          )}
        </div>
        <WallFeed {...feed} now={now} />
      </div>
    </PageLayout>
  );
}
