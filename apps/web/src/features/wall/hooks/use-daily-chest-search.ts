// spec 2 §4 Daily chest search: as the player loads more of the Wall, searchDailyChest runs with the
// poll count (posts since the last checkpoint) while the chest is not found, with the device header and,
// when the captcha switch lists `daily-chest`, the captcha header (as sign-in and sign-up send it).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import {
  dailyChestQueryOptions,
  searchDailyChestMutationOptions,
  wallPlayerKeys,
  type DailyChestFieldsFragment,
} from '@levelup/api/wall-player';
import { captchaHeaders } from '#shared/captcha/captcha-features.ts';
import { useCaptchaToken } from '#shared/captcha/use-captcha-token.ts';
import { useApi } from '#shared/use-api.ts';
import { nextDailyChestSearch } from '../lib/daily-chest-search.ts';
import { deviceHeaders } from '#shared/device-fingerprint.ts';

export function useDailyChestSearch(postCount: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  const chest = useQuery(dailyChestQueryOptions(api));
  // An automatic search shows no toast of its own; modals (multi-accounting…) still open centrally.
  const { mutateAsync: search } = useMutation({
    ...searchDailyChestMutationOptions(api, queryClient),
    meta: { errorShown: true },
  });
  const captchaToken = useCaptchaToken();
  const checkpoint = useRef(0);
  const searching = useRef(false);
  const status = chest.data?.status ?? null;

  useEffect(() => {
    if (chest.isPending || searching.current) return;
    const fetchCount = nextDailyChestSearch({
      signedIn: true,
      postCount,
      status,
      checkpoint: checkpoint.current,
    });
    if (fetchCount === null) return;
    const previous = checkpoint.current;
    checkpoint.current = postCount;
    searching.current = true;
    void (async () => {
      const headers = {
        ...(await deviceHeaders()),
        ...captchaHeaders(await captchaToken('daily-chest')),
      };
      const found = await search({ fetchCount, headers });
      // spec 2 §4: a FOUND chest without a position sits at the last wall post index.
      if (found.status === 'FOUND' && found.position == null)
        queryClient.setQueryData<DailyChestFieldsFragment>(wallPlayerKeys.dailyChest, {
          ...found,
          position: postCount - 1,
        });
    })()
      // A refused or failed search counts again with the next posts loaded.
      .catch(() => {
        checkpoint.current = previous;
      })
      .finally(() => {
        searching.current = false;
      });
  }, [api, queryClient, chest.isPending, postCount, status, captchaToken, search]);

  return chest.data ?? null;
}
