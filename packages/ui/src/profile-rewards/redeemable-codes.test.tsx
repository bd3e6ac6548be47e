import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sampleCodes } from './profile-rewards.fixtures.ts';
import { RedeemableCodeCard } from './redeemable-code-card.tsx';
import { RedeemableCodeList } from './redeemable-code-list.tsx';

describe('RedeemableCodeList (spec 1 §2 /profile/me/codes)', () => {
  it('links each code to /redeemable-codes/{groupKey}/{id} and says a pending code arrives shortly', () => {
    render(<RedeemableCodeList codes={sampleCodes} hasMore={false} onLoadMore={() => undefined} />);
    expect(
      screen.getByRole('link', { name: 'VIEW CODE: Nebula Drift Key' }).getAttribute('href'),
    ).toBe('/redeemable-codes/NEBULA_DRIFT_KEY/code-1');
    expect(
      screen.getByRole('link', { name: 'VIEW CODE: Starforge Skin Code' }).getAttribute('href'),
    ).toBe('/redeemable-codes/STARFORGE_SKIN_CODE/code-2');
    expect(screen.getByText('Your code will arrive shortly.')).toBeTruthy();
  });
});

describe('RedeemableCodeCard', () => {
  it('copies the code with COPY and says so', async () => {
    const copy = vi.fn(() => Promise.resolve());
    render(
      <RedeemableCodeCard
        name="Nebula Drift Key"
        description={null}
        gameName="Nebula Drift"
        imagePath={null}
        code="NDX-4F7Q-92KD"
        copy={copy}
      />,
    );
    expect(screen.getByRole('status', { name: 'Your code' }).textContent).toBe('NDX-4F7Q-92KD');
    await userEvent.click(screen.getByRole('button', { name: 'COPY' }));
    expect(copy).toHaveBeenCalledWith('NDX-4F7Q-92KD');
    expect(await screen.findByText('Copied to your clipboard.')).toBeTruthy();
  });

  it('has no copy button while the code is pending', () => {
    render(
      <RedeemableCodeCard
        name="Skin"
        description={null}
        gameName={null}
        imagePath={null}
        code={null}
      />,
    );
    expect(screen.getByText('Your code will arrive shortly.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'COPY' })).toBeNull();
  });
});
