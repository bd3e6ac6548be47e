// spec 2 §6 maintenance mode (issue 27): while the site is in maintenance every page shows the
// operator's text above the navbar (site.yaml maintenanceMessage). The banner's code loads only then.
import { Suspense, lazy } from 'react';
import { useFeatureFlags } from '../hooks/use-feature-flags.ts';
import { useMaintenanceFlagsRefresh } from '../hooks/use-maintenance-flags-refresh.ts';

const MaintenanceBanner = lazy(() =>
  import('@levelup/ui/alerts/maintenance-banner').then((module) => ({
    default: module.MaintenanceBanner,
  })),
);

export function MaintenanceNotice() {
  const flags = useFeatureFlags();
  useMaintenanceFlagsRefresh();
  if (!flags?.maintenanceMode) return null;
  return (
    <Suspense fallback={null}>
      <MaintenanceBanner message={flags.maintenanceMessage} />
    </Suspense>
  );
}
