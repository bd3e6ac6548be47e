import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '#shared/testing/render-with-router.tsx';
import { freeMintFixture } from '../lib/free-mint-fixture.ts';
import { FeaturedCarousel } from './featured-carousel.tsx';

const mints = ['Winter Badge', 'Spring Badge', 'Summer Badge'].map((name, index) =>
  freeMintFixture({ id: `mint-${index}`, name }),
);

async function renderCarousel() {
  await renderWithRouter(<FeaturedCarousel mints={mints} />);
  const carousel = await screen.findByRole('region', { name: 'Featured events' });
  const slideLabel = () => within(carousel).getByRole('article').getAttribute('aria-label');
  return { carousel, slideLabel };
}

describe('FeaturedCarousel', () => {
  it('shows one event at a time and moves with the previous and next buttons, wrapping around', async () => {
    const { slideLabel } = await renderCarousel();
    expect(slideLabel()).toBe('1 of 3: Winter Badge');
    await userEvent.click(screen.getByRole('button', { name: 'Next event' }));
    expect(slideLabel()).toBe('2 of 3: Spring Badge');
    await userEvent.click(screen.getByRole('button', { name: 'Previous event' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous event' }));
    expect(slideLabel()).toBe('3 of 3: Summer Badge');
  });

  it('jumps to an event from its dot and marks that dot as current', async () => {
    const { slideLabel } = await renderCarousel();
    const dot = screen.getByRole('button', { name: 'Show Summer Badge' });
    await userEvent.click(dot);
    expect(slideLabel()).toBe('3 of 3: Summer Badge');
    expect(dot.getAttribute('aria-current')).toBe('true');
    expect(
      screen.getByRole('button', { name: 'Show Winter Badge' }).getAttribute('aria-current'),
    ).toBe('false');
  });

  it('follows the arrow keys while it has focus', async () => {
    const { carousel, slideLabel } = await renderCarousel();
    carousel.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(slideLabel()).toBe('2 of 3: Spring Badge');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(slideLabel()).toBe('3 of 3: Summer Badge');
  });

  it('has no controls for a single event', async () => {
    await renderWithRouter(<FeaturedCarousel mints={[mints[0]!]} />);
    await screen.findByRole('region', { name: 'Featured events' });
    expect(screen.queryByRole('button', { name: 'Next event' })).toBeNull();
  });
});
