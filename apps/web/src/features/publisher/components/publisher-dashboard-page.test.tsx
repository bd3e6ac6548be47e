import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionUser, testSession } from '#app/session/session.fixtures.ts';
import { fakeApi } from '#shared/testing/fake-api.ts';
import { renderWithRouter } from '#shared/testing/render-with-router.tsx';
import { NOT_A_PUBLISHER_TEXT, PublisherDashboardPage } from './publisher-dashboard-page.tsx';
import { SECRET_WARNING } from './new-key-secret-dialog.tsx';

const studio = { id: 's1', key: 'riftworks', name: 'Riftworks' };
const key = (id: string, revokedAt: string | null = null) => ({
  __typename: 'StudioKey',
  id,
  createdAt: '2026-11-25T10:00:00.000Z',
  revokedAt,
});

async function renderDashboard(operations: Parameters<typeof fakeApi>[0]) {
  const { api, request } = fakeApi(operations);
  await renderWithRouter(<PublisherDashboardPage />, {
    api,
    session: testSession({
      user: sessionUser({ publisherUser: { id: 'u1', name: 'Riftworks' } }),
    }),
  });
  return { request };
}

const studioAnswer = (keys: ReturnType<typeof key>[]) => ({
  publisherStudio: {
    ...studio,
    games: [{ key: 'rift-runners', name: 'Rift Runners' }],
    keys,
    missions: [
      {
        missionKey: 'win-3',
        title: 'Win 3 matches',
        challengeKey: 'daily',
        challengeTitle: 'Daily missions',
        gameKey: 'rift-runners',
        completedToday: 4,
        completedInAll: 1250,
      },
    ],
  },
});

const events = [
  {
    eventId: 'evt-2',
    status: 'REFUSED',
    reason: 'game-not-owned',
    message: 'The game x is not one of this studio’s games.',
    player: 'ada@example.com',
    gameKey: 'x',
    type: 'match_won',
    receivedAt: '2026-11-25T10:05:00.000Z',
  },
  {
    eventId: 'evt-1',
    status: 'APPLIED',
    reason: null,
    message: null,
    player: 'ada@example.com',
    gameKey: 'rift-runners',
    type: 'match_won',
    receivedAt: '2026-11-25T10:04:00.000Z',
  },
];

describe('PublisherDashboardPage (issue 14 Build 4)', () => {
  it('tells a player who is a publisher user of no studio that the page is not for them', async () => {
    await renderDashboard({ PublisherStudios: () => ({ publisherStudios: [] }) });
    expect((await screen.findByRole('alert')).textContent).toBe(NOT_A_PUBLISHER_TEXT);
  });

  it('shows the keys, events with their reasons and mission counts; filters events', async () => {
    const { request } = await renderDashboard({
      PublisherStudios: () => ({ publisherStudios: [studio] }),
      PublisherStudio: () => studioAnswer([key('gpk_new'), key('gpk_old')]),
      StudioEvents: () => ({ publisherStudio: { id: 's1', events } }),
    });
    const keys = await screen.findByRole('table', { name: 'API keys' });
    expect(within(keys).getAllByRole('row')).toHaveLength(3);
    // Two live keys: another needs a revocation first.
    expect((screen.getByRole('button', { name: 'ROTATE KEY' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    const inspector = await screen.findByRole('table', { name: 'Latest events, newest first' });
    expect(within(inspector).getByText('The game is not one of this studio’s games.')).toBeTruthy();
    expect(within(inspector).getByText('Applied')).toBeTruthy();
    const missions = screen.getByRole('table', { name: 'Players who completed each mission' });
    expect(within(missions).getByRole('row', { name: /Win 3 matches/ }).textContent).toContain(
      '1,250',
    );

    await userEvent.type(screen.getByRole('textbox', { name: /Player/ }), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'FILTER' }));
    await waitFor(() =>
      expect(request.mock.calls.at(-1)?.[1]).toMatchObject({
        studioId: 's1',
        player: 'ada@example.com',
        type: null,
      }),
    );
  });

  it('rotates: creates a key with an Idempotency-Key and shows its secret once', async () => {
    let keys = [key('gpk_old')];
    const { request } = await renderDashboard({
      PublisherStudios: () => ({ publisherStudios: [studio] }),
      PublisherStudio: () => studioAnswer(keys),
      StudioEvents: () => ({ publisherStudio: { id: 's1', events: [] } }),
      CreateStudioKey: () => {
        keys = [key('gpk_new'), ...keys];
        return { createStudioKey: { key: key('gpk_new'), secret: 'shh-secret' } };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'ROTATE KEY' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your new key' });
    expect(dialog.textContent).toContain(SECRET_WARNING);
    expect(
      (within(dialog).getByRole('textbox', { name: 'Secret' }) as HTMLInputElement).value,
    ).toBe('shh-secret');
    const create = request.mock.calls.find((call) => call[1]?.['studioId'] === 's1' && call[2]);
    expect(Object.keys(create?.[2] ?? {})).toContain('Idempotency-Key');
    await userEvent.click(within(dialog).getByRole('button', { name: 'I STORED THE SECRET' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText('shh-secret')).toBeNull();
    expect(await screen.findByText('gpk_new')).toBeTruthy();
  });
});
