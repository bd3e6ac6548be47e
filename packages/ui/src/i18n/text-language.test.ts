import { describe, expect, it } from 'vitest';
import { PSEUDO_LANGUAGE } from './pseudo-language.ts';
import { chooseTextLanguage, TEXT_LANGUAGE_STORAGE_KEY } from './text-language.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('chooseTextLanguage', () => {
  it('is English by default', () => {
    expect(chooseTextLanguage({ search: '' })).toBe('en');
  });

  it('takes ?lng=pseudo and remembers it until ?lng=en', () => {
    const storage = memoryStorage();
    expect(chooseTextLanguage({ search: '?lng=pseudo', storage: () => storage })).toBe(
      PSEUDO_LANGUAGE,
    );
    expect(storage.getItem(TEXT_LANGUAGE_STORAGE_KEY)).toBe('pseudo');
    expect(chooseTextLanguage({ search: '', storage: () => storage })).toBe(PSEUDO_LANGUAGE);
    expect(chooseTextLanguage({ search: '?lng=en', storage: () => storage })).toBe('en');
    expect(chooseTextLanguage({ search: '', storage: () => storage })).toBe('en');
  });
});
