// English texts of the home page's own parts, keyed by meaning. The brand name is {product}.
import { defineCatalogue } from '@levelup/ui/i18n/define-catalogue';

export const { useText: useHomeText } = defineCatalogue('web.home', {
  hero: {
    title: 'Play games. Level up. Earn rewards.',
    text: 'Earn XP in the {product} Battle Pass, climb its levels and claim rewards on the free track, with more on the premium track.',
    battlePassLink: 'Go to the Battle Pass',
  },
} as const);
