import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { EnrolSecondFactor } from './enrol-second-factor.tsx';

const SECRET = 'JBSWY3DPEHPK3PXP';
const URI = `otpauth://totp/LevelUp:new@levelup.local?secret=${SECRET}&issuer=LevelUp`;
const CODES = Array.from({ length: 10 }, (_, index) => `code-${index}`);

vi.mock('../api/second-factor.ts', () => ({
  enrollSecondFactor: vi.fn(() => Promise.resolve({ secret: SECRET, otpauthUri: URI })),
  confirmSecondFactor: vi.fn((code: string) =>
    code === '123456' ? Promise.resolve(CODES) : Promise.reject(new Error('Wrong code.')),
  ),
  verifySecondFactor: vi.fn(),
}));

// issue 29: enrolment shows the secret, its link and QR code, confirms a code, then the ten recovery
// codes once, behind an "I saved them" step.
describe('EnrolSecondFactor', () => {
  it('enrols, confirms with a code and shows the recovery codes until they are saved', async () => {
    const onDone = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <EnrolSecondFactor onDone={onDone} />
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Set up an authenticator' }));
    expect((await screen.findByTestId('totp-secret')).textContent).toBe(SECRET);
    expect(screen.getByRole('link', { name: URI })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'QR code of the authenticator link' })).toBeTruthy();

    const code = screen.getByRole('textbox', { name: 'Code from your authenticator app' });
    fireEvent.change(code, { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Wrong code.');

    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    const codes = await screen.findByRole('heading', { name: 'Your recovery codes' });
    expect(codes).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(CODES);

    const next = screen.getByRole<HTMLButtonElement>('button', { name: 'Continue' });
    expect(next.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'I saved them' }));
    fireEvent.click(next);
    // On once the viewer is read again (it then says the session proved the factor).
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledOnce());
  });
});
