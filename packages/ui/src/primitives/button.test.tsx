import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button.tsx';

describe('Button', () => {
  it('is a type="button" by default so it never submits a form by accident', () => {
    render(<Button>BUY NOW</Button>);
    expect(screen.getByRole('button', { name: 'BUY NOW' }).getAttribute('type')).toBe('button');
  });

  it('does not fire onClick when disabled', async () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        BUY NOW
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'BUY NOW' }));
    expect(onClick).not.toHaveBeenCalled();
  });
});
