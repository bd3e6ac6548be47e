// spec 1 §2 Navbar and shell: signed-in user menu — Profile, Publisher Dashboard (publisher users only),
// Manage Account, Log Out.
import type { MouseEvent } from 'react';
import { useUiText } from '../i18n/ui-text.ts';

/** A link in the user menu. */
export type UserMenuLink = { label: string; href: string };

export type UserMenuProps = {
  /** The menu's links in order (the app decides whether Publisher Dashboard is among them). */
  links: ReadonlyArray<UserMenuLink>;
  /** In-app navigation for a plain click; a modified click (new tab) keeps the browser's default. */
  onNavigate: (href: string) => void;
  onLogOut: () => void;
  /** While signing out, Log Out is disabled. */
  loggingOut?: boolean;
};

const itemClasses =
  'flex w-full items-center rounded-md px-3 py-2.5 text-left font-semibold text-ink hover:bg-surface focus-visible:outline-2 focus-visible:outline-accent';

function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** The user menu's items; the app shows them in a dropdown (desktop) or a right drawer (mobile). */
export function UserMenu({ links, onNavigate, onLogOut, loggingOut = false }: UserMenuProps) {
  const t = useUiText();
  return (
    <ul className="flex min-w-52 flex-col gap-1">
      {links.map((link) => (
        <li key={link.href}>
          <a
            href={link.href}
            className={itemClasses}
            onClick={(event) => {
              if (!isPlainClick(event)) return;
              event.preventDefault();
              onNavigate(link.href);
            }}
          >
            {link.label}
          </a>
        </li>
      ))}
      <li className="mt-1 border-t border-ink-muted/20 pt-1">
        <button type="button" className={itemClasses} onClick={onLogOut} disabled={loggingOut}>
          {t('account.logOut')}
        </button>
      </li>
    </ul>
  );
}
