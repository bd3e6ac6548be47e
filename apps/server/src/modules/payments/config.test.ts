import { describe, expect, it } from 'vitest';
import { readPaymentsConfig, requiredConfirmationsOn } from './config.ts';

const RECEIVER = '0xa0ee7a142d267c1f36714e4a8f75612f20a79720';

describe('readPaymentsConfig', () => {
  it('supports neither card nor crypto payment without configuration', () => {
    expect(readPaymentsConfig({})).toEqual({ card: null, crypto: null });
  });

  it('reads the Stripe keys and an API origin for the stand-in', () => {
    const { card } = readPaymentsConfig({
      STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      STRIPE_API_BASE: 'http://127.0.0.1:12111',
    });
    expect(card).toEqual({
      publishableKey: 'pk_test_x',
      secretKey: 'sk_test_x',
      webhookSecret: 'whsec_x',
      apiBase: new URL('http://127.0.0.1:12111'),
    });
  });

  it('needs all three Stripe keys: the browser needs the publishable one, fulfilment the webhook', () => {
    const keys = {
      STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
    };
    for (const missing of Object.keys(keys))
      expect(() =>
        readPaymentsConfig(
          Object.fromEntries(Object.entries(keys).filter(([key]) => key !== missing)),
        ),
      ).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => readPaymentsConfig({ ...keys, STRIPE_PUBLISHABLE_KEY: 'sk_test_x' })).toThrow(
      /STRIPE_PUBLISHABLE_KEY/,
    );
  });

  it('reads the receiver, the RPC URL of each chain and the confirmations', () => {
    const { crypto } = readPaymentsConfig({
      PAYMENT_RECEIVER_ADDRESS: RECEIVER,
      EVM_RPC_URLS: '31337=http://127.0.0.1:8545, 8453=https://base.example/rpc?key=a=b',
      REQUIRED_CONFIRMATIONS: '2,137=64',
    });
    if (!crypto) throw new Error('crypto not configured');
    expect(crypto.receiverAddress).toBe('0xa0Ee7A142d267C1f36714E4a8F75612F20a79720');
    expect([...crypto.rpcUrls]).toEqual([
      [31337, 'http://127.0.0.1:8545'],
      [8453, 'https://base.example/rpc?key=a=b'],
    ]);
    expect(requiredConfirmationsOn(crypto, 137)).toBe(64);
    expect(requiredConfirmationsOn(crypto, 8453)).toBe(2);
  });

  it('needs one confirmation by default', () => {
    const { crypto } = readPaymentsConfig({
      PAYMENT_RECEIVER_ADDRESS: RECEIVER,
      EVM_RPC_URLS: '31337=http://127.0.0.1:8545',
    });
    expect(crypto && requiredConfirmationsOn(crypto, 31337)).toBe(1);
  });

  it('refuses unknown chains, bad URLs and addresses, counts, and half a crypto configuration', () => {
    const crypto = { PAYMENT_RECEIVER_ADDRESS: RECEIVER };
    expect(() => readPaymentsConfig({ ...crypto, EVM_RPC_URLS: '1=https://eth.example' })).toThrow(
      /EVM_RPC_URLS/,
    );
    expect(() => readPaymentsConfig({ ...crypto, EVM_RPC_URLS: '31337=ftp://x' })).toThrow(
      /EVM_RPC_URLS/,
    );
    expect(() =>
      readPaymentsConfig({ PAYMENT_RECEIVER_ADDRESS: '0x123', EVM_RPC_URLS: '31337=http://x' }),
    ).toThrow(/PAYMENT_RECEIVER_ADDRESS/);
    expect(() =>
      readPaymentsConfig({
        ...crypto,
        EVM_RPC_URLS: '31337=http://x',
        REQUIRED_CONFIRMATIONS: '137=0',
      }),
    ).toThrow(/REQUIRED_CONFIRMATIONS/);
    expect(() => readPaymentsConfig(crypto)).toThrow(/EVM_RPC_URLS/);
    expect(() => readPaymentsConfig({ EVM_RPC_URLS: '31337=http://x' })).toThrow(/EVM_RPC_URLS/);
  });
});
