// spec 2 §6 maintenance mode on the partner pass (issue 27): the operator's text shows while it is on.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '@levelup/api/client';
import { siteKeys } from '@levelup/api/site';
import { MaintenanceNotice } from './maintenance-notice.tsx';

const MESSAGE = 'Back at 14:00 UTC: we are polishing the chests.';
const apiAnswering = (maintenanceMode: boolean) =>
  ({
    request: () =>
      Promise.resolve({ featureFlags: { maintenanceMode, maintenanceMessage: MESSAGE } }),
  }) as unknown as ApiClient;

function renderNotice(api: ApiClient) {
  const queryClient = new QueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <MaintenanceNotice api={api} />
      <p>page</p>
    </QueryClientProvider>,
  );
  return queryClient;
}

describe('MaintenanceNotice (white-label)', () => {
  it("shows the data's text while maintenance mode is on", async () => {
    renderNotice(apiAnswering(true));
    const banner = await screen.findByRole('region', { name: 'UNDER MAINTENANCE' });
    expect(banner.textContent).toContain(MESSAGE);
  });

  it('shows nothing while it is off', async () => {
    const queryClient = renderNotice(apiAnswering(false));
    await expect.poll(() => queryClient.getQueryData(siteKeys.featureFlags)).toBeDefined();
    expect(screen.queryByRole('region', { name: 'UNDER MAINTENANCE' })).toBeNull();
  });
});
