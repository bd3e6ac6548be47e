import { describe, expect, it } from 'vitest';
import { buildSiteMenu } from './site-menu.ts';
import type { BuildSiteMenuParameters } from './site-menu.ts';

const base: BuildSiteMenuParameters = {
  shop: false,
  cms: false,
  blogUrl: 'https://blog.example',
  pressUrl: 'https://press.example',
};

const cmsEntry = (label: string) => ({
  label,
  href: `/${label.toLowerCase()}`,
  external: false,
  children: [{ label: `${label} child`, href: 'https://child.example', external: true }],
});

const labels = (parameters: BuildSiteMenuParameters) =>
  buildSiteMenu(parameters).map((item) => item.label);

describe('buildSiteMenu', () => {
  it('lists the spec items in order, without Shop when the flag is off', () => {
    expect(labels(base)).toEqual(['Games', 'Wall', 'Quests', 'Battle Pass', 'Media']);
  });

  it('adds Shop before Battle Pass when the Shop flag is on', () => {
    expect(labels({ ...base, shop: true })).toEqual([
      'Games',
      'Wall',
      'Quests',
      'Shop',
      'Battle Pass',
      'Media',
    ]);
  });

  it('links the items to their routes', () => {
    const hrefs = buildSiteMenu({ ...base, shop: true }).map((item) => item.href);
    expect(hrefs).toEqual(['/games', '/the-wall', '/mints', '/shop', '/allypass', undefined]);
  });

  it('gives Media the external Blog and Press links', () => {
    const media = buildSiteMenu(base).at(-1);
    expect(media?.children).toEqual([
      { label: 'Blog', href: 'https://blog.example', external: true, children: [] },
      { label: 'Press', href: 'https://press.example', external: true, children: [] },
    ]);
  });

  it('ignores CMS menus while the CMS flag is off', () => {
    const media = buildSiteMenu({ ...base, learnMenu: [cmsEntry('Guides')] }).at(-1);
    expect(media?.label).toBe('Media');
    expect(media?.children.map((child) => child.label)).toEqual(['Blog', 'Press']);
  });

  it('renames Media to Learn and takes the learn menu with the CMS flag on', () => {
    const learn = buildSiteMenu({
      ...base,
      cms: true,
      learnMenu: [cmsEntry('Guides')],
      mediaMenu: [cmsEntry('News')],
    }).at(-1);
    expect(learn).toEqual({
      label: 'Learn',
      external: false,
      children: [
        {
          label: 'Guides',
          href: '/guides',
          external: false,
          children: [
            { label: 'Guides child', href: 'https://child.example', external: true, children: [] },
          ],
        },
      ],
    });
  });

  it('falls back to the media menu when the learn menu is missing or empty', () => {
    for (const learnMenu of [null, []]) {
      const learn = buildSiteMenu({
        ...base,
        cms: true,
        learnMenu,
        mediaMenu: [cmsEntry('News')],
      }).at(-1);
      expect(learn?.children.map((child) => child.label)).toEqual(['News']);
    }
  });

  it('keeps Blog and Press under Learn when neither CMS menu has entries', () => {
    const learn = buildSiteMenu({ ...base, cms: true, learnMenu: null, mediaMenu: [] }).at(-1);
    expect(learn?.label).toBe('Learn');
    expect(learn?.children.map((child) => child.label)).toEqual(['Blog', 'Press']);
  });
});
