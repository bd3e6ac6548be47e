import { useLocation } from '@tanstack/react-router';
import { authRedirectPath } from '@levelup/domain/auth-redirect';
import { buttonLinkClasses } from '#shared/components/button-classes.ts';
import { SiteLink } from '#shared/components/site-link.tsx';
import { useShellText } from '../shell-text.ts';

/** A visitor's way in: the auth page, told where the click came from and where to come back (spec 1 §2). */
export function SignInButton() {
  const t = useShellText();
  const location = useLocation();
  const href = authRedirectPath({ source: location.pathname, destination: location.href });
  return (
    <SiteLink href={href} className={buttonLinkClasses('primary', 'h-10 px-4 text-sm')}>
      {t('signIn')}
    </SiteLink>
  );
}
