import { QueryClient } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mintKeys } from '@levelup/api/mints';
import { renderWithRouter } from '#shared/testing/render-with-router.tsx';
import { freeMintFixture } from '../lib/free-mint-fixture.ts';
import { FreeMintDisplay } from './free-mint-display.tsx';

const live = freeMintFixture({ id: 'live', name: 'Winter Badge', priority: 3 });
const upcoming = freeMintFixture({
  id: 'upcoming',
  slug: 'spring-badge',
  name: 'Spring Badge',
  chainId: 8453,
  releasedAt: '2026-03-01T00:00:00.000Z',
  endAt: null,
});
const soldOut = freeMintFixture({
  id: 'sold-out',
  name: 'Autumn Badge',
  reservedCount: 1000,
  endAt: '2026-01-10T00:00:00.000Z',
});

async function renderDisplay() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(mintKeys.freeMints, { freeMints: [live, upcoming, soldOut] });
  await renderWithRouter(<FreeMintDisplay gridTitle="All events" />, { queryClient });
  const grid = await screen.findByRole('region', { name: 'All events' });
  return (name: string) => within(within(grid).getByRole('article', { name }));
}

describe('FreeMintDisplay', () => {
  // Only the clock is fixed; the 1 s countdown interval keeps running for real.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-15T12:00:00.000Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('offers RESERVE NOW on a live event, through sign-in for a visitor', async () => {
    const card = (await renderDisplay())('Winter Badge');
    expect(card.getByText('Live')).toBeTruthy();
    expect(card.getByText('42%')).toBeTruthy();
    expect(card.getByText('Polygon')).toBeTruthy();
    expect(card.getByText('250 Gold')).toBeTruthy();
    expect(card.getByRole('timer').textContent).toBe('16d 12:00:00');
    expect(card.getByRole('link', { name: 'RESERVE NOW' }).getAttribute('href')).toBe(
      '/auth/login?source=%2F&redirect=%2Fmints%2Fwinter-badge',
    );
  });

  it('offers VIEW EVENT, linked to the collection page, on an upcoming event', async () => {
    const card = (await renderDisplay())('Spring Badge');
    expect(card.getByText('Upcoming')).toBeTruthy();
    expect(card.getByText('Base')).toBeTruthy();
    expect(card.getByText('Starts in')).toBeTruthy();
    expect(card.getByRole('link', { name: 'VIEW EVENT' }).getAttribute('href')).toBe(
      '/mints/spring-badge',
    );
  });

  it('shows SOLD OUT instead of a percent once the supply is taken', async () => {
    const card = (await renderDisplay())('Autumn Badge');
    expect(card.getByText('Ended')).toBeTruthy();
    expect(card.getByText('SOLD OUT')).toBeTruthy();
    expect(card.queryByRole('progressbar')).toBeNull();
  });

  it('features the open events, highest priority first', async () => {
    await renderDisplay();
    const [desktop] = screen.getAllByRole('region', { name: 'Featured events' });
    expect(within(desktop!).getByRole('article').getAttribute('aria-label')).toBe(
      '1 of 2: Winter Badge',
    );
  });
});
