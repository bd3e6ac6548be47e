// spec 2 §6 maintenance mode (issue 27): the notice both apps show on every page while the site is in
// maintenance, with the operator's text (site.yaml maintenanceMessage). Writes are refused meanwhile
// (the maintenance-mode alert modal, same title); reads keep working, so the page stays usable.
import { useAlertsText } from '../i18n/alerts-text.ts';

export type MaintenanceBannerProps = {
  /** The text of the data (FeatureFlags.maintenanceMessage). */
  message: string;
};

export function MaintenanceBanner({ message }: MaintenanceBannerProps) {
  const t = useAlertsText();
  const title = t('alerts.modal.maintenance-mode.title');
  return (
    <section
      aria-label={title}
      className="bg-accent px-4 py-2 text-center text-sm text-surface sm:px-6"
    >
      <p className="mx-auto max-w-page">
        <strong className="mr-2 font-black tracking-wide">{title}</strong>
        <span role="status">{message}</span>
      </p>
    </section>
  );
}
