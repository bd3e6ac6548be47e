import { Suspense, lazy, useState } from 'react';
import type { ComponentProps } from 'react';
import { ChevronIcon } from '#shared/components/icons.tsx';
import { isMenuItemActive } from '../lib/active-item.ts';
import type { SiteMenuItem } from '../lib/site-menu.ts';
import { MenuList } from './menu-list.tsx';
import { topLevelClasses } from './top-level-classes.ts';

export type NavDropdownProps = { item: SiteMenuItem; pathname: string };

// The popover (Radix and its positioning) loads when a dropdown is first wanted, so no page's first
// load carries it.
const loadPopover = () => import('@levelup/ui/primitives/popover');
const Popover = lazy(() => loadPopover().then((module) => ({ default: module.Popover })));

type DropdownButtonProps = ComponentProps<'button'> & {
  label: string;
  active: boolean;
  open: boolean;
};

function DropdownButton({ label, active, open, ...props }: DropdownButtonProps) {
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      data-active={active}
      className={topLevelClasses(active)}
      {...props}
    >
      {label}
      <ChevronIcon className={`size-4 transition motion-reduce:transition-none ${open ? 'rotate-180' : ''}`} />
    </button>
  );
}

/** A desktop menu label that opens its children in a popover (Radix: Escape and outside click close it). */
export function NavDropdown({ item, pathname }: NavDropdownProps) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const active = isMenuItemActive(item, pathname);
  const button = { label: item.label, active, open };

  // Until the first click only the label is there; a hover or focus starts loading the popover.
  if (!wanted) {
    return (
      <DropdownButton
        {...button}
        aria-expanded={false}
        onPointerEnter={() => void loadPopover()}
        onFocus={() => void loadPopover()}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      />
    );
  }
  return (
    <Suspense fallback={<DropdownButton {...button} aria-expanded />}>
      <Popover
        open={open}
        onOpenChange={setOpen}
        label={item.label}
        align="start"
        trigger={<DropdownButton {...button} />}
      >
        <div className="min-w-48">
          <MenuList items={item.children} pathname={pathname} onNavigate={() => setOpen(false)} />
        </div>
      </Popover>
    </Suspense>
  );
}
