// spec 2 §4 Legendary chest purchase: "Click buy; if the flag disables it, show a notice; else if signed
// out, go to auth; else confirm" (the confirmation, the purchase and what follows are in the lazily
// loaded buy dialog).
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { featureFlagsQueryOptions } from '@levelup/api/site';
import { useApi } from '#shared/use-api.ts';
import { loadWallModals } from '../lib/load-wall-modals.ts';
import { useWallSignIn } from './use-wall-sign-in.ts';

export function useBuyLegendaryClick(signedIn: boolean): () => void {
  const api = useApi();
  const queryClient = useQueryClient();
  const signIn = useWallSignIn();
  return useCallback(() => {
    void queryClient.ensureQueryData(featureFlagsQueryOptions(api)).then(
      ({ featureFlags }) => {
        if (featureFlags.legendaryChestDisabled)
          void loadWallModals().then((modals) => modals.openLegendaryChestDisabledModal());
        else if (!signedIn) signIn();
        else void loadWallModals().then((modals) => modals.openBuyLegendaryChestModal());
      },
      // Without the switches the purchase is not offered blindly: the player may try again.
      () => undefined,
    );
  }, [api, queryClient, signIn, signedIn]);
}
