import { useFreeMintsText } from '../free-mints-text.ts';
import { useLocation } from '@tanstack/react-router';
import { authRedirectPath } from '@levelup/domain/auth-redirect';
import type { EventStatus } from '@levelup/domain/event-status';
import { Button } from '@levelup/ui/primitives/button';
import { useSession } from '#app/session.ts';
import { buttonLinkClasses } from '#shared/components/button-classes.ts';
import { SiteLink } from '#shared/components/site-link.tsx';
import { freeMintActionLabel, freeMintPagePath } from '../lib/free-mint-view.ts';
import type { FreeMint } from '../lib/free-mint-view.ts';

export type FreeMintActionProps = { mint: FreeMint; status: EventStatus; className?: string };

/**
 * RESERVE NOW while live, VIEW EVENT otherwise (spec 1 §2). Both lead to the collection page; a visitor
 * who wants to reserve signs in first (spec 1 §1: visitors must sign in to act).
 */
export function FreeMintAction({ mint, status, className = '' }: FreeMintActionProps) {
  const session = useSession();
  const pathname = useLocation({ select: (location) => location.pathname });
  const t = useFreeMintsText();
  const label = freeMintActionLabel(status, t);
  const page = freeMintPagePath(mint);
  const href =
    status === 'LIVE' && session.status !== 'signedIn'
      ? authRedirectPath({ source: pathname, destination: page ?? pathname })
      : page;

  if (!href) {
    // No collection page exists for this event (spec 2 §2 /mints/{slug}), so there is nowhere to go.
    return (
      <Button variant="secondary" disabled className={className}>
        {label}
      </Button>
    );
  }
  return (
    <SiteLink
      href={href}
      className={buttonLinkClasses(status === 'LIVE' ? 'primary' : 'secondary', className)}
    >
      {label}
    </SiteLink>
  );
}
