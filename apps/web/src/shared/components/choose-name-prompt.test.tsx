import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '#shared/testing/render-with-router.tsx';
import { ChooseNamePrompt } from './choose-name-prompt.tsx';

describe('ChooseNamePrompt (issue 10 fault 17)', () => {
  it('leads a player without a name to the Name field of the profile', async () => {
    const onFollow = vi.fn();
    const { router } = await renderWithRouter(
      <ChooseNamePrompt username={null} onFollow={onFollow} />,
    );
    expect(screen.getByText(/You appear as Anonymous User\./)).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Choose a name' }));
    expect(onFollow).toHaveBeenCalledOnce();
    await vi.waitFor(() =>
      expect(router.state.location.href).toBe('/profile/manage-account#username'),
    );
  });

  it('says nothing once the player has a name', async () => {
    const { container } = await renderWithRouter(<ChooseNamePrompt username="nova" />);
    expect(container.textContent).toBe('');
  });
});
