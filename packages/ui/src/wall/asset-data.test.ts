import { describe, expect, it } from 'vitest';
import { assetData, link, num, safeUrl, text } from './asset-data.ts';

describe('wall post asset data (spec 2 §2 asset kinds)', () => {
  it('keeps only http(s) links', () => {
    expect(safeUrl('https://example.com/a')).toBe('https://example.com/a');
    expect(safeUrl('javascript:alert(1)')).toBeNull();
    expect(safeUrl('data:text/html,x')).toBeNull();
    expect(safeUrl('/relative')).toBeNull();
    expect(safeUrl(42)).toBeNull();
  });

  it('reads the first usable key and ignores other types', () => {
    const data = assetData({
      title: '',
      name: 'Patch notes',
      width: '12',
      height: 9,
      url: 'ftp://x',
    });
    expect(text(data, 'title', 'name')).toBe('Patch notes');
    expect(num(data, 'width', 'height')).toBe(9);
    expect(link(data, 'url')).toBeNull();
    expect(assetData(['a'])).toEqual({});
    expect(assetData(null)).toEqual({});
  });
});
