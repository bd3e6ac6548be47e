import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ProviderButtons } from './provider-buttons.tsx';

const discord = { key: 'discord', name: 'Discord', href: '/discord/authorize' };

describe('ProviderButtons', () => {
  it('renders nothing without providers', () => {
    const { container } = render(<ProviderButtons providers={[]} actionLabel="Sign in" />);
    expect(container.textContent).toBe('');
  });

  it('hands a click to onSelect instead of following the link', async () => {
    const onSelect = vi.fn();
    render(<ProviderButtons providers={[discord]} actionLabel="Sign up" onSelect={onSelect} />);
    await userEvent.click(screen.getByRole('link', { name: 'Sign up with Discord' }));
    expect(onSelect).toHaveBeenCalledWith(discord);
  });
});
