// spec 1 §2 Routes: /privacy-policy. Issue 10 shared part 9: what the product really stores (the server's
// tables in apps/server/src/db/schema, the browser's storage, the server logs), why, for how long, and
// how to have it deleted. Keep it in step with the schema.
import { env } from '#env.ts';
import { useLegalText } from '../legal-text.ts';
import { LegalPage } from './legal-page.tsx';

/** What we store, one list item each, in the page's order. */
const STORED = [
  'account',
  'thirdPartySignIn',
  'avatar',
  'progress',
  'purchases',
  'deviceSignal',
  'wallets',
  'invites',
  'wall',
  'captcha',
  'usageEvents',
  'signInRecords',
  'serverLogs',
  'answers',
  'backgroundTasks',
] as const;

/** The privacy policy: what we store, why, how long, and how to ask for deletion. */
export function PrivacyPolicy() {
  const t = useLegalText();
  const support = env.supportEmail;
  return (
    <LegalPage title={t('privacy.title')}>
      <p>{t('privacy.intro', { product: env.productName })}</p>

      <h2>{t('privacy.stored.title')}</h2>
      <ul className="flex max-w-prose list-disc flex-col gap-2 pl-5 text-ink-muted">
        {STORED.map((item) => (
          <li key={item}>
            <strong className="text-ink">{t(`privacy.stored.${item}.label`)}</strong>{' '}
            {t(`privacy.stored.${item}.text`)}
          </li>
        ))}
      </ul>

      <h2>{t('privacy.browser.title')}</h2>
      <p>{t('privacy.browser.text')}</p>

      <h2>{t('privacy.retention.title')}</h2>
      <p>{t('privacy.retention.text')}</p>

      <h2>{t('privacy.deletion.title')}</h2>
      <p>
        {t('privacy.deletion.beforeAddress')}{' '}
        <a
          href={`mailto:${support}?subject=${encodeURIComponent(t('privacy.deletion.mailSubject'))}`}
        >
          {support}
        </a>{' '}
        {t('privacy.deletion.afterAddress')}
      </p>

      <h2>{t('privacy.changes.title')}</h2>
      <p>{t('privacy.changes.text')}</p>
    </LegalPage>
  );
}
