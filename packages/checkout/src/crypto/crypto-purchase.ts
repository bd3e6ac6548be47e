// spec 1 §4 Wallet purchase: processing request, then please sign the wallet transaction, then waiting
// for the transaction to complete; done when the transaction status becomes success. The crypto
// transaction hash is submitted after signing. The wallet and the API are given, so this runs anywhere.
import type {
  PurchaseResult,
  PurchaseShopItemInput,
  TransactionStatus,
} from '@levelup/api/payments';
import type { CryptoPaymentStep } from '@levelup/ui/payments/crypto-payment-progress-modal';
import { paymentText } from '@levelup/ui/payments/payment-texts';
import { CheckoutError } from '../checkout-error.ts';
import type { CryptoPrice } from '../payment-options.ts';
import { walletCall } from './wallet-errors.ts';

/** The connected wallet, as the purchase uses it. */
export type PayingWallet = {
  address: string;
  /** The chain the wallet is on now. */
  chainId: () => number | null;
  switchChain: (chainId: number) => Promise<void>;
  /** Sends an EIP-1559 transaction on `chainId`; resolves with its hash once the wallet signed it. */
  sendTransaction: (request: {
    chainId: number;
    to: string;
    data: string;
    value: bigint;
    gas: bigint;
  }) => Promise<string>;
};

/** The server calls of a crypto purchase. */
export type CryptoPurchaseCalls = {
  purchase: (input: PurchaseShopItemInput) => Promise<PurchaseResult>;
  submitTransactionHash: (variables: {
    txHash: string;
    txId: string;
  }) => Promise<{ status: TransactionStatus }>;
  /** Resolves when the transaction is SUCCESS, rejects when it FAILED. */
  waitForSuccess: (txId: string) => Promise<void>;
};

/** A transaction the wallet has sent: a retry submits its hash again instead of paying twice. */
export type SentPayment = { txId: string; txHash: string };

export type PayWithCryptoParameters = {
  itemKey: string;
  price: CryptoPrice;
  wallet: PayingWallet | null;
  calls: CryptoPurchaseCalls;
  onStep: (step: CryptoPaymentStep) => void;
  onSent?: (sent: SentPayment) => void;
  /** Continue a payment whose transaction was sent already. */
  sent?: SentPayment | null;
};

/** Pays one item with the connected wallet; resolves once the purchase is SUCCESS. */
export async function payWithCrypto({
  itemKey,
  price,
  wallet,
  calls,
  onStep,
  onSent,
  sent = null,
}: PayWithCryptoParameters): Promise<void> {
  let payment = sent;
  if (!payment) {
    // spec 1 §5: a crypto purchase needs a connected wallet.
    if (!wallet) throw new CheckoutError(paymentText('walletNotConnected'));
    onStep('processingRequest');
    const result = await calls.purchase({
      itemKey,
      quantity: 1,
      paymentType: 'CRYPTO',
      currency: price.currency,
      chainId: price.chainId,
      address: wallet.address,
    });
    if (result.status === 'SUCCESS') return;
    const request = result.signedRequest;
    if (result.status === 'FAILED' || !request)
      throw new Error('The server gave no transaction to sign.');
    // spec 1 §7 "The wallet sends the transaction on the signed chain."
    if (wallet.chainId() !== request.chainId)
      await walletCall(() => wallet.switchChain(request.chainId));
    onStep('signTransaction');
    const txHash = await walletCall(() =>
      wallet.sendTransaction({
        chainId: request.chainId,
        to: request.to,
        data: request.data,
        value: BigInt(request.value),
        gas: BigInt(request.gasLimit),
      }),
    );
    payment = { txId: result.txId, txHash };
    onSent?.(payment);
  }
  onStep('waitingForTransaction');
  const submitted = await calls.submitTransactionHash(payment);
  if (submitted.status === 'SUCCESS') return;
  await calls.waitForSuccess(payment.txId);
}
