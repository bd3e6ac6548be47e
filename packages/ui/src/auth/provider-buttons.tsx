// spec 2 §7 Third-party sign-in: a browser redirect to /{provider}/authorize.
import { useAuthText } from '../i18n/auth-text.ts';

/** A third-party sign-in provider and the address that starts its sign-in. */
export type SignInProvider = { key: string; name: string; href: string };

export type ProviderButtonsProps = {
  providers: ReadonlyArray<SignInProvider>;
  /** 'Sign in' or 'Sign up': each button reads "Sign in with Discord". */
  actionLabel: string;
  /** Called instead of following the link (the app adds the state code first); the link works without it. */
  onSelect?: (provider: SignInProvider) => void;
};

/** One full-width link per configured provider; nothing when none is configured. */
export function ProviderButtons({ providers, actionLabel, onSelect }: ProviderButtonsProps) {
  const t = useAuthText();
  if (providers.length === 0) return null;
  return (
    <ul aria-label={t('auth.providers.list')} className="flex flex-col gap-2">
      {providers.map((provider) => (
        <li key={provider.key}>
          <a
            href={provider.href}
            onClick={(event) => {
              if (!onSelect) return;
              event.preventDefault();
              onSelect(provider);
            }}
            className="flex h-11 items-center justify-center rounded-md border border-ink-muted/40 bg-surface px-4 font-semibold text-ink hover:border-ink-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
          >
            {t('auth.providers.action', { action: actionLabel, provider: provider.name })}
          </a>
        </li>
      ))}
    </ul>
  );
}
