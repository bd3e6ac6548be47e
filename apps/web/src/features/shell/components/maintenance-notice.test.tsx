import { QueryClient, useMutation } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FeatureFlagsQuery } from '@levelup/api/site';
import { fakeApi, graphqlError } from '#shared/testing/fake-api.ts';
import { renderWithRouter } from '#shared/testing/render-with-router.tsx';
import { MaintenanceNotice } from './maintenance-notice.tsx';

const MESSAGE = 'Back at 14:00 UTC: we are polishing the chests.';

function flags(maintenanceMode: boolean): FeatureFlagsQuery {
  return {
    featureFlags: {
      battlePass: true,
      shop: true,
      cms: true,
      premiumPass: true,
      premiumCrypto: true,
      multiBoosterPurchaseDisabled: false,
      legendaryChestDisabled: false,
      wallSidebarLiveCollections: true,
      wallGuestCriteria: true,
      captchaFeatures: [],
      captchaSiteKey: null,
      disabledMints: [],
      customBackendTokens: true,
      maintenanceMode,
      maintenanceMessage: MESSAGE,
      telegramAuth: true,
      telegramConnect: true,
      walletVerification: true,
    },
  };
}

/** A write of the page that the server refuses with maintenance-mode. */
function RefusedWrite() {
  const write = useMutation({
    mutationFn: () => Promise.reject(graphqlError('maintenance-mode', MESSAGE)),
  });
  return (
    <button type="button" onClick={() => write.mutate()}>
      Save
    </button>
  );
}

describe('MaintenanceNotice (spec 2 §6 maintenance mode)', () => {
  it("shows the data's text on the page while maintenance mode is on", async () => {
    const { api } = fakeApi({ FeatureFlags: () => flags(true) });
    await renderWithRouter(<MaintenanceNotice />, { api });
    const banner = await screen.findByRole('region', { name: 'UNDER MAINTENANCE' });
    expect(banner.textContent).toContain(MESSAGE);
  });

  it('shows nothing while it is off, and the banner as soon as a write is refused for maintenance', async () => {
    let maintenance = false;
    const { api, request } = fakeApi({ FeatureFlags: () => flags(maintenance) });
    const queryClient = new QueryClient();
    await renderWithRouter(
      <>
        <MaintenanceNotice />
        <RefusedWrite />
      </>,
      { api, queryClient },
    );
    await expect.poll(() => request.mock.calls.length).toBe(1);
    expect(screen.queryByRole('region', { name: 'UNDER MAINTENANCE' })).toBeNull();
    maintenance = true;
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('region', { name: 'UNDER MAINTENANCE' })).toBeTruthy();
  });
});
