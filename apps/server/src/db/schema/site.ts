// Feature switches and CMS menus of the site shell (spec 1 §2 Navbar, §6 feature switches).
import { pgTable, text, jsonb, timestamp } from 'drizzle-orm/pg-core';

export const featureFlags = pgTable('feature_flags', {
  key: text('key').primaryKey(),
  /** A boolean, a list of strings (captchaFeatures) or a text (maintenanceMessage, issue 27). */
  value: jsonb('value').$type<boolean | string | string[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type CmsMenuEntry = {
  label: string;
  href: string;
  external: boolean;
  children: { label: string; href: string; external: boolean }[];
};

/** A menu is edited and read as a whole, so its two levels of entries live in one jsonb document. */
export const cmsMenus = pgTable('cms_menus', {
  key: text('key').primaryKey(),
  items: jsonb('items').$type<CmsMenuEntry[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * CMS pages (issue 14 Build 5: /blog/… and /media/… from content files): Markdown bodies applied by
 * `season apply`, read by path ("blog/playpoints-announcement", "media/press-kit").
 */
export const cmsPages = pgTable('cms_pages', {
  path: text('path').primaryKey(),
  title: text('title').notNull(),
  summary: text('summary').notNull(),
  body: text('body').notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
