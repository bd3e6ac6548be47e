import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormError } from './form-error.tsx';

describe('FormError', () => {
  it('keeps an empty alert region so a later message is announced', () => {
    const { rerender } = render(<FormError />);
    expect(screen.getByRole('alert').textContent).toBe('');
    rerender(<FormError>This referral code does not exist!</FormError>);
    expect(screen.getByRole('alert').textContent).toBe('This referral code does not exist!');
  });
});
