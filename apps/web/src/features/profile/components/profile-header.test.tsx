import { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { battlePassSettingsQueryOptions } from '@levelup/api/progression';
import { battlePassPageFixture } from '@levelup/api/testing/battle-pass-page.fixtures';
import { sessionUser } from '#app/session/session.fixtures.ts';
import { SITE_SEASON } from '#shared/season-settings.ts';
import { renderWithRouter } from '#shared/testing/render-with-router.tsx';
import { fakeApi } from '#shared/testing/fake-api.ts';
import { ProfileHeader } from './profile-header.tsx';

const DEFAULT_AVATAR = '/images/seasons/allypass-avatar.svg';

async function renderHeader(profilePicPath: string | null) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(
    battlePassSettingsQueryOptions(fakeApi({}).api, SITE_SEASON).queryKey,
    battlePassPageFixture({ theme: { themeSettings: { defaultAvatarPath: DEFAULT_AVATAR } } }),
  );
  await renderWithRouter(
    <ProfileHeader user={sessionUser({ username: 'nova', profilePicPath })} />,
    {
      queryClient,
    },
  );
  return screen.getByRole('img', { name: 'nova' });
}

describe('ProfileHeader avatar (spec 2 §3 default avatar)', () => {
  it("shows the season's default avatar to a player without a picture, not the initials", async () => {
    expect((await renderHeader(null)).getAttribute('src')).toBe(DEFAULT_AVATAR);
  });

  it("shows the player's own picture when there is one", async () => {
    expect((await renderHeader('/uploads/nova.png')).getAttribute('src')).toBe('/uploads/nova.png');
  });
});
