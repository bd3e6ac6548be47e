import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PasswordRecoveryStep } from './password-recovery-step.tsx';

describe('PasswordRecoveryStep', () => {
  it.each([
    ['email', 'Forgot your password?', 'Step 1 of 3'],
    ['otp', 'Check your email', 'Step 2 of 3'],
    ['newPassword', 'Set a new password', 'Step 3 of 3'],
  ] as const)('titles the %s step "%s"', (step, title, position) => {
    render(
      <PasswordRecoveryStep step={step}>
        <form aria-label="step form" />
      </PasswordRecoveryStep>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
    expect(screen.getByText(position)).toBeTruthy();
  });
});

it('leaves the title to a surrounding dialog when asked', () => {
  render(
    <PasswordRecoveryStep step="otp" showTitle={false}>
      <p>form</p>
    </PasswordRecoveryStep>,
  );
  expect(screen.queryByRole('heading')).toBeNull();
  expect(screen.getByText('Step 2 of 3')).toBeTruthy();
});
