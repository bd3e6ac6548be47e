// The connected wallet as signing a challenge needs it (wallet-signing.ts), from wagmi's connection
// state and actions (issue 13 Build 5: the wagmi React package holds the app's connection state).
import { useConnection, useSignMessage, useSwitchChain } from 'wagmi';
import { WALLET_MUTATION } from './wallet-flow.tsx';
import type { BindingRuntime } from './wallet-signing.ts';
import { sharedText } from '../shared-text.ts';

export function useSigningWallet(): BindingRuntime {
  const connection = useConnection();
  const switchChain = useSwitchChain(WALLET_MUTATION);
  const signMessage = useSignMessage(WALLET_MUTATION);
  return {
    connected: () => {
      if (connection.status !== 'connected') return null;
      const { connector } = connection;
      return {
        address: connection.address,
        chainId: () => connection.chainId,
        switchChain: async (chainId) => {
          await switchChain.mutateAsync({ chainId, connector });
        },
      };
    },
    signMessage: async (message) => {
      if (connection.status !== 'connected') throw new Error(sharedText('wallet.notConnected'));
      const signature = await signMessage.mutateAsync({
        account: connection.address,
        connector: connection.connector,
        message,
      });
      return { signature, walletConnectionType: connection.connector.id };
    },
  };
}
