import type { SiteMenuItem } from '../lib/site-menu.ts';
import { MenuLink } from './menu-link.tsx';
import { NavDropdown } from './nav-dropdown.tsx';
import { topLevelClasses } from './top-level-classes.ts';
import { useShellText } from '../shell-text.ts';

export type DesktopNavProps = { menu: ReadonlyArray<SiteMenuItem>; pathname: string };

/** The desktop menu bar, shown from the xl breakpoint up (spec 1 §2 Navbar and shell). */
export function DesktopNav({ menu, pathname }: DesktopNavProps) {
  const t = useShellText();
  return (
    <nav aria-label={t('nav.main')} className="hidden xl:block">
      <ul className="flex items-center gap-1">
        {menu.map((item) => (
          <li key={item.label}>
            {item.href ? (
              <MenuLink
                item={{ ...item, href: item.href }}
                pathname={pathname}
                className={topLevelClasses}
              />
            ) : (
              <NavDropdown item={item} pathname={pathname} />
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
