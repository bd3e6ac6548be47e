// issue 29: the navigation shows only the pages the viewer's roles open.
import { Link, useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@levelup/ui/primitives/button';
import { signOut } from '#app/session.ts';
import { consolePages, type ConsolePage, type ConsoleViewer } from '#app/viewer.ts';

const LINKS: Record<ConsolePage, { to: string; label: string }> = {
  overview: { to: '/', label: 'Overview' },
  players: { to: '/players', label: 'Players' },
  audit: { to: '/audit', label: 'Audit log' },
  data: { to: '/data', label: 'Data files' },
  site: { to: '/site', label: 'Site' },
  staff: { to: '/staff', label: 'Staff' },
};

export function ConsoleNavigation({ viewer }: { viewer: ConsoleViewer }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <header className="border-b border-ink-muted/30 bg-surface-raised">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-4 px-6 py-3">
        <span className="font-bold">Console</span>
        <nav aria-label="Console">
          <ul className="flex flex-wrap gap-1">
            {consolePages(viewer).map((page) => (
              <li key={page}>
                <Link
                  to={LINKS[page].to}
                  activeOptions={{ exact: page === 'overview' }}
                  className="rounded px-3 py-1.5 hover:bg-surface data-[status=active]:bg-surface data-[status=active]:font-bold"
                >
                  {LINKS[page].label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <span className="ml-auto text-sm text-ink-muted">{viewer.email}</span>
        <Button
          variant="ghost"
          size="sm"
          onClick={() =>
            void signOut().finally(() => {
              queryClient.clear();
              void navigate({ to: '/sign-in' });
            })
          }
        >
          Sign out
        </Button>
      </div>
    </header>
  );
}
