import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { Toast } from './toast.tsx';

it('announces its message politely', () => {
  render(<Toast tone="success">Password changed successfully!</Toast>);
  expect(screen.getByRole('status').textContent).toBe('Password changed successfully!');
});
