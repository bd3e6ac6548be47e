// seasons/pages.yaml: the CMS pages of the blog, media and learn (guides) sections (issue 14 Build 5; spec 1 §2 Routes
// /media/, spec 2 §2 /blog/playpoints-announcement). Bodies are Markdown, rendered without raw HTML.
import { z } from 'zod';

/** A section and a slug path: "blog/playpoints-announcement", "media/press-kit", "learn/guides". */
export const CMS_PAGE_PATH =
  /^(blog|media|learn)\/[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

const pageSchema = z.strictObject({
  path: z.string().regex(CMS_PAGE_PATH, 'must be blog/<slug>, media/<slug> or learn/<slug>'),
  title: z.string().min(1).max(200),
  summary: z.string().max(500).default(''),
  publishedAt: z.coerce.date(),
  body: z.string().min(1).max(100_000),
});

export const pagesFileSchema = z.strictObject({
  kind: z.literal('pages'),
  pages: z.array(pageSchema).min(1),
});

export type PagesFile = z.infer<typeof pagesFileSchema>;
