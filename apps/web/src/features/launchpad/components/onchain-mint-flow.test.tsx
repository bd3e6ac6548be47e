// On-chain MINT NOW (issue 13 Build 4): mintReservation's voucher is sent by the connected wallet as
// the contract's mint(to, tokenId, expiresAt, signature) on the voucher's chain, then confirmMint with
// the transaction hash; a wrong wallet toasts and sends nothing; a refused transaction toasts the
// transaction-rejected text.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { decodeFunctionData, getAddress, hexToNumber, numberToHex, parseAbi, type Hex } from 'viem';
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
import { CollectionPage } from './collection-page.tsx';
import { operationName } from '@levelup/api/testing/operation-name';

const PLAYER_WALLET = '0x1234567890abcdef1234567890abcdef12345678';
const OTHER_WALLET = '0xaaaabbbbccccddddeeeeffff0000111122223333';
const CONTRACT = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const TX_HASH = `0x${'ab'.repeat(32)}`;
const EXPIRES_AT = '2099-01-01T00:00:00.000Z';
const SIGNATURE = `0x${'11'.repeat(65)}`;

/** A browser wallet (EIP-1193) in window.ethereum, driven by the checkout's real wagmi config. */
type FakeWallet = {
  address: string;
  chainId: number;
  /** What eth_sendTransaction answers (a hash, or a rejection). */
  send: (request: { to: string; data: Hex; value: Hex; gas: Hex }) => Promise<string>;
  sent: { to: string; data: Hex; value: Hex; gas: Hex; from: string }[];
  switched: number[];
};
let wallet: FakeWallet | null = null;

const browserWallet = {
  request: async ({ method, params }: { method: string; params?: unknown[] }) => {
    if (!wallet) throw new Error('no wallet');
    switch (method) {
      case 'wallet_requestPermissions':
        throw Object.assign(new Error('unsupported'), { code: -32601 });
      case 'eth_requestAccounts':
      case 'eth_accounts':
        return [wallet.address];
      case 'eth_chainId':
        return numberToHex(wallet.chainId);
      case 'wallet_switchEthereumChain': {
        const [{ chainId }] = params as [{ chainId: Hex }];
        wallet.chainId = hexToNumber(chainId);
        wallet.switched.push(wallet.chainId);
        return null;
      }
      case 'eth_sendTransaction': {
        const [request] = params as [FakeWallet['sent'][number]];
        const hash = await wallet.send(request);
        wallet.sent.push(request);
        return hash;
      }
      default:
        throw new Error(`unexpected ${method}`);
    }
  },
  on: () => browserWallet,
  removeListener: () => browserWallet,
};

const SETTINGS = {
  cardPublishableKey: null,
  cryptoChains: [{ chainId: 31337, name: 'Local', currencySymbol: 'ETH', rpcUrl: 'http://x' }],
  devWallet: null,
};

beforeAll(async () => {
  Object.assign(window, { ethereum: browserWallet });
  await import('@levelup/ui/alerts/show-error-feedback');
  await import('./player-collection-actions.tsx');
  // The lazily loaded mint code (viem, wagmi) is transformed once here, not inside a test's waits.
  await import('./onchain-mint-flow.tsx');
  await import('@levelup/checkout/wallet-loader').then(({ loadWalletCode }) => loadWalletCode());
});

afterEach(async () => {
  // One wallet setup per page: the next test starts with no wallet connected.
  await (await import('@levelup/checkout/wallet-loader')).disconnectWallets();
  wallet = null;
  act(() => {
    modalQueueStore.setState({ queue: [] });
    toastStore.setState({ current: null });
  });
});

/** The browser wallet at `address` on chain 1; `connected`: connected on this page already. */
async function fakeWallet(
  address: string,
  {
    connected = true,
    send = async () => TX_HASH,
  }: { connected?: boolean; send?: FakeWallet['send'] } = {},
) {
  wallet = { address, chainId: 1, send, sent: [], switched: [] };
  if (connected) {
    const { loadWalletCode } = await import('@levelup/checkout/wallet-loader');
    const runtime = (await loadWalletCode()).walletRuntime(SETTINGS)!;
    await runtime.connect(runtime.wallets()[0]!.id, 1);
  }
  return wallet;
}

type Answer = { data?: unknown; errors?: unknown[] };
type Handler = (variables: Record<string, unknown>, headers: Headers) => Answer;

/** `sentTx`: the reservation's mint transaction was sent before the page loaded (PROCESSING). */
async function renderMint(handlers: Record<string, Handler>, sentTx: string | null = null) {
  const reservation = reservationFixture({ mintTxHash: sentTx });
  let state: 'RESERVED' | 'PROCESSING' | 'COMPLETED' = sentTx ? 'PROCESSING' : 'RESERVED';
  // After MINT NOW the server reads the reservation PROCESSING (its voucher waits for the wallet).
  const collection = () =>
    collectionFixture(
      { contractType: 'onchain', chainId: 31337 },
      { state, reservation: { ...reservation, state } },
    );
  const all: Record<string, Handler> = {
    LaunchpadCollection: () => ({ data: { launchpadCollection: collection() } }),
    FeatureFlags: () => ({ data: { featureFlags: wallFlags() } }),
    PaymentSettings: () => ({ data: { paymentSettings: SETTINGS } }),
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
        query: string;
        variables: Record<string, unknown>;
      };
      const handler = all[operationName(body.query)];
      if (!handler) throw new Error(`unexpected operation ${operationName(body.query)}`);
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

// These tests drive wagmi's real connector and actions against a fake EIP-1193 wallet: seconds of work
// on a loaded CI machine (the server suite runs beside them), so more than vitest's default 5 s.
describe('on-chain MINT NOW', { timeout: 20_000 }, () => {
  it("sends the voucher's mint on its chain, then confirms with the transaction hash", async () => {
    const { sent, switched } = await fakeWallet(PLAYER_WALLET);
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
    // Connected on chain 1: switched to the voucher's chain first.
    expect(switched).toEqual([31337]);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: CONTRACT, value: '0x0' });
    expect(sent[0]?.from.toLowerCase()).toBe(PLAYER_WALLET);
    const call = decodeFunctionData({ abi: mintAbi, data: sent[0]!.data });
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
    // Set once the wallet is asked to send: the refusal below must reach a send that started.
    let refuse: ((error: unknown) => void) | undefined;
    await fakeWallet(PLAYER_WALLET, {
      send: () =>
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
    await waitFor(() => expect(refuse).not.toBe(undefined));
    act(() => refuse!(Object.assign(new Error('User rejected the request.'), { code: 4001 })));
    expect((await screen.findByRole('status')).textContent).toBe('Transaction rejected');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'MINT NOW' }).getAttribute('aria-busy')).toBeNull(),
    );
    expect(confirm).not.toHaveBeenCalled();
  });

  it('another connected wallet: a toast naming the voucher wallet, nothing sent', async () => {
    const { sent } = await fakeWallet(OTHER_WALLET);
    const confirm = vi.fn();
    fireEvent.click(await renderMint({ ConfirmMint: confirm }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Connect the wallet this item is minted to: 0x1234...5678',
    );
    expect(sent).toHaveLength(0);
    expect(confirm).not.toHaveBeenCalled();
  });

  it("no bound wallet: the server's message as a toast, nothing sent", async () => {
    const { sent } = await fakeWallet(PLAYER_WALLET);
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
    const { sent, switched } = await fakeWallet(PLAYER_WALLET, { connected: false });
    const confirm = vi.fn(() => ({ data: { confirmMint: { id: 'asset-1' } } }));
    fireEvent.click(await renderMint({ ConfirmMint: confirm }));
    const selection = await screen.findByRole('dialog', { name: 'CONNECT WALLET' });
    fireEvent.click(within(selection).getByRole('button', { name: 'Browser wallet' }));
    await waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
    // Connected on the voucher's chain.
    expect(switched).toEqual([31337]);
    expect(sent).toHaveLength(1);
    expect(screen.queryByRole('dialog', { name: 'CONNECT WALLET' })).toBeNull();
  });

  it('no connected wallet, another one chosen: the connect-that-wallet toast, nothing sent', async () => {
    const { sent } = await fakeWallet(OTHER_WALLET, { connected: false });
    fireEvent.click(await renderMint({}));
    const selection = await screen.findByRole('dialog', { name: 'CONNECT WALLET' });
    fireEvent.click(within(selection).getByRole('button', { name: 'Browser wallet' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Connect the wallet this item is minted to: 0x1234...5678',
    );
    expect(sent).toHaveLength(0);
  });

  it('a refused transaction shows the transaction-rejected text and confirms nothing', async () => {
    await fakeWallet(PLAYER_WALLET, {
      send: () =>
        Promise.reject(Object.assign(new Error('User rejected the request.'), { code: 4001 })),
    });
    const confirm = vi.fn();
    fireEvent.click(await renderMint({ ConfirmMint: confirm }));
    expect((await screen.findByRole('status')).textContent).toBe('Transaction rejected');
    expect(confirm).not.toHaveBeenCalled();
  });

  it('a mint sent before a reload is confirmed on sight, nothing sent again', async () => {
    const { sent } = await fakeWallet(PLAYER_WALLET);
    const confirm = vi.fn(() => ({ data: { confirmMint: { id: 'asset-1' } } }));
    const mintReservation = vi.fn(() => ({ data: null }));
    await renderMint({ ConfirmMint: confirm, MintReservation: mintReservation }, TX_HASH);
    await waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
    expect(confirm).toHaveBeenCalledWith(
      { reservationId: 'reservation-1', txHash: TX_HASH },
      expect.anything(),
    );
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Your reservation' })).toBeNull(),
    );
    expect(mintReservation).not.toHaveBeenCalled();
    expect(sent).toHaveLength(0);
  });
});
