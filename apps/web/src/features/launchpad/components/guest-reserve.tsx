// spec 1 §1, spec 2 §6: a visitor sees RESERVE NOW on a live collection; it leads to sign-in and back here.
import { useLaunchpadText } from '../launchpad-text.ts';
import { useLocation } from '@tanstack/react-router';
import { authRedirectPath } from '@levelup/domain/auth-redirect';
import { buttonLinkClasses } from '#shared/components/button-classes.ts';
import { SiteLink } from '#shared/components/site-link.tsx';

export function GuestReserve() {
  const t = useLaunchpadText();
  const pathname = useLocation({ select: (location) => location.pathname });
  return (
    <SiteLink
      href={authRedirectPath({ source: pathname, destination: pathname })}
      className={buttonLinkClasses('primary', 'self-start')}
    >
      {t('reserveNow')}
    </SiteLink>
  );
}
