// English texts of the legal pages (spec 1 §2 /privacy-policy and /terms-conditions), keyed by meaning:
// one key per paragraph or list item, the pages' exact words. The brand name is {product}.
import { defineCatalogue } from '@levelup/ui/i18n/define-catalogue';

export const { useText: useLegalText } = defineCatalogue('web.legal', {
  privacy: {
    title: 'Privacy Policy',
    intro:
      'This policy says what {product} stores about you, why, for how long, and how to have it deleted. We do not sell your data and we show no advertising.',
    stored: {
      title: 'What we store and why',
      account: {
        label: 'Your account:',
        text: 'your e-mail address and when you confirmed it, a salted hash of your password (never the password itself), your username and its #number, your bio, your referral code and who invited you, and your settings (such as “do not show again”). We need them to sign you in, show your profile and credit invites.',
      },
      thirdPartySignIn: {
        label: 'Third-party sign-in:',
        text: 'when you sign in with another service, its name, your id there and the display name it gives us, so that the same account opens next time.',
      },
      avatar: {
        label: 'Your avatar:',
        text: 'the picture you upload. It is public: anyone who sees your profile can see it.',
      },
      progress: {
        label: 'Your progress and balances:',
        text: 'XP, levels, rewards collected, boosters, missions, notifications, and a record of every change to your Gold, Playpoints, Snowflakes, ALLY tokens and items with its reason. We keep this record so that every balance can be checked and nothing is granted twice.',
      },
      purchases: {
        label: 'Purchases:',
        text: 'what you bought, its price and payment method. For a card payment, the payment provider’s reference and status; your card details go to the payment provider (Stripe) only and never reach us. For a crypto payment, the chain, the transaction hash and the wallet address that paid, which are public on that chain anyway. We keep these to deliver what you paid for and for accounting.',
      },
      deviceSignal: {
        label: 'Device signal:',
        text: 'when you sign up, reserve a collectible or open the Wall, your browser computes an id from its own characteristics (FingerprintJS, run in your browser). We store it with your account and your reservations to spot one person running many accounts, which the rewards forbid. It is only a hint, never the only reason for a decision.',
      },
      wallets: {
        label: 'Wallets:',
        text: 'the addresses of the wallets you connect, the signed message that proved each one is yours, and the collectibles you reserved and minted with their transaction hashes, which are public on their chain anyway.',
      },
      invites: {
        label: 'Invites:',
        text: 'who invited you, the friends you invited, each invite’s state and, to refuse rewards for inviting yourself, whether an invite came from the same device, wallet or network as its sender.',
      },
      wall: {
        label: 'The Wall:',
        text: 'the posts you liked, the chests you opened and the rewards they gave.',
      },
      captcha: {
        label: 'Captcha:',
        text: 'where a captcha protects an action (reserving a collectible, some sign-ins), Cloudflare Turnstile checks your browser; we keep only whether the check passed.',
      },
      usageEvents: {
        label: 'Usage events:',
        text: 'when you sign in, your browser tells our own server (no third party) your account id and product events such as a purchase started, at most once a day for the sign-in, to count how the product is used.',
      },
      signInRecords: {
        label: 'Sign-in records:',
        text: 'a hash of your sign-in token (the token lives in a secure cookie in your browser) and, while you sign up or reset a password, a hash of the 6-digit code we e-mailed you.',
      },
      serverLogs: {
        label: 'Server logs:',
        text: 'each request’s address, time, IP address and request id, to find faults and stop abuse. Counts of recent sign-in, sign-up and code attempts per IP address and per e-mail are kept for up to an hour to slow down password guessing.',
      },
      answers: {
        label: 'Answers to purchases and claims:',
        text: 'the answer to each purchase, claim or payment step, kept for 24 hours with the key your browser sent, so that a retried tap is never charged or granted twice.',
      },
      backgroundTasks: {
        label: 'Background tasks:',
        text: 'work done after a request, such as checking a crypto payment on its chain (with the purchase and transaction ids), kept for up to a week after it is done.',
      },
    },
    browser: {
      title: 'In your browser',
      text: 'A secure, http-only cookie keeps you signed in. Your browser’s storage holds an invite code you opened (until you sign up), whether your account has a password, your “do not show again” choices, and, during a third-party sign-in, its pending state and where to return. The site sets no advertising or tracking cookies.',
    },
    retention: {
      title: 'How long we keep it',
      text: 'Your account, avatar, progress, balances and purchases are kept while your account exists. A sign-in lasts at most 30 days unless you come back; an e-mailed code works for 10 minutes. Server logs are kept only as long as needed to investigate faults and abuse.',
    },
    deletion: {
      title: 'Deleting your data',
      beforeAddress: 'Write to',
      afterAddress:
        'from the e-mail address of your account and ask us to delete it. We delete the account with everything linked to it (sign-in identities, avatar, progress, balances and their record, purchases and their payment records, notifications and sign-in records) within 30 days and tell you when it is done. You can also ask us for a copy of your data or to correct it at the same address.',
      mailSubject: 'Delete my account',
    },
    changes: {
      title: 'Changes',
      text: 'When this policy changes, the new version is published on this page.',
    },
  },
  terms: {
    title: 'Terms and Conditions',
    intro:
      'These terms apply to everyone who uses {product}: the website, its partner battle pass apps and the game-progress API studios use. By creating an account, or by ticking “I agree” before a purchase, you accept them.',
    account: {
      title: 'Your account',
      onePerPerson:
        'One account per person. You must be old enough to accept these terms where you live.',
      credentials:
        'Keep your password and the sign-in methods you connect (e-mail, wallets, social accounts) to yourself. What is done through your account is your responsibility.',
      profile:
        'Your username, bio and picture must not impersonate anyone or be offensive; we may change or remove them.',
    },
    items: {
      title: 'Virtual currencies and items',
      text: 'Gold, Playpoints, Snowflakes, ALLY tokens, XP, boosters, chests, codes and the other items you earn or buy are a licence to use them in {product}. They have no cash value, cannot be exchanged for money, and cannot be sold or transferred outside the features the site offers. Each season’s passes, levels and rewards end with the season as announced on the battle pass page.',
    },
    purchases: {
      title: 'Purchases',
      prices:
        'Prices are shown before you confirm. Payments in Gold are final once confirmed. Card payments are processed by Stripe and crypto payments on the chain shown in the purchase modal; the item is delivered once the payment is confirmed.',
      boosters:
        'An XP booster multiplies the XP you earn for the duration you chose, from the moment it starts; its time runs whether or not you play. The premium pass unlocks the premium track of its season only.',
      refunds:
        'Because what you buy is delivered at once, purchases cannot be cancelled or refunded once delivered, except where the law gives you that right or the purchase was not delivered. A payment that was charged but not delivered is delivered or refunded: write to us with the request id the site shows.',
    },
    rewards: {
      title: 'Missions, chests and rewards',
      progress:
        'Progress comes from the games that report it to us; a mission counts what its game reported within the mission’s time. We may correct progress that was reported in error.',
      chests:
        'The odds of every chest are shown before you open or buy it. Chests with limited supply are given on a first-come basis until the supply runs out.',
      collectOnce: 'Each reward can be collected once; a reward not collected in its time is lost.',
    },
    invites: {
      title: 'Invites',
      text: 'You are rewarded for a friend you invite only once that friend really plays, as the referrals page describes, and up to the number of rewarded invites it shows. Inviting yourself, your own other accounts or accounts made for the purpose is refused and is never rewarded.',
    },
    collectibles: {
      title: 'Collectibles and wallets',
      reservations:
        'A reservation of a collectible is valid until the time the site shows; a reservation not minted in time expires. Collectibles are limited to their announced supply.',
      minting:
        'Minting on a chain is done from your own wallet, and network fees are yours. A transaction sent on a chain cannot be reversed by us. Keep your wallet and its keys safe: we never ask for them.',
    },
    fairPlay: {
      title: 'Fair play',
      text: 'Do not use several accounts, bots, scripts, or faults of the site or of a game to earn rewards, and do not attack, overload or try to break into the site. We may refuse a reward, undo what was gained unfairly, or suspend an account that breaks these rules, and we tell you why.',
    },
    service: {
      title: 'The service',
      text: 'We work to keep {product} available and correct, but we may change, pause or end features, seasons or partner apps. Where the law allows, we are not liable for indirect losses, and our liability for a purchase is limited to what you paid for it. Nothing in these terms limits rights the law gives you as a consumer.',
    },
    contact: {
      title: 'Changes and contact',
      text: 'When these terms change, the new version is published on this page before it applies, and what you bought before keeps the terms it was bought under. Questions:',
    },
  },
} as const);
