import { describe, expect, it } from 'vitest';
import { isUserRejection, walletErrorText } from './wallet-errors.ts';

const named = (name: string, cause?: unknown, code?: number) =>
  Object.assign(new Error(name), { name, cause, code });

describe('wallet failures (spec 1 §8)', () => {
  it('recognises a rejection in the wallet however deeply it is wrapped', () => {
    const wrapped = named(
      'TransactionExecutionError',
      named('RpcRequestError', named('ProviderRpcError', undefined, 4001)),
    );
    expect(isUserRejection(wrapped)).toBe(true);
    expect(walletErrorText(wrapped)).toBe('Transaction rejected');
    expect(isUserRejection(named('InsufficientFundsError'))).toBe(false);
  });

  it('names a missing connection and a missing signer', () => {
    expect(walletErrorText(named('ConnectorNotConnectedError'))).toBe('Wallet not connected');
    expect(walletErrorText(named('ConnectorAccountNotFoundError'))).toBe('Missing signer');
    expect(walletErrorText(named('InsufficientFundsError'))).toBeNull();
    expect(walletErrorText('not an error')).toBeNull();
  });
});
