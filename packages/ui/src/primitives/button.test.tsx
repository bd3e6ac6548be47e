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

describe('Button pending', () => {
  it('is announced busy, ignores clicks and keeps focus while a request runs', async () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit" pending onClick={onClick}>
          BUY NOW
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'BUY NOW' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(button);
  });
});
