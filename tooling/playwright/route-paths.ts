// The pages of an app, from its route files (TanStack flat file routes: `a.b.$c.tsx`, `media.$.tsx`),
// for checks that must visit every page: a new route file is visited without a change to the check.
import { readdirSync } from 'node:fs';

export type RoutePathsParameters = {
  /** The app's src/routes folder. */
  routesDirectory: URL;
  /** A sample value per parameter (`slug`) or splat (`media/$`); a route without one fails the check. */
  sampleParams?: Readonly<Record<string, string>>;
  /** What the paths start with: '/' for an app at the root, './' for one under a base path. */
  prefix?: '/' | './';
};

/** The URL path of each route file, its parameters filled with their sample values. */
export function routePaths({
  routesDirectory,
  sampleParams = {},
  prefix = '/',
}: RoutePathsParameters): string[] {
  return readdirSync(routesDirectory)
    .filter((file) => file.endsWith('.tsx') && !file.startsWith('-') && !file.startsWith('__'))
    .map((file) => {
      const segments = file.replace(/\.tsx$/, '').split('.');
      const path = segments.filter((segment) => segment !== 'index');
      return `${prefix}${path
        .map((segment, index) => {
          if (!segment.startsWith('$')) return segment;
          const key = segment === '$' ? `${path.slice(0, index).join('/')}/$` : segment.slice(1);
          const sample = sampleParams[key];
          if (!sample) throw new Error(`Add a sample value for ${key} of ${file} to this check.`);
          return sample;
        })
        .join('/')}`;
    });
}
