// On-chain MINT NOW (issue 13 Build 4): mintReservation's voucher is sent by the connected wallet as
// the contract's mint(to, tokenId, expiresAt, signature) on the voucher's chain, then confirmMint with
// the transaction hash; a wrong wallet toasts and sends nothing; a refused transaction toasts the
// transaction-rejected text.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { decodeFunctionData, getAddress, parseAbi } from 'viem';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@levelup/api/client';
import { ToastHost } from '@levelup/ui/feedback/toast-host';
import { toastStore } from '@levelup/ui/feedback/toast-store';
import { ModalHost } from '@levelup/ui/modal-queue/modal-host';
import { modalQueueStore } from '@levelup/ui/modal-queue/modal-queue-store';
import { errorHandling } from '#app/api-errors.ts';
import { createQueryClient } from '#app/query-client.ts';
import { sessionUser, testSession } from '#app/session/session.fixtures.ts';
import { renderWithRouter } from '#shared/testing/render-with-router.tsx';
import { wallFlags } from '#features/wall/lib/wall-test-api.fixtures.ts';
import { collectionFixture, reservationFixture } from '../lib/collection.fixtures.ts';
import type { MintingWallet } from '../lib/onchain-mint.ts';
import { CollectionPage } from './collection-page.tsx';

const PLAYER_WALLET = '0x1234567890abcdef1234567890abcdef12345678';
const OTHER_WALLET = '0xaaaabbbbccccddddeeeeffff0000111122223333';
const CONTRACT = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const TX_HASH = `0x${'ab'.repeat(32)}`;
const EXPIRES_AT = '2099-01-01T00:00:00.000Z';
const SIGNATURE = `0x${'11'.repeat(65)}`;

const wallet = vi.hoisted(() => ({
  current: null as MintingWallet | null,
  /** What the selection modal's wallet connects to, and on which chains it was asked. */
  next: null as MintingWallet | null,
  connects: [] as number[],
}));
vi.mock('@levelup/checkout/wallet-loader', () => ({
  loadWalletCode: () =>
    Promise.resolve({
      walletRuntime: () => ({
        connected: () => wallet.current,
        wallets: () => [{ id: 'browser', name: 'Browser wallet' }],
        connect: async (_id: string, chainId: number) => {
          wallet.connects.push(chainId);
          wallet.current = wallet.next;
          return wallet.next;
        },
      }),
    }),
}));

beforeAll(async () => {
  await import('@levelup/ui/alerts/show-error-feedback');
  await import('./player-collection-actions.tsx');
  // The lazily loaded mint code (viem) is transformed once here, not inside a test's waits.
  await import('../lib/onchain-mint.ts');
  await import('@levelup/ui/payments/wallet-selection-modal');
});

afterEach(() =>
  act(() => {
    wallet.current = null;
    wallet.next = null;
    wallet.connects = [];
    modalQueueStore.setState({ queue: [] });
    toastStore.setState({ current: null });
  }),
);

function fakeWallet(address: string, overrides: Partial<MintingWallet> = {}) {
  const sent: Parameters<MintingWallet['sendTransaction']>[0][] = [];
  const switched: number[] = [];
  const connected: MintingWallet = {
    address,
    chainId: () => 1,
    switchChain: async (chainId) => {
      switched.push(chainId);
    },
    sendTransaction: async (request) => {
      sent.push(request);
      return TX_HASH;
    },
    ...overrides,
  };
  wallet.current = connected;
  return { sent, switched };
}

type Answer = { data?: unknown; errors?: unknown[] };
type Handler = (variables: Record<string, unknown>, headers: Headers) => Answer;

async function renderMint(handlers: Record<string, Handler>) {
  const reservation = reservationFixture();
  let state: 'RESERVED' | 'PROCESSING' | 'COMPLETED' = 'RESERVED';
  // After MINT NOW the server reads the reservation PROCESSING (its voucher waits for the wallet).
  const collection = () =>
    collectionFixture(
      { contractType: 'onchain', chainId: 31337 },
      { state, reservation: { ...reservation, state } },
    );
  const all: Record<string, Handler> = {
    LaunchpadCollection: () => ({ data: { launchpadCollection: collection() } }),
    FeatureFlags: () => ({ data: { featureFlags: wallFlags() } }),
    PaymentSettings: () => ({
      data: {
        paymentSettings: {
          cardPublishableKey: null,
          cryptoChains: [
            { chainId: 31337, name: 'Local', currencySymbol: 'ETH', rpcUrl: 'http://x' },
          ],
          devWallet: null,
        },
      },
    }),
    MintReservation: () => {
      state = 'PROCESSING';
      return {
        data: {
          mintReservation: {
            reservation: { ...reservation, state: 'PROCESSING' },
            voucher: {
              contractAddress: CONTRACT,
              chainId: 31337,
              to: PLAYER_WALLET,
              tokenId: '7',
              expiresAt: EXPIRES_AT,
              signature: SIGNATURE,
            },
          },
        },
      };
    },
    ...handlers,
    // A confirmed mint completes the reservation (spec 2 §4 mint user event states).
    ConfirmMint: (variables, headers) => {
      const answer = handlers['ConfirmMint']?.(variables, headers) ?? { data: null };
      if (answer.data) state = 'COMPLETED';
      return answer;
    },
  };
  const api = createApiClient({
    url: 'http://api.test/graphql',
    onError: errorHandling.onApiError,
    fetch: async (_input, init) => {
      const body = JSON.parse(String(init?.body)) as {
        operationName: string;
        variables: Record<string, unknown>;
      };
      const handler = all[body.operationName];
      if (!handler) throw new Error(`unexpected operation ${body.operationName}`);
      return new Response(JSON.stringify(handler(body.variables, new Headers(init?.headers))), {
        headers: { 'content-type': 'application/json' },
      });
    },
  });
  await renderWithRouter(
    <>
      <CollectionPage slug="winter-badge" signedIn />
      <ModalHost />
      <ToastHost />
    </>,
    {
      api,
      queryClient: createQueryClient(),
      session: testSession({ user: sessionUser() }),
      path: '/mints/winter-badge',
    },
  );
  return screen.findByRole('button', { name: 'MINT NOW' });
}

const mintAbi = parseAbi([
  'function mint(address to, uint256 tokenId, uint256 expiresAt, bytes signature)',
]);

describe('on-chain MINT NOW', () => {
  it("sends the voucher's mint on its chain, then confirms with the transaction hash", async () => {
    const { sent, switched } = fakeWallet(PLAYER_WALLET);
    const confirms: { variables: Record<string, unknown>; key: string | null }[] = [];
    const button = await renderMint({
      ConfirmMint: (variables, headers) => {
        confirms.push({ variables, key: headers.get('Idempotency-Key') });
        return {
          data: {
            confirmMint: {
              id: 'asset-1',
              collectionId: 'collection-1',
              chainId: 31337,
              tokenId: '7',
              txHash: TX_HASH,
              walletAddress: PLAYER_WALLET,
              createdAt: new Date().toISOString(),
            },
          },
        };
      },
    });
    fireEvent.click(button);
    await waitFor(() => expect(confirms).toHaveLength(1));
    expect(switched).toEqual([31337]);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ chainId: 31337, to: CONTRACT, value: 0n });
    const call = decodeFunctionData({ abi: mintAbi, data: sent[0]!.data as `0x${string}` });
    expect(call.functionName).toBe('mint');
    expect(call.args).toEqual([
      getAddress(PLAYER_WALLET),
      7n,
      BigInt(Date.parse(EXPIRES_AT) / 1000),
      SIGNATURE,
    ]);
    expect(confirms[0]?.variables).toEqual({ reservationId: 'reservation-1', txHash: TX_HASH });
    expect(confirms[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    // The collection is read again: the reservation is COMPLETED, the card is put away.
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Your reservation' })).toBeNull(),
    );
  });

  it('MINT NOW stays busy while the wallet sends, and stays on the card after a failure to try again', async () => {
    let refuse: (error: unknown) => void = () => undefined;
    fakeWallet(PLAYER_WALLET, {
      sendTransaction: () =>
        new Promise((_resolve, reject) => {
          refuse = reject;
        }),
    });
    const confirm = vi.fn();
    fireEvent.click(await renderMint({ ConfirmMint: confirm }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /MINT NOW/ }).getAttribute('aria-busy')).toBe(
        'true',
      ),
    );
    act(() => refuse(Object.assign(new Error('rejected'), { code: 4001 })));
    expect((await screen.findByRole('status')).textContent).toBe('Transaction rejected');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'MINT NOW' }).getAttribute('aria-busy')).toBeNull(),
    );
    expect(confirm).not.toHaveBeenCalled();
  });

  it('another connected wallet: a toast naming the voucher wallet, nothing sent', async () => {
    const { sent } = fakeWallet(OTHER_WALLET);
    const confirm = vi.fn();
    fireEvent.click(await renderMint({ ConfirmMint: confirm }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Connect the wallet this item is minted to: 0x1234...5678',
    );
    expect(sent).toHaveLength(0);
    expect(confirm).not.toHaveBeenCalled();
  });

  it("no bound wallet: the server's message as a toast, nothing sent", async () => {
    const { sent } = fakeWallet(PLAYER_WALLET);
    fireEvent.click(
      await renderMint({
        MintReservation: () => ({
          data: null,
          errors: [
            {
              message: 'Connect a wallet to mint this item.',
              extensions: { code: 'invalid-input', requestId: 'req-1' },
            },
          ],
        }),
      }),
    );
    expect((await screen.findByRole('status')).textContent).toBe(
      'Connect a wallet to mint this item.',
    );
    expect(sent).toHaveLength(0);
  });

  it('no connected wallet: the wallet selection opens, the chosen wallet connects on the chain and mints', async () => {
    const { sent } = fakeWallet(PLAYER_WALLET, { chainId: () => 31337 });
    wallet.next = wallet.current;
    wallet.current = null;
    const confirm = vi.fn(() => ({ data: { confirmMint: { id: 'asset-1' } } }));
    fireEvent.click(await renderMint({ ConfirmMint: confirm }));
    const selection = await screen.findByRole('dialog', { name: 'CONNECT WALLET' });
    fireEvent.click(within(selection).getByRole('button', { name: 'Browser wallet' }));
    await waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
    expect(wallet.connects).toEqual([31337]);
    expect(sent).toHaveLength(1);
    expect(screen.queryByRole('dialog', { name: 'CONNECT WALLET' })).toBeNull();
  });

  it('no connected wallet, another one chosen: the connect-that-wallet toast, nothing sent', async () => {
    const { sent } = fakeWallet(OTHER_WALLET);
    wallet.next = wallet.current;
    wallet.current = null;
    fireEvent.click(await renderMint({}));
    const selection = await screen.findByRole('dialog', { name: 'CONNECT WALLET' });
    fireEvent.click(within(selection).getByRole('button', { name: 'Browser wallet' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Connect the wallet this item is minted to: 0x1234...5678',
    );
    expect(sent).toHaveLength(0);
  });

  it('a refused transaction shows the transaction-rejected text and confirms nothing', async () => {
    fakeWallet(PLAYER_WALLET, {
      chainId: () => 31337,
      sendTransaction: () =>
        Promise.reject(
          Object.assign(new Error('User rejected the request.'), {
            name: 'TransactionExecutionError',
            cause: { name: 'UserRejectedRequestError', code: 4001 },
          }),
        ),
    });
    const confirm = vi.fn();
    fireEvent.click(await renderMint({ ConfirmMint: confirm }));
    expect((await screen.findByRole('status')).textContent).toBe('Transaction rejected');
    expect(confirm).not.toHaveBeenCalled();
  });
});
