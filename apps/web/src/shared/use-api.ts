import { useRouteContext } from '@tanstack/react-router';

/** The GraphQL client from the router context (set up in src/app/router.tsx). */
export function useApi() {
  return useRouteContext({ from: '__root__', select: (context) => context.api });
}
