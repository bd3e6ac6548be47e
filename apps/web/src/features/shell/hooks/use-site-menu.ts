import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { cmsMenuQueryOptions } from '@levelup/api/site';
import { env } from '#env.ts';
import { useApi } from '#shared/use-api.ts';
import { buildSiteMenu } from '../lib/site-menu.ts';
import type { SiteMenuItem } from '../lib/site-menu.ts';
import { useShellText } from '../shell-text.ts';
import type { FeatureFlags } from './use-feature-flags.ts';

/** The navbar menu for the current flags; CMS menus load only when the CMS flag is on. */
export function useSiteMenu(flags: FeatureFlags | undefined): SiteMenuItem[] {
  const api = useApi();
  const text = useShellText();
  const cms = flags?.cms ?? false;
  const learn = useQuery({ ...cmsMenuQueryOptions(api, 'learn'), enabled: cms });
  const learnMenu = learn.data?.cmsMenu?.items;
  // spec 1 §2: the learn menu, else the media menu, which is only asked for once learn turns out empty.
  const media = useQuery({
    ...cmsMenuQueryOptions(api, 'media'),
    enabled: cms && learn.isSuccess && !learnMenu?.length,
  });
  const mediaMenu = media.data?.cmsMenu?.items;
  return useMemo(
    () =>
      buildSiteMenu({
        shop: flags?.shop ?? false,
        cms,
        learnMenu,
        mediaMenu,
        blogUrl: env.blogUrl,
        pressUrl: env.pressUrl,
        text,
      }),
    [flags?.shop, cms, learnMenu, mediaMenu, text],
  );
}
