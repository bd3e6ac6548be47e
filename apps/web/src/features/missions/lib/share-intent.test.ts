import { expect, it } from 'vitest';
import { shareCardUrl, shareIntentUrl } from './share-intent.ts';

it('names the card by the base64 of the user challenge id', () => {
  expect(shareCardUrl('https://api.example', '42')).toBe(
    'https://api.example/share/challenges/NDI%3D.png',
  );
});

it('builds the post intent with the text, the card link and the product hashtag', () => {
  const url = new URL(
    shareIntentUrl({
      productName: 'Level Up',
      rewardsText: '1 Rare Chest',
      cardUrl: 'https://x/c.png',
    }),
  );
  expect(url.origin + url.pathname).toBe('https://twitter.com/intent/tweet');
  expect(Object.fromEntries(url.searchParams)).toEqual({
    text: 'I just collected 1 Rare Chest on Level Up!',
    url: 'https://x/c.png',
    hashtags: 'LevelUpAirdrop',
  });
});
