import type { ReactNode } from 'react';
import { showsLegacyAnnouncement } from '@levelup/domain/legacy-host';
import { env } from '#env.ts';
import { LegacyAnnouncement } from './legacy-announcement.tsx';

export type LegacyHostGateProps = {
  /** The page's path; paths under /media/ stay reachable on the legacy host. */
  path: string;
  /**
   * The page's host name (defaults to this window's; on the server, where there is none, renderPage has
   * already sent a legacy host's pages to the browser to render).
   */
  host?: string;
  legacyHosts?: ReadonlyArray<string>;
  children: ReactNode;
};

/** Shows the site, or on a legacy host the full-page announcement instead of all content (spec 1 §1). */
export function LegacyHostGate({
  path,
  host = typeof location === 'undefined' ? '' : location.hostname,
  legacyHosts = env.legacyHosts,
  children,
}: LegacyHostGateProps) {
  if (showsLegacyAnnouncement({ host, legacyHosts, path })) {
    return (
      <LegacyAnnouncement
        productName={env.productName}
        platformName={env.platformName}
        platformUrl={env.platformUrl}
      />
    );
  }
  return children;
}
