import { ExternalLink } from '#shared/components/external-link.tsx';
import { SiteLink } from '#shared/components/site-link.tsx';
import { isMenuItemActive } from '../lib/active-item.ts';
import type { SiteMenuItem } from '../lib/site-menu.ts';

export type MenuLinkProps = {
  item: SiteMenuItem & { href: string };
  pathname: string;
  /** Classes of the link, highlighted or not. */
  className: (active: boolean) => string;
  onNavigate?: () => void;
};

/** One menu link: highlighted by path prefix; an external one opens a new tab and is marked (spec 1 §2). */
export function MenuLink({ item, pathname, className, onNavigate }: MenuLinkProps) {
  const active = isMenuItemActive(item, pathname);
  const classes = className(active);
  if (item.external) {
    return (
      <ExternalLink href={item.href} className={classes} onClick={onNavigate}>
        {item.label}
      </ExternalLink>
    );
  }
  return (
    <SiteLink
      href={item.href}
      data-active={active}
      // The router marks only the exact page as current; the highlight itself follows the path prefix.
      activeOptions={{ exact: true, includeSearch: false }}
      className={classes}
      onClick={onNavigate}
    >
      {item.label}
    </SiteLink>
  );
}
