import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { partnerBattlePass } from '../lib/partner-pass.fixtures.ts';
import { PartnerPassPage } from './partner-pass-page.tsx';

const scrollIntoView = vi.fn();

// jsdom implements neither media queries, CSS.supports nor scrolling.
beforeEach(() => {
  Element.prototype.scrollIntoView = scrollIntoView;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-02-01T00:00:00Z'));
  window.matchMedia = vi.fn(
    (query: string) =>
      ({
        matches: true,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
  globalThis.CSS = {
    supports: (_property: string, value: string) => value.startsWith('#'),
  } as typeof CSS;
});
afterEach(() => {
  vi.useRealTimers();
  scrollIntoView.mockReset();
});

describe('PartnerPassPage', () => {
  it("themes the document with the season's colours and title while shown", () => {
    document.title = 'Battle Pass';
    const { unmount } = render(
      <PartnerPassPage battlePass={partnerBattlePass} onSignIn={() => undefined} />,
    );
    const root = document.documentElement.style;
    expect(root.getPropertyValue('--brand-primary')).toBe('#14d3c5');
    expect(root.getPropertyValue('--brand-accent')).toBe('#ff4fa3');
    expect(root.getPropertyValue('--brand-ink-muted')).toBe('#b7b0d6');
    expect(document.title).toBe('First Light · Battle Pass');
    unmount();
    expect(root.getPropertyValue('--brand-primary')).toBe('');
    expect(document.title).toBe('Battle Pass');
  });

  it('shows the logo, the banner and the copy', () => {
    render(<PartnerPassPage battlePass={partnerBattlePass} onSignIn={() => undefined} />);
    expect(screen.getByRole('heading', { level: 1, name: 'First Light' })).toBeTruthy();
    expect(
      screen.getByRole('img', { name: 'Nebula Guild: First Light logo' }).getAttribute('src'),
    ).toBe('/images/seasons/nebula-guild-logo.svg');
    expect(
      document.querySelector('img[src="/images/seasons/nebula-guild-banner.svg"]'),
    ).toBeTruthy();
    expect(screen.getByText('Level up, earn rewards.')).toBeTruthy();
    expect(screen.getByText('Double the rewards.')).toBeTruthy();
  });

  it('lays the levels out horizontally on desktop, locked, behind the special mission after level 2', () => {
    render(<PartnerPassPage battlePass={partnerBattlePass} onSignIn={() => undefined} />);
    const track = screen.getByRole('region', { name: 'Nebula Guild: First Light battle pass' });
    expect(track.dataset.orientation).toBe('horizontal');
    const items = within(track).getAllByRole('listitem');
    expect(items.map((item) => item.dataset.level)).toEqual(['1', '2', '3']);
    expect(
      items.filter((item) => item.hasAttribute('inert')).map((item) => item.dataset.level),
    ).toEqual(['3']);
    expect(
      [...track.querySelectorAll<HTMLElement>('[data-visual]')].every(
        (card) => card.dataset.visual === 'locked',
      ),
    ).toBe(true);
    expect(
      screen.getByRole('region', {
        name: 'COMPLETE SPECIAL MISSION TO UNLOCK LEVELS AND NEW MISSIONS',
      }).textContent,
    ).toContain('250 Snowflakes');
  });

  it('sends a visitor who clicks a reward or the premium card to sign-in', () => {
    const onSignIn = vi.fn();
    render(<PartnerPassPage battlePass={partnerBattlePass} onSignIn={onSignIn} />);
    fireEvent.click(
      screen.getByRole('button', {
        name: 'Level 1 premium reward: Dragon Sword (Dragon Realms), locked. Buy Premium Pass to claim',
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: /BUY PREMIUM PASS/ }));
    expect(onSignIn).toHaveBeenCalledTimes(2);
  });

  it('scrolls to the requested level, then reports it (spec 1 §2 scroll_to_level)', () => {
    const onScrolledToLevel = vi.fn();
    render(
      <PartnerPassPage
        battlePass={partnerBattlePass}
        onSignIn={() => undefined}
        scrollToLevel={3}
        onScrolledToLevel={onScrolledToLevel}
      />,
    );
    expect(scrollIntoView.mock.contexts[0]).toBe(document.querySelector('[data-level="3"]'));
    expect(onScrolledToLevel).toHaveBeenCalledOnce();
  });

  it('announces the off-season after the season end date', () => {
    vi.setSystemTime(new Date('2025-04-01T00:00:00Z'));
    render(<PartnerPassPage battlePass={partnerBattlePass} onSignIn={() => undefined} />);
    expect(screen.getByRole('status').textContent).toContain(
      'The season is not running right now.',
    );
  });
});
