import { Link } from '@tanstack/react-router';
import type { ActiveOptions } from '@tanstack/react-router';
import type { ComponentProps } from 'react';

export type SiteLinkProps = Omit<ComponentProps<'a'>, 'href' | 'ref'> & {
  /** A site path, possibly with a query ('/auth/login?source=%2Fmints'), e.g. from a CMS menu or the auth helper. */
  href: string;
  activeOptions?: ActiveOptions;
};

/** An in-app link to a path held as a string; the router navigates without a page load. */
export function SiteLink({ href, ...props }: SiteLinkProps) {
  // The router's `href` option takes a built path: it replaces `to` with that path, its search and hash.
  return <Link to="." href={href} {...props} />;
}
