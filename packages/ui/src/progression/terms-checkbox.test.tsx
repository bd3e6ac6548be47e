import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { TermsCheckbox } from './terms-checkbox.tsx';

const sentence =
  'I accept the Terms of Service and understand I am purchasing a non-refundable digital item';

it('is a checkbox named by the spec sentence, with the terms link opening in a new tab', async () => {
  const onCheckedChange = vi.fn();
  render(<TermsCheckbox checked={false} onCheckedChange={onCheckedChange} />);
  await userEvent.click(screen.getByRole('checkbox', { name: sentence }));
  expect(onCheckedChange).toHaveBeenCalledWith(true);
  const link = screen.getByRole('link', { name: 'Terms of Service' });
  expect(link.getAttribute('href')).toBe('/terms-conditions');
  expect(link.getAttribute('target')).toBe('_blank');
  expect(link.getAttribute('rel')).toBe('noopener noreferrer');
});
