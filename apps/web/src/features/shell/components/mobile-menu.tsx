import { Suspense, lazy, useState } from 'react';
import type { ComponentProps } from 'react';
import { MenuIcon } from '#shared/components/icons.tsx';
import type { SiteMenuItem } from '../lib/site-menu.ts';
import { MenuLink } from './menu-link.tsx';
import { MobileMenuSection } from './mobile-menu-section.tsx';
import { useShellText } from '../shell-text.ts';

export type MobileMenuProps = { menu: ReadonlyArray<SiteMenuItem>; pathname: string };

// The drawer (Radix Dialog) loads when the menu is first wanted, so no page's first load carries it.
const loadDrawer = () => import('@levelup/ui/primitives/drawer');
const Drawer = lazy(() => loadDrawer().then((module) => ({ default: module.Drawer })));

const linkClasses = (active: boolean) =>
  `flex items-center gap-2 rounded-md px-3 py-3 font-bold tracking-wide uppercase hover:bg-surface-raised ${active ? 'bg-brand/20 text-accent' : 'text-ink'}`;

function HamburgerButton(props: ComponentProps<'button'>) {
  const t = useShellText();
  return (
    <button
      type="button"
      aria-label={t('nav.openMenu')}
      aria-haspopup="dialog"
      className="grid size-10 place-items-center rounded-md text-ink hover:bg-surface-raised focus-visible:outline-2 focus-visible:outline-accent xl:hidden"
      {...props}
    >
      <MenuIcon className="size-6" />
    </button>
  );
}

/** Below the xl breakpoint the menu lives in a drawer opened by a hamburger button (spec 1 §2). */
export function MobileMenu({ menu, pathname }: MobileMenuProps) {
  const t = useShellText();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const close = () => setOpen(false);

  // Until the first click only the button is there; a hover or focus starts loading the drawer.
  if (!wanted) {
    return (
      <HamburgerButton
        aria-expanded={false}
        onPointerEnter={() => void loadDrawer()}
        onFocus={() => void loadDrawer()}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      />
    );
  }
  return (
    <Suspense fallback={<HamburgerButton aria-expanded />}>
      <Drawer
        side="left"
        title={t('nav.menu')}
        closeLabel={t('nav.closeMenu')}
        open={open}
        onOpenChange={setOpen}
        trigger={<HamburgerButton />}
      >
        <nav aria-label={t('nav.main')}>
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
    </Suspense>
  );
}
