import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '#shared/testing/render-with-router.tsx';
import { AdventLink } from './advent-link.tsx';

describe('AdventLink', () => {
  it('shows the sock icon link to the advent calendar in December', async () => {
    await renderWithRouter(<AdventLink now={new Date(2026, 11, 24).getTime()} />);
    expect(
      (await screen.findByRole('link', { name: 'Advent calendar' })).getAttribute('href'),
    ).toBe('/advent-calendar');
  });

  it('is absent in the rest of the year', async () => {
    await renderWithRouter(
      <>
        <p>Page</p>
        <AdventLink now={new Date(2026, 10, 30).getTime()} />
      </>,
    );
    await screen.findByText('Page');
    expect(screen.queryByRole('link', { name: 'Advent calendar' })).toBeNull();
  });
});
