import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { defineCatalogue } from './define-catalogue.ts';
import { PSEUDO_END, PSEUDO_LANGUAGE, PSEUDO_START } from './pseudo-locale.ts';
import { setTextLanguage } from './text-language.ts';

const sample = defineCatalogue('define-catalogue-test', {
  greeting: 'Welcome to {brand}',
  level: { reached: 'LEVEL {level} REACHED!' },
  missions: '{count, plural, one {# mission left} other {# missions left}}',
  xp: '{amount, number} XP',
  price: 'US${amount, number, money}',
  postedOn: 'Posted on {date, date, day}',
});

function Greeting() {
  const t = sample.useText();
  return <p>{t('greeting', { brand: 'Nebula Guild' })}</p>;
}

afterEach(() => setTextLanguage('en'));

describe('defineCatalogue', () => {
  it('fills placeholders, plurals and numbers (Intl) from the English catalogue', () => {
    expect(sample.text('level.reached', { level: 3 })).toBe('LEVEL 3 REACHED!');
    expect(sample.text('missions', { count: 1 })).toBe('1 mission left');
    expect(sample.text('missions', { count: 4 })).toBe('4 missions left');
    expect(sample.text('xp', { amount: 12500 })).toBe('12,500 XP');
    expect(sample.text('price', { amount: 9.9 })).toBe('US$9.90');
    expect(sample.text('postedOn', { date: new Date('2026-11-27T12:00:00Z') })).toBe(
      'Posted on Nov 27, 2026',
    );
  });

  it('refuses a catalogue the build did not compile, naming the plugin', () => {
    const uncompiled = { greeting: 'Welcome' } as unknown as { greeting: string };
    // An identifier, not an object literal: vite/compile-texts.ts leaves it as written.
    expect(() => defineCatalogue('define-catalogue-uncompiled', uncompiled)).toThrow(
      /"define-catalogue-uncompiled.greeting" is not compiled: add compileTexts\(\)/,
    );
  });

  it('renders the English text on the first render, without suspense', () => {
    render(<Greeting />);
    expect(screen.getByText('Welcome to Nebula Guild')).toBeTruthy();
  });

  // spec 1 §8: a missing translation with no default text throws a type error.
  it('throws a TypeError for a key in no catalogue without a default text', () => {
    // @ts-expect-error the keys are typed: a key of no catalogue does not compile
    expect(() => sample.text('nowhere.to.be.found')).toThrow(TypeError);
    // @ts-expect-error as above
    expect(() => sample.text('nowhere.to.be.found')).toThrow('Missing text "nowhere.to.be.found"');
  });

  it('shows the default text of a missing key when the call gives one', () => {
    const lookUpUntyped = sample.text as (key: string, values?: object) => string;
    expect(lookUpUntyped('nowhere', { defaultValue: 'Fallback' })).toBe('Fallback');
  });

  it('throws from a component too, so a render with a missing text fails', () => {
    function Broken() {
      const t = sample.useText() as (key: string) => string;
      return <p>{t('gone')}</p>;
    }
    expect(() => render(<Broken />)).toThrow(TypeError);
  });

  it('switches to the pseudo-locale, keeping interpolated values unmangled', async () => {
    await setTextLanguage(PSEUDO_LANGUAGE);
    const text = sample.text('greeting', { brand: 'Nebula Guild' });
    expect(text.startsWith(`${PSEUDO_START}Ŵéļçöɱé ţö Nebula Guild `)).toBe(true);
    expect(text.endsWith(PSEUDO_END)).toBe(true);
    expect(sample.text('missions', { count: 4 })).toContain('4 ɱîššîöñš ļéƒţ');
  });
});
