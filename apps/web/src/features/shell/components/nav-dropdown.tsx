import { useState } from 'react';
import { Popover } from '@levelup/ui/primitives/popover';
import { ChevronIcon } from '#shared/components/icons.tsx';
import { isMenuItemActive } from '../lib/active-item.ts';
import type { SiteMenuItem } from '../lib/site-menu.ts';
import { MenuList } from './menu-list.tsx';
import { topLevelClasses } from './top-level-classes.ts';

export type NavDropdownProps = { item: SiteMenuItem; pathname: string };

/** A desktop menu label that opens its children in a popover (Radix: Escape and outside click close it). */
export function NavDropdown({ item, pathname }: NavDropdownProps) {
  const [open, setOpen] = useState(false);
  const active = isMenuItemActive(item, pathname);
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      label={item.label}
      align="start"
      trigger={
        <button type="button" data-active={active} className={topLevelClasses(active)}>
          {item.label}
          <ChevronIcon className={`size-4 transition ${open ? 'rotate-180' : ''}`} />
        </button>
      }
    >
      <div className="min-w-48">
        <MenuList items={item.children} pathname={pathname} onNavigate={() => setOpen(false)} />
      </div>
    </Popover>
  );
}
