import { useId, useState } from 'react';
import { ChevronIcon } from '#shared/components/icons.tsx';
import { isMenuItemActive } from '../lib/active-item.ts';
import type { SiteMenuItem } from '../lib/site-menu.ts';
import { MenuList } from './menu-list.tsx';

export type MobileMenuSectionProps = {
  item: SiteMenuItem;
  pathname: string;
  onNavigate: () => void;
};

/** A menu label in the drawer that expands to show its children; open from the start when one is current. */
export function MobileMenuSection({ item, pathname, onNavigate }: MobileMenuSectionProps) {
  const active = isMenuItemActive(item, pathname);
  const [expanded, setExpanded] = useState(active);
  const panelId = useId();
  return (
    <>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={panelId}
        data-active={active}
        onClick={() => setExpanded(!expanded)}
        className={`flex w-full items-center justify-between rounded-md px-3 py-3 text-left font-bold tracking-wide uppercase ${active ? 'text-accent' : 'text-ink'} hover:bg-surface-raised`}
      >
        {item.label}
        <ChevronIcon
          className={`size-5 transition motion-reduce:transition-none ${expanded ? 'rotate-180' : ''}`}
        />
      </button>
      <div id={panelId} hidden={!expanded} className="pl-3">
        <MenuList items={item.children} pathname={pathname} onNavigate={onNavigate} />
      </div>
    </>
  );
}
