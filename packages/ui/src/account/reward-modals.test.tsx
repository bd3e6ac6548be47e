import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PlaypointRewardModal } from './playpoint-reward-modal.tsx';
import { SsoUpgradeModal } from './sso-upgrade-modal.tsx';

describe('SsoUpgradeModal', () => {
  it('offers the upgrade and the reward', async () => {
    const onUpgrade = vi.fn();
    render(
      <SsoUpgradeModal rewardPlaypoints={100} onUpgrade={onUpgrade} onClose={() => undefined} />,
    );
    expect(screen.getByRole('dialog', { name: 'UPGRADE YOUR ACCOUNT' }).textContent).toContain(
      '100 Playpoints',
    );
    await userEvent.click(screen.getByRole('button', { name: 'UPGRADE NOW' }));
    expect(onUpgrade).toHaveBeenCalledOnce();
  });
});

describe('PlaypointRewardModal', () => {
  it('confirms, and disables Confirm while crediting', async () => {
    const onConfirm = vi.fn();
    const { rerender } = render(<PlaypointRewardModal playpoints={100} onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    rerender(<PlaypointRewardModal playpoints={100} onConfirm={onConfirm} confirming />);
    expect(screen.getByRole('button', { name: 'Confirm' }).hasAttribute('disabled')).toBe(true);
  });
});
