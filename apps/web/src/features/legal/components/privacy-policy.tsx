import { env } from '#env.ts';
import { LegalPage } from './legal-page.tsx';

/** The demo's privacy policy (spec 1 §2 Routes: /privacy-policy). */
export function PrivacyPolicy() {
  return (
    <LegalPage title="Privacy Policy">
      <p>
        This is the demo's privacy policy for {env.productName}. It describes what this demo does
        with data, in plain words.
      </p>
      <h2>What we store</h2>
      <p>
        There are no accounts yet, so the site keeps no personal data about you. If you open an
        invite link, the invite code is saved in your browser's local storage so that it can be used
        when you sign up.
      </p>
      <h2>Cookies and tracking</h2>
      <p>The demo sets no advertising or tracking cookies.</p>
      <h2>Changes</h2>
      <p>
        This policy will be replaced by the operator's full policy before the site handles personal
        data.
      </p>
    </LegalPage>
  );
}
