// English texts of the card and crypto payment modals (spec 1 §2 Modals, §4 Wallet purchase).
import { englishTexts } from '../define-catalogue.ts';
export const payments = englishTexts({
  close: 'Close',
  cancel: 'Cancel',
  retry: 'Try again',
  card: {
    close: 'Close payment form',
    title: 'PAYMENT CONFIRMATION',
    payNow: 'PAY NOW {price}',
    total: 'Total',
    loading: 'Loading the card form…',
    usdPrice: 'US${amount, number, money}',
  },
  crypto: {
    close: 'Close crypto payment',
    title: 'CRYPTO PAYMENT',
    steps: 'Payment steps',
    // spec 1 §4 Wallet purchase, as the spec writes them.
    step: {
      processingRequest: 'processing request',
      signTransaction: 'please sign the wallet transaction',
      waitingForTransaction: 'waiting for the transaction to complete',
    },
    payingFor: 'Paying {amount} for {itemName}',
    paying: 'Paying {amount}',
    buying: 'Buying {itemName}',
  },
  wallets: {
    close: 'Close wallet selection',
    title: 'CONNECT WALLET',
    purpose: 'Choose the wallet to pay with.',
    noneFound: 'No wallet was found. Install a browser wallet to pay with crypto.',
    list: 'Wallets',
  },
});
