// spec 1 §2 Navbar and shell: layout options per route (optional navbar, optional footer, account widgets).

/** Layout options a route sets in its `staticData.layout`; a child route's options override its parents'. */
export type RouteLayout = {
  /** Show the site navbar (default true). */
  navbar?: boolean;
  /** Show the site footer (default true). */
  footer?: boolean;
  /** Show account widgets (Sign in, balances, user menu); off on /signup and /login (spec 1 §2 Routes). */
  accountWidgets?: boolean;
};

export type ResolvedRouteLayout = Required<RouteLayout>;

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    layout?: RouteLayout;
  }
}

const defaultLayout: ResolvedRouteLayout = { navbar: true, footer: true, accountWidgets: true };

/** Merges the layout options of the matched routes, outermost first. */
export function resolveRouteLayout(
  layouts: ReadonlyArray<RouteLayout | undefined>,
): ResolvedRouteLayout {
  return layouts.reduce<ResolvedRouteLayout>(
    (resolved, layout) => ({
      navbar: layout?.navbar ?? resolved.navbar,
      footer: layout?.footer ?? resolved.footer,
      accountWidgets: layout?.accountWidgets ?? resolved.accountWidgets,
    }),
    defaultLayout,
  );
}
