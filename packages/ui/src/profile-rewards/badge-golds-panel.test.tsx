import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BadgeGoldsPanel } from './badge-golds-panel.tsx';

describe('BadgeGoldsPanel (spec 2 §7 claim badge golds)', () => {
  it('lists each badge with its gold and claims with CLAIM', async () => {
    const onClaim = vi.fn();
    render(
      <BadgeGoldsPanel
        status="ready"
        claimableAmount={1300}
        badges={[{ itemKey: 'STARFORGE_BADGE', name: 'Starforge Badge', amount: 1300 }]}
        onClaim={onClaim}
      />,
    );
    expect(screen.getByRole('list', { name: 'Claimable badge golds' }).textContent).toContain(
      'Starforge Badge1,300 Gold',
    );
    await userEvent.click(screen.getByRole('button', { name: 'CLAIM' }));
    expect(onClaim).toHaveBeenCalledOnce();
  });

  it('disables CLAIM when nothing is claimable and announces a claim', () => {
    render(
      <BadgeGoldsPanel
        status="ready"
        claimableAmount={0}
        badges={[]}
        claimedAmount={300}
        onClaim={() => undefined}
      />,
    );
    expect(screen.getByRole('button', { name: 'CLAIM' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('You claimed 300 Gold.')).toBeTruthy();
  });
});
