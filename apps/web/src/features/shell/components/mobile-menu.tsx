import { useState } from 'react';
import { Drawer } from '@levelup/ui/primitives/drawer';
import { MenuIcon } from '#shared/components/icons.tsx';
import type { SiteMenuItem } from '../lib/site-menu.ts';
import { MenuLink } from './menu-link.tsx';
import { MobileMenuSection } from './mobile-menu-section.tsx';

export type MobileMenuProps = { menu: ReadonlyArray<SiteMenuItem>; pathname: string };

const linkClasses = (active: boolean) =>
  `flex items-center gap-2 rounded-md px-3 py-3 font-bold tracking-wide uppercase hover:bg-surface-raised ${active ? 'bg-brand/20 text-accent' : 'text-ink'}`;

/** Below the xl breakpoint the menu lives in a drawer opened by a hamburger button (spec 1 §2). */
export function MobileMenu({ menu, pathname }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <Drawer
      side="left"
      title="Menu"
      closeLabel="Close menu"
      open={open}
      onOpenChange={setOpen}
      trigger={
        <button
          type="button"
          aria-label="Open menu"
          className="grid size-10 place-items-center rounded-md text-ink hover:bg-surface-raised focus-visible:outline-2 focus-visible:outline-accent xl:hidden"
        >
          <MenuIcon className="size-6" />
        </button>
      }
    >
      <nav aria-label="Main">
        <ul className="flex flex-col gap-1">
          {menu.map((item) => (
            <li key={item.label}>
              {item.href ? (
                <MenuLink
                  item={{ ...item, href: item.href }}
                  pathname={pathname}
                  className={linkClasses}
                  onNavigate={close}
                />
              ) : (
                <MobileMenuSection item={item} pathname={pathname} onNavigate={close} />
              )}
            </li>
          ))}
        </ul>
      </nav>
    </Drawer>
  );
}
