// spec 2 §6 maintenance mode (issue 27): the feature flags stay fresh for a minute, so a write refused
// with maintenance-mode refetches them at once: the banner then shows without a reload.
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { apiErrorCode } from '@levelup/api/errors';
import { siteKeys } from '@levelup/api/site';

export const MAINTENANCE_MODE = 'maintenance-mode';

export function useMaintenanceFlagsRefresh(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (
          event.type === 'updated' &&
          event.action.type === 'error' &&
          apiErrorCode(event.action.error) === MAINTENANCE_MODE
        )
          void queryClient.invalidateQueries({ queryKey: siteKeys.featureFlags });
      }),
    [queryClient],
  );
}
