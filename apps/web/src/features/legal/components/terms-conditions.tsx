// spec 1 §2 Routes: /terms-conditions, opened in a new tab from the booster purchase modal's terms
// checkbox. Issue 14 Build 5: real terms for what the product does — accounts, virtual items and
// currencies, purchases, boosters and passes, missions fed by games, referrals, chests, collectibles
// and wallets, fair play. Keep it in step with the product's rules (the season files and spec 2).
import { env } from '#env.ts';
import { LegalPage } from './legal-page.tsx';

const listClasses = 'flex max-w-prose list-disc flex-col gap-2 pl-5 text-ink-muted';

/** The terms a player accepts by using the site and by ticking the box before a purchase. */
export function TermsConditions() {
  const product = env.productName;
  const support = env.supportEmail;
  return (
    <LegalPage title="Terms and Conditions">
      <p>
        These terms apply to everyone who uses {product}: the website, its partner battle pass apps
        and the game-progress API studios use. By creating an account, or by ticking “I agree”
        before a purchase, you accept them.
      </p>

      <h2>Your account</h2>
      <ul className={listClasses}>
        <li>
          One account per person. You must be old enough to accept these terms where you live.
        </li>
        <li>
          Keep your password and the sign-in methods you connect (e-mail, wallets, social accounts)
          to yourself. What is done through your account is your responsibility.
        </li>
        <li>
          Your username, bio and picture must not impersonate anyone or be offensive; we may change
          or remove them.
        </li>
      </ul>

      <h2>Virtual currencies and items</h2>
      <p>
        Gold, Playpoints, Snowflakes, ALLY tokens, XP, boosters, chests, codes and the other items
        you earn or buy are a licence to use them in {product}. They have no cash value, cannot be
        exchanged for money, and cannot be sold or transferred outside the features the site offers.
        Each season’s passes, levels and rewards end with the season as announced on the battle pass
        page.
      </p>

      <h2>Purchases</h2>
      <ul className={listClasses}>
        <li>
          Prices are shown before you confirm. Payments in Gold are final once confirmed. Card
          payments are processed by Stripe and crypto payments on the chain shown in the purchase
          modal; the item is delivered once the payment is confirmed.
        </li>
        <li>
          An XP booster multiplies the XP you earn for the duration you chose, from the moment it
          starts; its time runs whether or not you play. The premium pass unlocks the premium track
          of its season only.
        </li>
        <li>
          Because what you buy is delivered at once, purchases cannot be cancelled or refunded once
          delivered, except where the law gives you that right or the purchase was not delivered. A
          payment that was charged but not delivered is delivered or refunded: write to us with the
          request id the site shows.
        </li>
      </ul>

      <h2>Missions, chests and rewards</h2>
      <ul className={listClasses}>
        <li>
          Progress comes from the games that report it to us; a mission counts what its game
          reported within the mission’s time. We may correct progress that was reported in error.
        </li>
        <li>
          The odds of every chest are shown before you open or buy it. Chests with limited supply
          are given on a first-come basis until the supply runs out.
        </li>
        <li>Each reward can be collected once; a reward not collected in its time is lost.</li>
      </ul>

      <h2>Invites</h2>
      <p>
        You are rewarded for a friend you invite only once that friend really plays, as the
        referrals page describes, and up to the number of rewarded invites it shows. Inviting
        yourself, your own other accounts or accounts made for the purpose is refused and is never
        rewarded.
      </p>

      <h2>Collectibles and wallets</h2>
      <ul className={listClasses}>
        <li>
          A reservation of a collectible is valid until the time the site shows; a reservation not
          minted in time expires. Collectibles are limited to their announced supply.
        </li>
        <li>
          Minting on a chain is done from your own wallet, and network fees are yours. A transaction
          sent on a chain cannot be reversed by us. Keep your wallet and its keys safe: we never ask
          for them.
        </li>
      </ul>

      <h2>Fair play</h2>
      <p>
        Do not use several accounts, bots, scripts, or faults of the site or of a game to earn
        rewards, and do not attack, overload or try to break into the site. We may refuse a reward,
        undo what was gained unfairly, or suspend an account that breaks these rules, and we tell
        you why.
      </p>

      <h2>The service</h2>
      <p>
        We work to keep {product} available and correct, but we may change, pause or end features,
        seasons or partner apps. Where the law allows, we are not liable for indirect losses, and
        our liability for a purchase is limited to what you paid for it. Nothing in these terms
        limits rights the law gives you as a consumer.
      </p>

      <h2>Changes and contact</h2>
      <p>
        When these terms change, the new version is published on this page before it applies, and
        what you bought before keeps the terms it was bought under. Questions:{' '}
        <a href={`mailto:${support}`}>{support}</a>.
      </p>
    </LegalPage>
  );
}
