import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UserAvatar } from './user-avatar.tsx';

const shown = (element: Element | null) =>
  element instanceof HTMLImageElement ? element.getAttribute('src') : element?.textContent;

describe('UserAvatar (spec 2 §3)', () => {
  it("shows the season's default avatar for a player without a picture, not the initials", () => {
    const { container } = render(
      <UserAvatar src={null} defaultSrc="/images/seasons/allypass-avatar.svg" initials="AU" />,
    );
    expect(shown(container.firstElementChild)).toBe('/images/seasons/allypass-avatar.svg');
  });

  it('prefers the profile picture, and falls back to the initials without a default avatar', () => {
    const picture = render(
      <UserAvatar src="/uploads/me.png" defaultSrc="/images/default.svg" initials="AU" />,
    );
    expect(shown(picture.container.firstElementChild)).toBe('/uploads/me.png');
    const initials = render(<UserAvatar src={null} defaultSrc={null} initials="AU" />);
    expect(shown(initials.container.firstElementChild)).toBe('AU');
  });
});
