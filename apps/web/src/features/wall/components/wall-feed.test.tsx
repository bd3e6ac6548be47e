import { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { wallPageFixture } from '@levelup/api/testing/wall.fixtures';
import { sessionUser, testSession } from '#app/session/session.fixtures.ts';
import { fakeApi, graphqlError } from '#shared/testing/fake-api.ts';
import { renderWithRouter } from '#shared/testing/render-with-router.tsx';
import { useToggleLike } from '../hooks/use-toggle-like.ts';
import { operationName, wallApi } from '../lib/wall-test-api.fixtures.ts';
import { VisitorWall } from './visitor-wall.tsx';
import { WallFeed } from './wall-feed.tsx';

const NOW = Date.UTC(2026, 10, 25, 12, 30);

function PlayerFeed() {
  return <WallFeed isGuest={false} onToggleLike={useToggleLike()} now={NOW} />;
}

const likeButton = (title: string) =>
  within(screen.getByRole('article', { name: title })).getByRole('button', {
    name: (name: string) => name.startsWith(`Like ${title}, `),
  });

describe('Wall feed (spec 2 §2, §9)', () => {
  it('lists 10 posts newest first, LOAD MORE adds 10, and hides after a short page', async () => {
    const { api, request } = fakeApi({
      WallPosts: ({ offset }) => ({
        wallPosts: offset === 0 ? wallPageFixture(0, 10) : wallPageFixture(Number(offset), 3),
      }),
    });
    await renderWithRouter(<PlayerFeed />, { api, session: testSession({ user: sessionUser() }) });
    const articles = await screen.findAllByRole('article');
    expect(articles).toHaveLength(10);
    expect(articles[0]?.getAttribute('aria-labelledby')).toBe('wall-post-post-0');
    expect(screen.getByRole('heading', { name: 'Patch notes 0' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'LOAD MORE' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(13));
    expect(screen.queryByRole('button', { name: 'LOAD MORE' })).toBeNull();
    expect(request.mock.calls.map((call) => call[1])).toEqual([
      { isGuest: false, limit: 10, offset: 0 },
      { isGuest: false, limit: 10, offset: 10 },
    ]);
  });

  it('likes at once (optimistic) and keeps the server count', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const { api } = fakeApi({
      WallPosts: () => ({ wallPosts: wallPageFixture(0, 2) }),
      LikeWallPost: ({ wallPostId }) =>
        new Promise((resolve) => {
          answer = () =>
            resolve({ likeWallPost: { id: wallPostId, likedByMe: true, stats: { like: 7 } } });
        }),
    });
    await renderWithRouter(<PlayerFeed />, { api, session: testSession({ user: sessionUser() }) });
    await screen.findAllByRole('article');
    const like = likeButton('Patch notes 1');
    expect(like.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(like);
    await waitFor(() =>
      expect(likeButton('Patch notes 1').getAttribute('aria-pressed')).toBe('true'),
    );
    expect(likeButton('Patch notes 1').textContent).toContain('2');
    await act(async () => answer(null));
    await waitFor(() => expect(likeButton('Patch notes 1').textContent).toContain('7'));
  });

  it('rolls a failed unlike back', async () => {
    const post = { ...wallPageFixture(0, 1)[0]!, likedByMe: true, stats: { like: 5 } };
    let fail: () => void = () => undefined;
    const { api } = fakeApi({
      WallPosts: () => ({ wallPosts: [post] }),
      UnlikeWallPost: () =>
        new Promise((_resolve, reject) => {
          fail = () => reject(graphqlError('too-many-requests'));
        }),
    });
    const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    await renderWithRouter(<PlayerFeed />, {
      api,
      queryClient,
      session: testSession({ user: sessionUser(), queryClient }),
    });
    await screen.findByRole('article');
    fireEvent.click(likeButton('Patch notes 0'));
    await waitFor(() =>
      expect(likeButton('Patch notes 0').getAttribute('aria-pressed')).toBe('false'),
    );
    expect(likeButton('Patch notes 0').textContent).toContain('4');
    await act(async () => fail());
    await waitFor(() =>
      expect(likeButton('Patch notes 0').getAttribute('aria-pressed')).toBe('true'),
    );
    expect(likeButton('Patch notes 0').textContent).toContain('5');
  });

  it('asks a visitor for the guest feed and sends a like to sign-in (spec 2 §6)', async () => {
    const { api, request } = wallApi({ WallPosts: () => ({ wallPosts: wallPageFixture(0, 1) }) });
    const { router } = await renderWithRouter(<VisitorWall />, { api, path: '/the-wall' });
    await screen.findByRole('article');
    const feedCalls = request.mock.calls.filter(
      ([document]) => operationName(document) === 'WallPosts',
    );
    expect(feedCalls.map((call) => call[1])).toEqual([{ isGuest: true, limit: 10, offset: 0 }]);
    fireEvent.click(likeButton('Patch notes 0'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(router.state.location.search).toMatchObject({
      source: 'the-wall',
      redirect: '/the-wall',
    });
  });
});
