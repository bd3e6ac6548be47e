import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { DrawerWidgetCard } from './widget-card.tsx';

it('is a region named by its heading, marked with its widget', () => {
  render(
    <DrawerWidgetCard widget="passStatus" title="LEVEL 3" badge="BASIC PASS">
      body
    </DrawerWidgetCard>,
  );
  const region = screen.getByRole('region', { name: 'LEVEL 3' });
  expect(region.dataset.widget).toBe('passStatus');
  expect(screen.getByRole('heading', { level: 3, name: 'LEVEL 3' })).toBeTruthy();
});
