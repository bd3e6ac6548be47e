// spec 1 §2 Navbar and shell: the active item is highlighted by path prefix (extra prefixes possible).
import type { SiteMenuItem } from './site-menu.ts';

/** The path part of a site href, without query, hash or trailing slashes ('/' stays '/'). */
function pathOf(href: string): string {
  const path = href.split(/[?#]/, 1)[0] ?? '';
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** Whether `pathname` is `prefix` or lies below it; the root prefix '/' matches only the home page. */
export function matchesPathPrefix(pathname: string, prefix: string): boolean {
  const base = pathOf(prefix);
  if (base === '') return false;
  if (base === '/') return pathname === '/';
  return pathname === base || pathname.startsWith(`${base}/`);
}

/** Whether a menu item is highlighted at `pathname`: by its own path, its extra prefixes or a child's. */
export function isMenuItemActive(item: SiteMenuItem, pathname: string): boolean {
  const prefixes = [
    ...(item.href && !item.external ? [item.href] : []),
    ...(item.highlightPrefixes ?? []),
  ];
  return (
    prefixes.some((prefix) => matchesPathPrefix(pathname, prefix)) ||
    item.children.some((child) => isMenuItemActive(child, pathname))
  );
}
