import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MaintenanceBanner } from './maintenance-banner.tsx';

describe('MaintenanceBanner (spec 2 §6 maintenance mode)', () => {
  it("shows the data's text under UNDER MAINTENANCE", async () => {
    render(<MaintenanceBanner message="Back at 14:00 UTC." />);
    const banner = await screen.findByRole('region', { name: 'UNDER MAINTENANCE' });
    expect(banner.textContent).toBe('UNDER MAINTENANCEBack at 14:00 UTC.');
    expect(screen.getByRole('status').textContent).toBe('Back at 14:00 UTC.');
  });
});
