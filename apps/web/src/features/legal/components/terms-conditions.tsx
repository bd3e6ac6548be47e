import { env } from '#env.ts';
import { LegalPage } from './legal-page.tsx';

/** The demo's terms (spec 1 §2 Routes: /terms-conditions, opened in a new tab from the booster purchase modal). */
export function TermsConditions() {
  return (
    <LegalPage title="Terms and Conditions">
      <p>These are the demo's terms and conditions for {env.productName}.</p>
      <h2>Use of the demo</h2>
      <p>
        The site is a demonstration. Rewards, currencies, passes and collectibles shown here have no
        monetary value and may be reset at any time.
      </p>
      <h2>Purchases</h2>
      <p>
        Purchases made in the demo use test payment methods and test networks only; no real money is
        charged.
      </p>
      <h2>Changes</h2>
      <p>
        These terms will be replaced by the operator's full terms before the site is offered to the
        public.
      </p>
    </LegalPage>
  );
}
