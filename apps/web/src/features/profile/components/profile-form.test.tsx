import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sessionUser, testSession } from '#app/session/session.fixtures.ts';
import { fakeApi, graphqlError } from '#shared/testing/fake-api.ts';
import { renderWithRouter } from '#shared/testing/render-with-router.tsx';
import { ProfileForm } from './profile-form.tsx';

const errorOf = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((element) => element?.className.includes('text-danger'))?.textContent;

async function renderForm(operations: Parameters<typeof fakeApi>[0] = {}, path?: string) {
  const user = sessionUser({ username: 'nova', bio: '' });
  const session = testSession({ user });
  const { api, request } = fakeApi(operations);
  await renderWithRouter(<ProfileForm user={user} />, { api, session, ...(path ? { path } : {}) });
  return { request, session };
}

async function saveWith(name: string, bio = '') {
  const nameField = screen.getByRole('textbox', { name: 'Name' });
  await userEvent.clear(nameField);
  if (name) await userEvent.type(nameField, name);
  const bioField = screen.getByRole('textbox', { name: 'Bio' });
  await userEvent.clear(bioField);
  if (bio) await userEvent.click(bioField).then(() => userEvent.paste(bio));
  await userEvent.click(screen.getByRole('button', { name: 'SAVE PROFILE' }));
}

describe('ProfileForm', () => {
  it('focuses the Name field when the Choose a name prompt leads here (issue 10 fault 17)', async () => {
    // The router scrolls the #username element into view, which jsdom does not implement.
    Element.prototype.scrollIntoView = vi.fn();
    await renderForm({}, '/profile/manage-account#username');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name' })),
    );
  });

  it.each([
    ['abc', 'Your name is too short - 4 characters minimum'],
    ['abcdefghijklmnop', 'Your name is too long - 15 characters maximum'],
    ['nova star', 'Your name should not contain any spaces'],
  ])('refuses the name %j with the spec text', async (name, message) => {
    const { request } = await renderForm();
    await saveWith(name);
    // Validation is asynchronous: the error renders a moment after the click.
    await waitFor(() =>
      expect(errorOf(screen.getByRole('textbox', { name: 'Name' }))).toBe(message),
    );
    expect(request).not.toHaveBeenCalled();
  });

  it('refuses a bio over 150 characters with the spec text', async () => {
    await renderForm();
    await saveWith('nova', 'x'.repeat(151));
    await waitFor(() =>
      expect(errorOf(screen.getByRole('textbox', { name: 'Bio' }))).toBe(
        'Your bio is too long - 150 characters maximum',
      ),
    );
  });

  it("shows the server's banned-word answers on their fields", async () => {
    await renderForm({
      UpdateProfile: (variables) => {
        const input = variables['input'] as { username: string };
        throw input.username === 'badword'
          ? graphqlError('username-banned', 'Username contains a word that is not allowed!')
          : graphqlError('bio-banned', 'This contains a word that is not allowed!');
      },
    });
    await saveWith('badword');
    expect(errorOf(await screen.findByRole('textbox', { name: 'Name' }))).toBe(
      'Username contains a word that is not allowed!',
    );
    await saveWith('goodname', 'a bad bio');
    expect(errorOf(await screen.findByRole('textbox', { name: 'Bio' }))).toBe(
      'This contains a word that is not allowed!',
    );
  });

  it('saves and updates the session user', async () => {
    const { session } = await renderForm({
      UpdateProfile: (variables) => ({
        updateProfile: sessionUser({ ...(variables['input'] as object) }),
      }),
    });
    await saveWith('novastar', 'Hello');
    expect(await screen.findByText('Profile saved.')).toBeTruthy();
    expect(session.store.getState().user).toMatchObject({ username: 'novastar', bio: 'Hello' });
  });
});
