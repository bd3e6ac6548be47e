import { useMatches } from '@tanstack/react-router';
import { resolveRouteLayout } from '#shared/route-layout.ts';
import type { ResolvedRouteLayout } from '#shared/route-layout.ts';

/** Layout options of the current page, merged from the matched routes' `staticData.layout`. */
export function useRouteLayout(): ResolvedRouteLayout {
  const layouts = useMatches({
    select: (matches) => matches.map((match) => match.staticData.layout),
  });
  return resolveRouteLayout(layouts);
}
