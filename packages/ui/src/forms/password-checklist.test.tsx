import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { passwordProblems } from '@levelup/domain/password-rules';
import { PasswordChecklist } from './password-checklist.tsx';

const metRules = () =>
  screen
    .getAllByRole('listitem')
    .filter((item) => item.dataset.met === 'true')
    .map((item) => item.textContent);

describe('PasswordChecklist', () => {
  it('ticks only the rules a short lowercase password meets', () => {
    render(<PasswordChecklist problems={passwordProblems('abc')} />);
    expect(metRules()).toEqual(['A lowercase letter (met)']);
  });

  it('ticks every rule for a strong password', () => {
    render(<PasswordChecklist problems={passwordProblems('Correct-Horse9')} />);
    expect(metRules()).toHaveLength(5);
  });
});
