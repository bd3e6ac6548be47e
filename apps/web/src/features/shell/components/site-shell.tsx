import type { ReactNode } from 'react';
import { useRouteLayout } from '../hooks/use-route-layout.ts';
import { MaintenanceNotice } from './maintenance-notice.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { useShellText } from '../shell-text.ts';

export type SiteShellProps = {
  children: ReactNode;
  /** Rendered in the navbar for signed-in players when the BattlePass flag is on (spec 1 §2). */
  battlePassWidget?: ReactNode;
  /** Balances and the user menu for signed-in players (spec 1 §2 Navbar and shell). */
  accountCorner?: ReactNode;
};

/** The site frame: navbar, main content and footer, each as the matched routes' layout options allow. */
export function SiteShell({ children, battlePassWidget, accountCorner }: SiteShellProps) {
  const t = useShellText();
  const layout = useRouteLayout();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-brand focus:px-4 focus:py-2 focus:text-brand-contrast"
      >
        {t('skipToContent')}
      </a>
      <MaintenanceNotice />
      {layout.navbar ? (
        <SiteHeader
          accountWidgets={layout.accountWidgets}
          battlePassWidget={battlePassWidget}
          accountCorner={accountCorner}
        />
      ) : null}
      <main id="main-content" className="flex min-h-dvh flex-1 flex-col">
        {children}
      </main>
      {layout.footer ? <SiteFooter /> : null}
    </div>
  );
}
