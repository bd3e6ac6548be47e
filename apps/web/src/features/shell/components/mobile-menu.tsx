import { Suspense, lazy, useState } from 'react';
import type { ComponentProps } from 'react';
import { MenuIcon } from '#shared/components/icons.tsx';
import type { SiteMenuItem } from '../lib/site-menu.ts';
import { useShellText } from '../shell-text.ts';

export type MobileMenuProps = { menu: ReadonlyArray<SiteMenuItem>; pathname: string };

// The drawer (Radix Dialog) and its sections load when the menu is first wanted, so no page's first
// load carries them.
const loadDrawer = () => import('./mobile-menu-drawer.tsx');
const MobileMenuDrawer = lazy(() =>
  loadDrawer().then((module) => ({ default: module.MobileMenuDrawer })),
);

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
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);

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
      <MobileMenuDrawer
        menu={menu}
        pathname={pathname}
        open={open}
        onOpenChange={setOpen}
        trigger={<HamburgerButton />}
      />
    </Suspense>
  );
}
