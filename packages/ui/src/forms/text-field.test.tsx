import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextAreaField } from './text-area-field.tsx';
import { TextField } from './text-field.tsx';

describe('TextField', () => {
  it('is named by its label and described by its hint and error', () => {
    render(<TextField label="Email" hint="We send a code here." error="Enter your e-mail" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['We send a code here.', 'Enter your e-mail']);
  });

  it('is valid and undescribed without a hint or an error', () => {
    render(<TextField label="Email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });

  it('points at an outside description such as the password checklist', () => {
    render(
      <TextField
        label="Password"
        type="password"
        descriptionId="rules"
        description={<p id="rules">At least 8 characters</p>}
      />,
    );
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('aria-describedby')).toBe('rules');
  });
});

describe('TextAreaField', () => {
  it('links its error to the text area', () => {
    render(<TextAreaField label="Bio" error="Your bio is too long - 150 characters maximum" />);
    const area = screen.getByRole('textbox', { name: 'Bio' });
    const errorId = area.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(errorId)?.textContent).toBe(
      'Your bio is too long - 150 characters maximum',
    );
  });
});
