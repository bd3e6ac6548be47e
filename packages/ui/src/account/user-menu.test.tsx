import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UserAvatar } from './user-avatar.tsx';
import { UserMenu } from './user-menu.tsx';
import { UserMenuButton } from './user-menu-button.tsx';

const links = [
  { label: 'Profile', href: '/profile/me' },
  { label: 'Manage Account', href: '/profile/manage-account' },
];

describe('UserMenu', () => {
  it('navigates in-app on a plain click and logs out from its button', async () => {
    const onNavigate = vi.fn();
    const onLogOut = vi.fn();
    render(<UserMenu links={links} onNavigate={onNavigate} onLogOut={onLogOut} />);
    await userEvent.click(screen.getByRole('link', { name: 'Manage Account' }));
    expect(onNavigate).toHaveBeenCalledWith('/profile/manage-account');
    await userEvent.click(screen.getByRole('button', { name: 'Log Out' }));
    expect(onLogOut).toHaveBeenCalledOnce();
  });

  it('leaves a modified click (open in a new tab) to the browser', async () => {
    const onNavigate = vi.fn();
    render(<UserMenu links={links} onNavigate={onNavigate} onLogOut={() => undefined} />);
    const user = userEvent.setup();
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: 'Profile' }));
    expect(onNavigate).not.toHaveBeenCalled();
  });
});

describe('UserAvatar', () => {
  it('shows the initials without a picture and the picture when there is one', () => {
    const { rerender } = render(<UserAvatar initials="AU" alt="Anonymous User" />);
    expect(screen.getByRole('img', { name: 'Anonymous User' }).textContent).toBe('AU');
    rerender(<UserAvatar initials="AU" alt="Anonymous User" src="/avatars/1.webp" />);
    expect(screen.getByRole('img', { name: 'Anonymous User' }).getAttribute('src')).toBe(
      '/avatars/1.webp',
    );
  });
});

describe('UserMenuButton', () => {
  it('is named Account menu and shows the username', () => {
    render(<UserMenuButton username="nova" initials="NO" />);
    // The visible username is part of the name (WCAG 2.5.3); the initials are decorative.
    const button = screen.getByRole('button', { name: 'Account menu nova' });
    expect(button.textContent).toBe('Account menuNOnova');
  });
});
