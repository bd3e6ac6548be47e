// spec 1 §3 User: a player without a username shows as the partner group's fixed fallback name, else
// 'Anonymous User'; spec 1 §4 Partner-site auth: SIGN IN while signed out.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PartnerAccountBar } from './partner-account-bar.tsx';

const signIn = {
  waiting: false,
  timedOut: false,
  error: null,
  start: () => {},
  cancel: () => {},
};
const signedIn = (username: string | null) => ({
  status: 'signedIn' as const,
  accessToken: 'token',
  user: { id: 'u1', username },
});

describe('PartnerAccountBar', () => {
  it("names a player without a username with the group's fallback name", () => {
    render(
      <PartnerAccountBar
        session={signedIn(null)}
        signIn={signIn}
        anonymousUsername="Guild Runner"
      />,
    );
    expect(screen.getByRole('status').textContent).toBe('Signed in as Guild Runner');
  });

  it('falls back to Anonymous User without one, and shows a username as it is', () => {
    const { unmount } = render(<PartnerAccountBar session={signedIn(null)} signIn={signIn} />);
    expect(screen.getByRole('status').textContent).toBe('Signed in as Anonymous User');
    unmount();
    render(
      <PartnerAccountBar
        session={signedIn('nova')}
        signIn={signIn}
        anonymousUsername="Guild Runner"
      />,
    );
    expect(screen.getByRole('status').textContent).toBe('Signed in as nova');
  });

  it("shows the season's default avatar for a player without a picture (spec 2 §3)", () => {
    const { container } = render(
      <PartnerAccountBar
        session={signedIn('nova')}
        signIn={signIn}
        defaultAvatarPath="/images/seasons/nebula-guild-avatar.svg"
      />,
    );
    expect(container.querySelector('img')?.getAttribute('src')).toBe(
      '/images/seasons/nebula-guild-avatar.svg',
    );
  });
});
