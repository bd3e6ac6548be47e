// What the apps give a checkout (issue 5): the API, a way to open the purchase's subscription, the
// server's payment settings, and what to do when the purchase succeeded or the player closed it.
import type { ApiClient } from '@levelup/api/client';
import type { PaymentSettings } from '@levelup/api/payments';
import type { SubscriptionClient } from '@levelup/api/subscriptions';

export type CheckoutClients = {
  api: ApiClient;
  /** Opens a subscription client for the transaction's status; the checkout disposes it. */
  openSubscriptions: () => SubscriptionClient;
};

export type CheckoutProps = CheckoutClients & {
  /** paymentSettings as the server answers them. */
  settings: PaymentSettings;
  /** e.g. "Premium Pass" or "7-DAY XP BOOST". */
  itemName?: string;
  /** The purchase succeeded (the transaction is SUCCESS); the checkout has closed itself. */
  onSucceeded: () => void;
  /** The player closed the checkout before it succeeded. */
  onClose: () => void;
  /** The text shown for a failed API call (spec 1 §8); the checkout's default otherwise. */
  errorText?: (error: unknown) => string;
};
