// The partner season of the white-label app's tests: the shared fixture with the partner's theme.
import { battlePassPageFixture } from '@levelup/api/testing/battle-pass-page.fixtures';

export const partnerBattlePass = battlePassPageFixture({
  name: 'Nebula Guild: First Light',
  group: 'nebula-guild',
  isWhiteLabel: true,
  theme: {
    logoPath: '/images/seasons/nebula-guild-logo.svg',
    bannerPath: '/images/seasons/nebula-guild-banner.svg',
    themeSettings: { primaryColor: '#14d3c5', accentColor: '#ff4fa3' },
    copySettings: { title: 'First Light' },
  },
});
