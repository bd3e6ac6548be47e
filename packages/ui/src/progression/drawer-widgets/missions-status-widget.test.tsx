import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { MissionsStatusWidget } from './missions-status-widget.tsx';

// Local time, so the countdown to the local day's 23:59:59 is the same in every time zone.
const at = (hours: number, minutes: number, seconds: number) =>
  new Date(2026, 2, 1, hours, minutes, seconds).getTime();

it('shows missions done out of the total and the time left until local 23:59:59', () => {
  render(<MissionsStatusWidget completed={3} total={12} now={at(18, 47, 50)} />);
  const region = screen.getByRole('region', { name: 'DAILY MISSIONS' });
  expect(region.textContent).toContain('3/12');
  expect(screen.getByRole('timer').textContent).toBe('05:12:09');
});

it('counts out of 10 when the total is unknown', () => {
  render(<MissionsStatusWidget completed={10} total={null} now={at(23, 59, 58)} />);
  expect(screen.getByRole('region', { name: 'DAILY MISSIONS' }).textContent).toContain('10/10');
  expect(screen.getByText('ALL DONE')).toBeTruthy();
  expect(screen.getByRole('timer').textContent).toBe('00:00:01');
});
