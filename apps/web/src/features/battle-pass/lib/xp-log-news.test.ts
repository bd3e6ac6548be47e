import { describe, expect, it } from 'vitest';
import { createXpLogNews } from './xp-log-news.ts';

describe('createXpLogNews (spec 1 §7 item logs)', () => {
  it('treats every new log as news, the first one included, and a replayed one as old', () => {
    const isNews = createXpLogNews();
    expect(isNews({ id: 'log-1' })).toBe(true);
    expect(isNews({ id: 'log-2' })).toBe(true);
    expect(isNews({ id: 'log-1' })).toBe(false);
  });
});
