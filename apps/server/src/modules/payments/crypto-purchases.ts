// Crypto purchases (spec 1 §4 Wallet purchase, §7 Purchase shop item and Submit crypto transaction hash,
// issue 5 item 4): the purchase answers the transaction the wallet sends; the submitted hash is verified
// on the price's chain outside any database transaction, and a payment that checks out is recorded and
// the item granted in one transaction under the player lock, exactly once per (chainId, txHash). A
// transaction not yet mined or confirmed is recorded SUBMITTED and watched in the background.
import { getAddress, isAddress, isHash } from 'viem';
import { AppError } from '#errors.ts';
import type {
  DevWallet,
  ItemTransaction,
  PaymentChainInfo,
  PurchaseResult,
  PurchaseShopItemInput,
} from '#generated/resolvers.ts';
import { failPurchase, fulfilPurchase, openPurchase } from '#modules/progression/purchases.ts';
import { createPlayerTransactions } from '#modules/progression/player-transactions.ts';
import {
  findPurchase,
  toItemTransaction,
  type PurchaseRow,
} from '#modules/progression/purchases-store.ts';
import {
  createCryptoPaymentRequest,
  verifyCryptoPayment,
  type VerifiedCryptoPayment,
  type VerifyCryptoPaymentReturnType,
} from './chain-payments.ts';
import { requiredConfirmationsOn, type CryptoPaymentsConfig } from './config.ts';
import {
  ALREADY_USED_MESSAGE,
  cryptoNotSupported,
  NOT_A_HASH_MESSAGE,
  PAID_BY_ANOTHER_MESSAGE,
  paymentRejected,
  rejectionMessage,
  unknownCryptoPurchase,
  walletNotConnected,
} from './crypto-messages.ts';
import {
  deleteSubmittedPayment,
  findCryptoPayment,
  recordSubmittedPayment,
  recordVerifiedPayment,
} from './crypto-payments-store.ts';
import { createCryptoWatcher, type PaymentWatch } from './crypto-watcher.ts';
import { createPaymentChains, LOCAL_CHAIN_ID, type PaymentChain } from './payment-chains.ts';
import type { PaymentDeps } from './service.ts';

export type CryptoPurchases = ReturnType<typeof createCryptoPurchases>;

/** A hash the RPC does not know yet is looked up again for this long before it is refused. */
const NOT_FOUND_GRACE_MS = 5_000;
const NOT_FOUND_RETRY_MS = 1_000;
/** A submitted transaction is watched this long; a new submission of the hash watches it again. */
const WATCH_TIMEOUT_MS = 20 * 60_000;

export function createCryptoPurchases({
  db,
  events,
  site,
  logger,
  now,
  jobs,
  config,
}: PaymentDeps & { config: CryptoPaymentsConfig }) {
  const chains = createPaymentChains({
    rpcUrls: config.rpcUrls,
    requiredConfirmations: (chainId) => requiredConfirmationsOn(config, chainId),
  });

  const { inTransaction, asPlayer } = createPlayerTransactions({ db, events, now });

  function verify(
    chain: PaymentChain,
    watch: PaymentWatch,
  ): Promise<VerifyCryptoPaymentReturnType> {
    return verifyCryptoPayment({
      chain,
      receiverAddress: config.receiverAddress,
      amount: watch.amount,
      txId: watch.purchaseId,
      txHash: watch.txHash,
    });
  }

  /**
   * Records the verified payment and grants the purchase, once: a hash held by another purchase, or a
   * purchase already paid by another hash, is refused; the same hash again answers the purchase as is.
   */
  function settle(watch: PaymentWatch, payment: VerifiedCryptoPayment): Promise<PurchaseRow> {
    return asPlayer(watch.userId, async (scope) => {
      const purchase = await findPurchase(scope.tx, watch.purchaseId, watch.userId);
      if (!purchase) throw unknownCryptoPurchase(watch.purchaseId);
      const held = await findCryptoPayment(scope.tx, watch.chainId, watch.txHash);
      if (held && held.purchaseId !== purchase.id) throw paymentRejected(ALREADY_USED_MESSAGE);
      if (purchase.status === 'SUCCESS') {
        if (held?.status === 'VERIFIED') return purchase;
        throw paymentRejected(PAID_BY_ANOTHER_MESSAGE);
      }
      // UNIQUE(chain_id, tx_hash) is the backstop: a row of another purchase is never taken over.
      if (!(await recordVerifiedPayment(scope.tx, purchase.id, payment, scope.now)))
        throw paymentRejected(ALREADY_USED_MESSAGE);
      const fulfilled = await fulfilPurchase(scope, purchase.id);
      if (!fulfilled) throw new Error(`purchase ${purchase.id} could not be fulfilled`);
      return fulfilled;
    });
  }

  /** A watched transaction that turned out not to pay (reverted, replaced): the purchase fails. */
  function drop(watch: PaymentWatch, reason: string): Promise<unknown> {
    return inTransaction(async (scope) => {
      await deleteSubmittedPayment(scope.tx, watch.chainId, watch.txHash);
      return failPurchase(scope, watch.purchaseId, reason);
    });
  }

  const watcher = createCryptoWatcher({
    jobs,
    logger,
    now,
    intervalSeconds: (chainId) => (chainId === LOCAL_CHAIN_ID ? 1 : 4),
    timeoutMs: WATCH_TIMEOUT_MS,
    async check(watch) {
      const chain = chains.get(watch.chainId);
      if (!chain) return 'done';
      const result = await verify(chain, watch);
      if (!result.ok) {
        if (result.retryable) return 'retry';
        logger.warn(
          { purchaseId: watch.purchaseId, txHash: watch.txHash, reason: result.reason },
          `a submitted crypto payment does not pay: ${result.message}`,
        );
        await drop(watch, rejectionMessage(result.reason, chain.name));
        return 'done';
      }
      try {
        await settle(watch, result.payment);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        logger.warn(
          { purchaseId: watch.purchaseId, txHash: watch.txHash },
          `a confirmed crypto payment was not credited: ${error.message}`,
        );
      }
      return 'done';
    },
  });

  /** verify, looking a hash the RPC does not know yet up again for a few seconds. */
  async function verifySubmitted(chain: PaymentChain, watch: PaymentWatch) {
    const deadline = Date.now() + NOT_FOUND_GRACE_MS;
    for (;;) {
      const result = await verify(chain, watch);
      if (result.ok || result.reason !== 'not-found' || Date.now() >= deadline) return result;
      await new Promise((resolve) => setTimeout(resolve, NOT_FOUND_RETRY_MS));
    }
  }

  return {
    /** Query.paymentSettings cryptoChains: the configured chains; an RPC URL only for the local one. */
    chains(): PaymentChainInfo[] {
      return [...chains.values()].map((chain) => ({
        chainId: chain.chainId,
        name: chain.name,
        currencySymbol: chain.nativeCurrency.symbol,
        rpcUrl:
          chain.chainId === LOCAL_CHAIN_ID ? (config.rpcUrls.get(chain.chainId) ?? null) : null,
      }));
    },

    devWallet(): DevWallet | null {
      return config.devWallet ? { address: config.devWallet, chainId: LOCAL_CHAIN_ID } : null;
    },

    /**
     * spec 1 §7 Purchase shop item with CRYPTO (spec 1 §5: a chainId and a connected wallet): a PENDING
     * purchase and the signedRequest that pays it.
     */
    async purchase(userId: string, input: PurchaseShopItemInput): Promise<PurchaseResult> {
      const address = input.address?.trim() ?? '';
      if (!isAddress(address, { strict: false })) throw walletNotConnected();
      if (input.chainId === null || input.chainId === undefined)
        throw new AppError('invalid-input', 'A crypto purchase needs the chainId of its price.');
      const chain = chains.get(input.chainId);
      if (!chain) throw cryptoNotSupported();
      const flags = await site.featureFlags();
      const purchase = await asPlayer(userId, async (scope) => {
        const opened = await openPurchase(
          scope,
          userId,
          { ...input, paymentType: 'CRYPTO', chainId: chain.chainId },
          flags,
        );
        // The premium pass has its own switch for crypto (issue 5 item 5).
        if (opened.item.type === 'PREMIUM_PASS' && !flags.premiumCrypto) throw cryptoNotSupported();
        return opened.purchase;
      });
      const request = await createCryptoPaymentRequest({
        chain,
        receiverAddress: config.receiverAddress,
        amount: purchase.amount,
        txId: purchase.id,
        from: getAddress(address),
      });
      return {
        txId: purchase.id,
        status: purchase.status,
        signedRequest: {
          chainId: request.chainId,
          to: request.to,
          data: request.data,
          value: request.value.toString(),
          gasLimit: request.gasLimit.toString(),
          type: request.type,
        },
        stripe: null,
      };
    },

    /**
     * spec 1 §7 Submit crypto transaction hash: SUCCESS once the transaction pays the purchase, PENDING
     * while it waits for its block or confirmations (then watched), payment-rejected when it does not pay.
     */
    async submitTransactionHash(
      userId: string,
      txHash: string,
      txId: string,
    ): Promise<ItemTransaction> {
      const purchase = await findPurchase(db, txId, userId);
      if (!purchase || purchase.paymentType !== 'CRYPTO' || purchase.chainId === null)
        throw unknownCryptoPurchase(txId);
      const hash = txHash.trim().toLowerCase();
      if (!isHash(hash)) throw paymentRejected(NOT_A_HASH_MESSAGE);
      const held = await findCryptoPayment(db, purchase.chainId, hash);
      if (held && held.purchaseId !== purchase.id) throw paymentRejected(ALREADY_USED_MESSAGE);
      if (purchase.status === 'SUCCESS') {
        if (held?.status === 'VERIFIED') return toItemTransaction(purchase);
        throw paymentRejected(PAID_BY_ANOTHER_MESSAGE);
      }
      const chain = chains.get(purchase.chainId);
      if (!chain) throw cryptoNotSupported();

      const watch: PaymentWatch = {
        purchaseId: purchase.id,
        userId,
        chainId: chain.chainId,
        txHash: hash,
        amount: purchase.amount,
      };
      const result = await verifySubmitted(chain, watch);
      if (result.ok) return toItemTransaction(await settle(watch, result.payment));
      if (result.reason !== 'not-confirmed') {
        logger.info(
          { purchaseId: purchase.id, txHash: hash, reason: result.reason },
          `a submitted crypto payment was rejected: ${result.message}`,
        );
        throw paymentRejected(rejectionMessage(result.reason, chain.name));
      }
      // Seen paying this purchase, not confirmed yet: recorded, and watched until it is.
      const row = await recordSubmittedPayment(db, {
        purchaseId: purchase.id,
        chainId: chain.chainId,
        txHash: hash,
      });
      if (row.purchaseId !== purchase.id) throw paymentRejected(ALREADY_USED_MESSAGE);
      await watcher.watch(watch);
      return toItemTransaction((await findPurchase(db, purchase.id, userId)) ?? purchase);
    },
  };
}
