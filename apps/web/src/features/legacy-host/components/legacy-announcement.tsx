import { buttonLinkClasses } from '#shared/components/button-classes.ts';
import { useLegacyHostText } from '../legacy-host-text.ts';

export type LegacyAnnouncementProps = {
  productName: string;
  platformName: string;
  platformUrl: string;
};

/** spec 1 §1: on the legacy host this page replaces all content and points to the larger platform. */
export function LegacyAnnouncement({
  productName,
  platformName,
  platformUrl,
}: LegacyAnnouncementProps) {
  const t = useLegacyHostText();
  const names = { product: productName, platform: platformName };
  return (
    <main className="grid min-h-dvh place-items-center px-6 py-16">
      <div className="flex max-w-xl flex-col items-center gap-6 text-center">
        <h1 className="text-4xl font-black sm:text-5xl">{t('announcement.title', names)}</h1>
        <p className="text-lg text-ink-muted">{t('announcement.text', names)}</p>
        <a href={platformUrl} className={buttonLinkClasses('primary')}>
          {t('announcement.platformLink', names)}
        </a>
      </div>
    </main>
  );
}
