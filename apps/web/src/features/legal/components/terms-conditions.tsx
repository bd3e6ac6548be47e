// spec 1 §2 Routes: /terms-conditions, opened in a new tab from the booster purchase modal's terms
// checkbox. Issue 14 Build 5: real terms for what the product does — accounts, virtual items and
// currencies, purchases, boosters and passes, missions fed by games, referrals, chests, collectibles
// and wallets, fair play. Keep it in step with the product's rules (the season files and spec 2).
import { env } from '#env.ts';
import { useLegalText } from '../legal-text.ts';
import { LegalPage } from './legal-page.tsx';

const listClasses = 'flex max-w-prose list-disc flex-col gap-2 pl-5 text-ink-muted';

/** The terms a player accepts by using the site and by ticking the box before a purchase. */
export function TermsConditions() {
  const t = useLegalText();
  const product = env.productName;
  const support = env.supportEmail;
  return (
    <LegalPage title={t('terms.title')}>
      <p>{t('terms.intro', { product })}</p>

      <h2>{t('terms.account.title')}</h2>
      <ul className={listClasses}>
        <li>{t('terms.account.onePerPerson')}</li>
        <li>{t('terms.account.credentials')}</li>
        <li>{t('terms.account.profile')}</li>
      </ul>

      <h2>{t('terms.items.title')}</h2>
      <p>{t('terms.items.text', { product })}</p>

      <h2>{t('terms.purchases.title')}</h2>
      <ul className={listClasses}>
        <li>{t('terms.purchases.prices')}</li>
        <li>{t('terms.purchases.boosters')}</li>
        <li>{t('terms.purchases.refunds')}</li>
      </ul>

      <h2>{t('terms.rewards.title')}</h2>
      <ul className={listClasses}>
        <li>{t('terms.rewards.progress')}</li>
        <li>{t('terms.rewards.chests')}</li>
        <li>{t('terms.rewards.collectOnce')}</li>
      </ul>

      <h2>{t('terms.invites.title')}</h2>
      <p>{t('terms.invites.text')}</p>

      <h2>{t('terms.collectibles.title')}</h2>
      <ul className={listClasses}>
        <li>{t('terms.collectibles.reservations')}</li>
        <li>{t('terms.collectibles.minting')}</li>
      </ul>

      <h2>{t('terms.fairPlay.title')}</h2>
      <p>{t('terms.fairPlay.text')}</p>

      <h2>{t('terms.service.title')}</h2>
      <p>{t('terms.service.text', { product })}</p>

      <h2>{t('terms.contact.title')}</h2>
      <p>
        {t('terms.contact.text')} <a href={`mailto:${support}`}>{support}</a>.
      </p>
    </LegalPage>
  );
}
