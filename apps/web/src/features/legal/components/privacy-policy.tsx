// spec 1 §2 Routes: /privacy-policy. Issue 10 shared part 9: what the product really stores (the server's
// tables in apps/server/src/db/schema, the browser's storage, the server logs), why, for how long, and
// how to have it deleted. Keep it in step with the schema.
import { env } from '#env.ts';
import { LegalPage } from './legal-page.tsx';

/** The privacy policy: what we store, why, how long, and how to ask for deletion. */
export function PrivacyPolicy() {
  const support = env.supportEmail;
  return (
    <LegalPage title="Privacy Policy">
      <p>
        This policy says what {env.productName} stores about you, why, for how long, and how to have
        it deleted. We do not sell your data and we show no advertising.
      </p>

      <h2>What we store and why</h2>
      <ul className="flex max-w-prose list-disc flex-col gap-2 pl-5 text-ink-muted">
        <li>
          <strong className="text-ink">Your account:</strong> your e-mail address and when you
          confirmed it, a salted hash of your password (never the password itself), your username
          and its #number, your bio, your referral code and who invited you, and your settings (such
          as “do not show again”). We need them to sign you in, show your profile and credit
          invites.
        </li>
        <li>
          <strong className="text-ink">Third-party sign-in:</strong> when you sign in with another
          service, its name, your id there and the display name it gives us, so that the same
          account opens next time.
        </li>
        <li>
          <strong className="text-ink">Your avatar:</strong> the picture you upload. It is public:
          anyone who sees your profile can see it.
        </li>
        <li>
          <strong className="text-ink">Your progress and balances:</strong> XP, levels, rewards
          collected, boosters, missions, notifications, and a record of every change to your Gold,
          Playpoints, Snowflakes, ALLY tokens and items with its reason. We keep this record so that
          every balance can be checked and nothing is granted twice.
        </li>
        <li>
          <strong className="text-ink">Purchases:</strong> what you bought, its price and payment
          method. For a card payment, the payment provider’s reference and status; your card details
          go to the payment provider (Stripe) only and never reach us. For a crypto payment, the
          chain, the transaction hash and the wallet address that paid, which are public on that
          chain anyway. We keep these to deliver what you paid for and for accounting.
        </li>
        <li>
          <strong className="text-ink">Device signal:</strong> when you sign up, reserve a
          collectible or open the Wall, your browser computes an id from its own characteristics
          (FingerprintJS, run in your browser). We store it with your account and your reservations
          to spot one person running many accounts, which the rewards forbid. It is only a hint,
          never the only reason for a decision.
        </li>
        <li>
          <strong className="text-ink">Wallets:</strong> the addresses of the wallets you connect,
          the signed message that proved each one is yours, and the collectibles you reserved and
          minted with their transaction hashes, which are public on their chain anyway.
        </li>
        <li>
          <strong className="text-ink">Invites:</strong> who invited you, the friends you invited,
          each invite’s state and, to refuse rewards for inviting yourself, whether an invite came
          from the same device, wallet or network as its sender.
        </li>
        <li>
          <strong className="text-ink">The Wall:</strong> the posts you liked, the chests you opened
          and the rewards they gave.
        </li>
        <li>
          <strong className="text-ink">Captcha:</strong> where a captcha protects an action
          (reserving a collectible, some sign-ins), Cloudflare Turnstile checks your browser; we
          keep only whether the check passed.
        </li>
        <li>
          <strong className="text-ink">Usage events:</strong> when you sign in, your browser tells
          our own server (no third party) your account id and product events such as a purchase
          started, at most once a day for the sign-in, to count how the product is used.
        </li>
        <li>
          <strong className="text-ink">Sign-in records:</strong> a hash of your sign-in token (the
          token lives in a secure cookie in your browser) and, while you sign up or reset a
          password, a hash of the 6-digit code we e-mailed you.
        </li>
        <li>
          <strong className="text-ink">Server logs:</strong> each request’s address, time, IP
          address and request id, to find faults and stop abuse. Counts of recent sign-in, sign-up
          and code attempts per IP address and per e-mail are kept for up to an hour to slow down
          password guessing.
        </li>
        <li>
          <strong className="text-ink">Answers to purchases and claims:</strong> the answer to each
          purchase, claim or payment step, kept for 24 hours with the key your browser sent, so that
          a retried tap is never charged or granted twice.
        </li>
        <li>
          <strong className="text-ink">Background tasks:</strong> work done after a request, such as
          checking a crypto payment on its chain (with the purchase and transaction ids), kept for
          up to a week after it is done.
        </li>
      </ul>

      <h2>In your browser</h2>
      <p>
        A secure, http-only cookie keeps you signed in. Your browser’s storage holds an invite code
        you opened (until you sign up), whether your account has a password, your “do not show
        again” choices, and, during a third-party sign-in, its pending state and where to return.
        The site sets no advertising or tracking cookies.
      </p>

      <h2>How long we keep it</h2>
      <p>
        Your account, avatar, progress, balances and purchases are kept while your account exists. A
        sign-in lasts at most 30 days unless you come back; an e-mailed code works for 10 minutes.
        Server logs are kept only as long as needed to investigate faults and abuse.
      </p>

      <h2>Deleting your data</h2>
      <p>
        Write to{' '}
        <a href={`mailto:${support}?subject=${encodeURIComponent('Delete my account')}`}>
          {support}
        </a>{' '}
        from the e-mail address of your account and ask us to delete it. We delete the account with
        everything linked to it (sign-in identities, avatar, progress, balances and their record,
        purchases and their payment records, notifications and sign-in records) within 30 days and
        tell you when it is done. You can also ask us for a copy of your data or to correct it at
        the same address.
      </p>

      <h2>Changes</h2>
      <p>When this policy changes, the new version is published on this page.</p>
    </LegalPage>
  );
}
