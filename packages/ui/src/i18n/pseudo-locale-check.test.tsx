import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OffSeasonBanner } from '../battle-pass/off-season-banner.tsx';
import { PremiumPassCard } from '../battle-pass/premium-pass-card.tsx';
import { screenTexts, untranslatedTexts } from './pseudo-locale-check.ts';
import { PSEUDO_LANGUAGE } from './pseudo-language.ts';
import { setTextLanguage } from './text-language.ts';

beforeEach(() => setTextLanguage(PSEUDO_LANGUAGE));
afterEach(() => setTextLanguage('en'));

describe('the pseudo-locale pass', () => {
  it('accepts components whose texts all come from the catalogue', () => {
    const { container } = render(
      <>
        <OffSeasonBanner />
        <PremiumPassCard hasPremium={false} onBuy={() => undefined} priceLabel="US$9.99" />
      </>,
    );
    expect(screenTexts(container)).toHaveLength(4);
    expect(untranslatedTexts(screenTexts(container))).toEqual(['US$9.99']);
    expect(
      untranslatedTexts(screenTexts(container), [
        { text: /^US\$[\d.]+$/, reason: 'a price from data' },
      ]),
    ).toEqual([]);
  });

  // Issue 15 Done when: a literal text added to a component makes the pseudo-locale pass fail.
  it('fails on a literal text added to a component', () => {
    function BannerWithLiteral() {
      return (
        <div>
          <OffSeasonBanner />
          <button type="button">Claim now</button>
          <input aria-label="Search rewards" />
        </div>
      );
    }
    const { container } = render(<BannerWithLiteral />);
    expect(untranslatedTexts(screenTexts(container))).toEqual(['Claim now', 'Search rewards']);
  });

  it('lets numbers, symbols and allowed names through, but not a literal word beside them', () => {
    const allowed = [{ text: 'Nebula Guild', reason: "the partner's name, configuration" }];
    expect(untranslatedTexts(['12,500', '· 3 / 7 ·', 'Nebula Guild', '42%'], allowed)).toEqual([]);
    expect(untranslatedTexts(['Nebula Guild pass'], allowed)).toEqual(['Nebula Guild pass']);
  });

  it('takes out a pseudo-localised text inside another (a like button naming its post)', () => {
    expect(untranslatedTexts(['⟦Ļîķé ⟦Ţĥé Ŵáļļ ··⟧, 120 ļîķéš ····⟧'])).toEqual([]);
    expect(untranslatedTexts(['⟦Ļîķé ⟦Ţĥé Ŵáļļ ··⟧ Claim ····⟧'])).toEqual([]);
    expect(untranslatedTexts(['⟦Ļîķé ⟦Ţĥé Ŵáļļ ··⟧ ····⟧ Claim'])).toEqual([
      '⟦Ļîķé ⟦Ţĥé Ŵáļļ ··⟧ ····⟧ Claim',
    ]);
  });
});
