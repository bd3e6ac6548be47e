// spec 2 §1: with the identity service on (customBackendTokens off), "Log in" goes to the identity
// service. The link below it sets the custom backend token toggle, so a player or developer can
// still use our own sign-in; with the toggle forcing backend tokens against the flag, a link goes back.
import { useLocation } from '@tanstack/react-router';
import { Button } from '@levelup/ui/primitives/button';
import { env } from '#env.ts';
import type { SignInMode } from '../hooks/use-custom-backend-tokens.ts';
import { destinationAfterSignIn } from '../lib/auth-destination.ts';
import { externalSignInUrl } from '../lib/external-sign-in.ts';
import { useAuthText } from '../auth-text.ts';

export function ExternalSignIn({
  mode,
  actionLabel,
}: {
  mode: SignInMode;
  /** The button's text: Log in on the sign-in pages, Sign up on the sign-up pages. */
  actionLabel?: string;
}) {
  const t = useAuthText();
  const searchStr = useLocation({ select: (location) => location.searchStr });
  return (
    <div className="flex flex-col gap-3">
      <p className="text-ink-muted">{t('external.intro')}</p>
      <Button
        size="lg"
        onClick={() => window.location.assign(externalSignInUrl(destinationAfterSignIn(searchStr)))}
      >
        {actionLabel ?? t('external.logIn')}
      </Button>
      <button
        type="button"
        className="self-start text-sm font-semibold text-accent underline"
        onClick={() => mode.setToggle(true)}
      >
        {t('external.usePassword', { product: env.productName })}
      </button>
    </div>
  );
}

/** Shown on our own sign-in when only the toggle keeps it: the way back to the identity service. */
export function BackToExternalSignIn({ mode }: { mode: SignInMode }) {
  const t = useAuthText();
  if (mode.flag !== false || !mode.customBackendTokens) return null;
  return (
    <button
      type="button"
      className="self-start text-sm font-semibold text-accent underline"
      onClick={() => mode.setToggle(null)}
    >
      {t('external.backToIdentityService')}
    </button>
  );
}
