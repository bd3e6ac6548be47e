import { useState } from 'react';
import type { ReactNode } from 'react';
import { useLocation } from '@tanstack/react-router';
import { useFeatureFlags } from '../hooks/use-feature-flags.ts';
import { useSiteMenu } from '../hooks/use-site-menu.ts';
import { AccountArea } from './account-area.tsx';
import { AdventLink } from './advent-link.tsx';
import { DesktopNav } from './desktop-nav.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { SiteLogo } from './site-logo.tsx';

export type SiteHeaderProps = {
  /** Off on the sign-in and sign-up pages (spec 1 §2 Routes). */
  accountWidgets: boolean;
  battlePassWidget?: ReactNode;
  accountCorner?: ReactNode;
};

/** The navbar: logo, menu (bar from xl up, drawer below), advent sock in December, account corner. */
export function SiteHeader({ accountWidgets, battlePassWidget, accountCorner }: SiteHeaderProps) {
  const pathname = useLocation({ select: (location) => location.pathname });
  const flags = useFeatureFlags();
  const menu = useSiteMenu(flags);
  const [openedAt] = useState(() => Date.now());
  return (
    <header className="sticky top-0 z-30 border-b border-ink-muted/15 bg-surface/95 backdrop-blur">
      <div className="mx-auto flex h-navbar max-w-page items-center gap-3 px-4 sm:px-6 xl:gap-8">
        <MobileMenu menu={menu} pathname={pathname} />
        <SiteLogo />
        <DesktopNav menu={menu} pathname={pathname} />
        <div className="ml-auto flex min-h-11 items-center gap-2">
          <AdventLink now={openedAt} />
          {accountWidgets ? (
            <AccountArea
              battlePassEnabled={flags?.battlePass ?? false}
              battlePassWidget={battlePassWidget}
              accountCorner={accountCorner}
            />
          ) : null}
        </div>
      </div>
    </header>
  );
}
