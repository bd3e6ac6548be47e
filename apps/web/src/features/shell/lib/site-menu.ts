// spec 1 §2 Navbar and shell: the menu, its flag-dependent items and the CMS-driven Learn menu.
import type { MenuItemFieldsFragment } from '@levelup/api/site';
import { shellText } from '../shell-text.ts';

/** An entry of the site menu; entries nest two levels below the navbar (dropdown, then a group in it). */
export type SiteMenuItem = {
  label: string;
  /** A site path or an absolute URL; absent for a label that only opens its children (Media, Learn). */
  href?: string;
  /** Opens another site in a new tab and is marked as such. */
  external: boolean;
  /** Extra path prefixes that also highlight this item. */
  highlightPrefixes?: ReadonlyArray<string>;
  children: ReadonlyArray<SiteMenuItem>;
};

export type BuildSiteMenuParameters = {
  /** Shop feature flag: adds the Shop item. */
  shop: boolean;
  /** CMS feature flag: Media becomes Learn, with children from the CMS menus. */
  cms: boolean;
  /** Entries of the CMS learn menu (null when the menu does not exist). */
  learnMenu?: ReadonlyArray<MenuItemFieldsFragment> | null;
  /** Entries of the CMS media menu, used when there is no learn menu. */
  mediaMenu?: ReadonlyArray<MenuItemFieldsFragment> | null;
  blogUrl: string;
  pressUrl: string;
  /** The shell's texts in the player's language (the hook's, so the menu follows a change). */
  text?: typeof shellText;
};

function link(label: string, href: string): SiteMenuItem {
  return { label, href, external: false, children: [] };
}

type CmsLink = Pick<MenuItemFieldsFragment, 'label' | 'href' | 'external'>;

function fromCms(entry: CmsLink & { children?: ReadonlyArray<CmsLink> }): SiteMenuItem {
  return {
    label: entry.label,
    href: entry.href,
    external: entry.external,
    children: (entry.children ?? []).map(fromCms),
  };
}

function mediaChildren({
  cms,
  learnMenu,
  mediaMenu,
  blogUrl,
  pressUrl,
  text = shellText,
}: BuildSiteMenuParameters): SiteMenuItem[] {
  const cmsEntries = [learnMenu, mediaMenu].find((menu) => menu && menu.length > 0);
  if (cms && cmsEntries) return cmsEntries.map(fromCms);
  return [
    { label: text('menu.blog'), href: blogUrl, external: true, children: [] },
    { label: text('menu.press'), href: pressUrl, external: true, children: [] },
  ];
}

/** The navbar menu: Games, Wall, Quests, Shop (flag), Battle Pass, then Media or (CMS flag) Learn. */
export function buildSiteMenu(parameters: BuildSiteMenuParameters): SiteMenuItem[] {
  const text = parameters.text ?? shellText;
  return [
    link(text('menu.games'), '/games'),
    link(text('menu.wall'), '/the-wall'),
    link(text('menu.quests'), '/mints'),
    ...(parameters.shop ? [link(text('menu.shop'), '/shop')] : []),
    link(text('menu.battlePass'), '/allypass'),
    {
      label: parameters.cms ? text('menu.learn') : text('menu.media'),
      external: false,
      children: mediaChildren(parameters),
    },
  ];
}
