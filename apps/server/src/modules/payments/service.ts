// Card and crypto purchases (issue 5): one entry point for the paid payment types of spec 1 §7 Purchase
// shop item, the submitted crypto hash and the Stripe webhook. A payment type the server is not
// configured for answers payment-not-supported with the spec 1 §8 text. COIN purchases stay in the
// progression module.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#db/client.ts';
import { AppError } from '#errors.ts';
import type {
  ItemTransaction,
  PaymentSettings,
  PurchaseResult,
  PurchaseShopItemInput,
} from '#generated/resolvers.ts';
import { requireViewerId } from '#modules/accounts/require-viewer.ts';
import {
  CREDIT_CARD_NOT_SUPPORTED_MESSAGE,
  CRYPTO_NOT_SUPPORTED_MESSAGE,
} from '#modules/progression/messages.ts';
import type { JobQueue } from '#jobs/job-queue.ts';
import type { SiteService } from '#modules/site/service.ts';
import type { PlayerEvents } from '#realtime/player-events.ts';
import { createCardPurchases, type CardPurchases } from './card-purchases.ts';
import type { PaymentsConfig } from './config.ts';
import { createCryptoPurchases, type CryptoPurchases } from './crypto-purchases.ts';

export type PaymentsService = ReturnType<typeof createPaymentsService>;

/** What the card and crypto purchase parts are built from. */
export type PaymentDeps = {
  db: Database;
  events: PlayerEvents;
  site: SiteService;
  logger: FastifyBaseLogger;
  now: () => Date;
  /** Background work: the watch of submitted crypto payments. */
  jobs: JobQueue;
};

export function createPaymentsService(deps: PaymentDeps & { config: PaymentsConfig }) {
  const card: CardPurchases | null = deps.config.card
    ? createCardPurchases({ ...deps, config: deps.config.card })
    : null;
  const crypto: CryptoPurchases | null = deps.config.crypto
    ? createCryptoPurchases({ ...deps, config: deps.config.crypto })
    : null;

  const cardOrThrow = () => {
    if (!card) throw new AppError('payment-not-supported', CREDIT_CARD_NOT_SUPPORTED_MESSAGE);
    return card;
  };
  const cryptoOrThrow = () => {
    if (!crypto) throw new AppError('payment-not-supported', CRYPTO_NOT_SUPPORTED_MESSAGE);
    return crypto;
  };

  return {
    /** Query.paymentSettings: what the browser may know (publishable key, chains, dev wallet). */
    settings(): PaymentSettings {
      return {
        cardPublishableKey: card?.publishableKey ?? null,
        cryptoChains: crypto?.chains() ?? [],
        devWallet: crypto?.devWallet() ?? null,
      };
    },

    /** spec 1 §7 Purchase shop item with CREDIT_CARD or CRYPTO. */
    async purchase(viewerId: string | null, input: PurchaseShopItemInput): Promise<PurchaseResult> {
      const userId = requireViewerId(viewerId);
      if (input.paymentType === 'CREDIT_CARD') return cardOrThrow().purchase(userId, input);
      if (input.paymentType === 'CRYPTO') return cryptoOrThrow().purchase(userId, input);
      throw new Error(`payments take CREDIT_CARD and CRYPTO purchases, not ${input.paymentType}`);
    },

    /** spec 1 §7 Submit crypto transaction hash. */
    async submitCryptoTransactionHash(
      viewerId: string | null,
      txHash: string,
      txId: string,
    ): Promise<ItemTransaction> {
      const userId = requireViewerId(viewerId);
      return cryptoOrThrow().submitTransactionHash(userId, txHash, txId);
    },

    /** The Stripe webhook handler, null without card payment (the route answers 404). */
    cardWebhook: card ? card.handleWebhook : null,
  };
}
