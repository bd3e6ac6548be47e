import { useLocation } from '@tanstack/react-router';
import { playerNameText } from '@levelup/ui/i18n/product-words';
import { useSession } from '#app/session.ts';
import { SiteLink } from '#shared/components/site-link.tsx';
import { destinationAfterSignIn } from '../lib/auth-destination.ts';
import { useAuthText } from '../auth-text.ts';

/** On an auth page, tells a player who is already signed in, with a way on. */
export function SignedInNotice() {
  const t = useAuthText();
  const session = useSession();
  const searchStr = useLocation({ select: (location) => location.searchStr });
  if (session.status !== 'signedIn') return null;
  return (
    <p className="rounded-md border border-ink-muted/30 bg-surface px-3 py-2 text-sm">
      {t('signedIn.before')}
      <strong>{playerNameText(session.user.username)}</strong>
      {t('signedIn.after')}{' '}
      <SiteLink
        href={destinationAfterSignIn(searchStr)}
        className="font-semibold text-accent underline"
      >
        {t('signedIn.continue')}
      </SiteLink>
    </p>
  );
}
