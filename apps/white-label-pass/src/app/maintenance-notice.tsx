// spec 2 §6 maintenance mode (issue 27): while the site is in maintenance the partner pass shows the
// operator's text above the page (site.yaml maintenanceMessage); writes are refused meanwhile (the
// maintenance-mode alert modal). A refused write refetches the flags, so the banner shows at once.
import { Suspense, lazy, useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@levelup/api/client';
import { apiErrorCode } from '@levelup/api/errors';
import { featureFlagsQueryOptions, siteKeys } from '@levelup/api/site';

const MaintenanceBanner = lazy(() =>
  import('@levelup/ui/alerts/maintenance-banner').then((module) => ({
    default: module.MaintenanceBanner,
  })),
);

export function MaintenanceNotice({ api }: { api: ApiClient }) {
  const queryClient = useQueryClient();
  const flags = useQuery(featureFlagsQueryOptions(api)).data?.featureFlags;
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (
          event.type === 'updated' &&
          event.action.type === 'error' &&
          apiErrorCode(event.action.error) === 'maintenance-mode'
        )
          void queryClient.invalidateQueries({ queryKey: siteKeys.featureFlags });
      }),
    [queryClient],
  );
  if (!flags?.maintenanceMode) return null;
  return (
    <Suspense fallback={null}>
      <MaintenanceBanner message={flags.maintenanceMessage} />
    </Suspense>
  );
}
