import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SAMPLE_POST } from './wall-post.fixtures.ts';
import { WallPostCard, postedAgo } from './wall-post-card.tsx';

describe('WallPostCard (spec 2 §2 Wall feed, §3 Wall post)', () => {
  it('shows the source, title, text, time and every asset kind', () => {
    render(<WallPostCard {...SAMPLE_POST} />);
    const post = screen.getByRole('article', { name: 'Season 2 is here' });
    const inPost = within(post);
    expect(inPost.getByText('Starforge Discord')).toBeTruthy();
    expect(inPost.getByText('Discord')).toBeTruthy();
    expect(inPost.getByText('2 h ago').getAttribute('datetime')).toBe('2026-11-25T10:00:00.000Z');
    expect(inPost.getByText('New maps, new chests and a new battle pass.')).toBeTruthy();
    // author, referencedMessage, media (image, video), attachment, embed, link, component, thread,
    // twitterSpace, retweet, sourceLink
    expect(inPost.getByText('Starforge Team')).toBeTruthy();
    expect(inPost.getByText(/Replying to/).textContent).toBe('Replying to nova');
    expect(inPost.getByRole('img', { name: 'Season 2 banner' })).toBeTruthy();
    expect(post.querySelector('video')?.getAttribute('aria-label')).toBe('Season 2 trailer');
    expect(inPost.getByRole('link', { name: 'patch-notes.pdf' })).toBeTruthy();
    expect(inPost.getByRole('link', { name: /Season 2 is live/ })).toBeTruthy();
    expect(inPost.getByRole('link', { name: 'Roadmap' }).getAttribute('href')).toBe(
      'https://news.example.com/roadmap',
    );
    expect(inPost.getByRole('link', { name: 'Join the event' })).toBeTruthy();
    expect(inPost.getByText('Thread: Season 2 feedback · 42 messages')).toBeTruthy();
    expect(inPost.getByText('Dev AMA')).toBeTruthy();
    // The state is data in its own element: the line reads as one.
    expect(
      inPost.getByText(
        (_, element) => element?.tagName === 'P' && element.textContent === 'Space · live',
      ),
    ).toBeTruthy();
    expect(inPost.getByText(/Reposted from/).textContent).toBe('Reposted from @starforge');
    expect(inPost.getByRole('link', { name: 'View on Discord' })).toBeTruthy();
    // A javascript: link never becomes an href.
    expect(inPost.queryByText('Unsafe')?.closest('a')).toBeNull();
  });

  it('likes and unlikes with a pressed toggle and the count', () => {
    const onToggleLike = vi.fn();
    const { rerender } = render(<WallPostCard {...SAMPLE_POST} onToggleLike={onToggleLike} />);
    const like = screen.getByRole('button', { name: 'Like Season 2 is here, 12 likes' });
    expect(like.getAttribute('aria-pressed')).toBe('false');
    expect(like.textContent).toBe('12likes');
    fireEvent.click(like);
    expect(onToggleLike).toHaveBeenCalledTimes(1);
    rerender(<WallPostCard {...SAMPLE_POST} likedByMe likeCount={13} />);
    expect(
      screen
        .getByRole('button', { name: 'Like Season 2 is here, 13 likes' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('names an untitled post by its source', () => {
    render(<WallPostCard {...SAMPLE_POST} title={null} assets={[]} />);
    expect(screen.getByRole('article', { name: 'Starforge Discord post' })).toBeTruthy();
  });

  it('reads post times relative to now', () => {
    const now = Date.parse('2026-11-25T12:00:00.000Z');
    expect(postedAgo('2026-11-25T11:59:30.000Z', now)).toBe('just now');
    expect(postedAgo('2026-11-25T11:15:00.000Z', now)).toBe('45 min ago');
    expect(postedAgo('2026-11-23T12:00:00.000Z', now)).toBe('2 d ago');
    expect(postedAgo('2026-10-01T12:00:00.000Z', now)).toBe('Oct 1, 2026');
  });
});
