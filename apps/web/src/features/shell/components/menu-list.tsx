import type { SiteMenuItem } from '../lib/site-menu.ts';
import { MenuLink } from './menu-link.tsx';

export type MenuListProps = {
  items: ReadonlyArray<SiteMenuItem>;
  pathname: string;
  onNavigate?: () => void;
};

const linkClasses = (active: boolean) =>
  `flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium ${active ? 'bg-brand/20 text-accent' : 'text-ink hover:bg-surface'}`;

/** The entries under a menu label; an entry with its own children shows them as an indented group. */
export function MenuList({ items, pathname, onNavigate }: MenuListProps) {
  return (
    <ul className="flex flex-col gap-0.5">
      {items.map((item) => (
        <li key={`${item.label}-${item.href ?? ''}`}>
          {item.href ? (
            <MenuLink
              item={{ ...item, href: item.href }}
              pathname={pathname}
              className={linkClasses}
              onNavigate={onNavigate}
            />
          ) : (
            <span className="block px-3 pt-2 pb-1 text-xs font-bold tracking-wider text-ink-muted uppercase">
              {item.label}
            </span>
          )}
          {item.children.length > 0 ? (
            <div className="ml-3 border-l border-ink-muted/20 pl-2">
              <MenuList items={item.children} pathname={pathname} onNavigate={onNavigate} />
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
