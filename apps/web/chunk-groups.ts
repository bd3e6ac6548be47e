// How the browser build groups modules into chunks (Rolldown's output.codeSplitting groups). Left to
// automatic splitting, every set of lazy chunks that shares a module gets its own small chunk: a public
// page's first load came in 40 to 50 scripts, each compressed on its own, 7 to 8 KiB more gzip than the
// same code in a few chunks, and /the-wall passed its 150 KiB budget (issue 28). Each group below holds
// code that every public page's first load (or the Wall's) runs anyway, so no page loads more than it
// did: `bench bundle` measures each page against its budget.
import type { Plugin } from 'vite';

const sep = String.raw`[\\/]`;
const path = (...parts: string[]) => new RegExp(parts.join(sep));

/** The code every page's route chunk imports: the GraphQL client, the texts, the page frame. */
const PAGE_RUNTIME = [
  path('node_modules', '(graphql-request|@lingui', 'core|zustand)', ''),
  path(
    'packages',
    'api',
    'src',
    String.raw`(client|graphql-in-the-browser|overload-retry|shed-answer|site|battle-pass)\.ts$`,
  ),
  path('packages', 'api', 'src', 'generated', String.raw`graphql\.ts$`),
  path(
    'packages',
    'ui',
    'src',
    'i18n',
    String.raw`(text-instance|define-catalogue|missing-text|intl-format|ui-text)\.ts$`,
  ),
  path(
    'packages',
    'ui',
    'src',
    'i18n',
    'en',
    String.raw`(account|battle-pass|common|items|purchase|recovery|reward-names)\.ts$`,
  ),
  path('packages', 'ui', 'src', 'primitives', String.raw`(icons\.tsx|use-reduced-motion\.ts)$`),
  path('packages', 'ui', 'src', 'battle-pass', 'hooks', String.raw`use-media-query\.ts$`),
  path('packages', 'domain', 'src', String.raw`(time|initials)\.ts$`),
  path('apps', 'web', 'src', String.raw`env\.ts$`),
  path('apps', 'web', 'src', 'shared', String.raw`(shared-text|search-params|use-api)\.ts$`),
  path(
    'apps',
    'web',
    'src',
    'shared',
    'components',
    String.raw`(icons\.tsx|page-layout\.tsx|button-classes\.ts)$`,
  ),
  path('apps', 'web', 'src', 'features', 'shell', String.raw`shell-text\.ts$`),
];

/** What a visitor's Wall shows (spec 2 §2 /the-wall): the feed and the sidebar. */
const WALL_FIRST_VIEW = [
  path('apps', 'web', 'src', 'features', 'wall', ''),
  path('packages', 'ui', 'src', 'wall', ''),
  path('packages', 'ui', 'src', 'i18n', String.raw`(en${sep})?wall(-text)?\.ts$`),
  path('packages', 'api', 'src', String.raw`wall\.ts$`),
];

/** The Wall's parts that load later: its modals, the signed-in player's wall, the carousel, the drawer. */
const WALL_LAZY_PARTS = new RegExp(
  [
    String.raw`${sep}modals(\.tsx|${sep})`,
    String.raw`${sep}dialogs${sep}`,
    'player-wall',
    'wall-player',
    'live-mint',
    'autoplay-carousel',
    'sidebar-drawer',
    'daily-chest-(status-card|search|card)',
    'use-open-daily-chest',
    'use-toggle-like',
    'weekly-gold-bonus',
    'first-chest-unlock',
    'next-chest-at',
    'first-playpoints',
    String.raw`\.test\.`,
  ].join('|'),
);

const matches = (patterns: RegExp[], id: string) => patterns.some((pattern) => pattern.test(id));

export const chunkGroups = [
  {
    // TanStack Query in one chunk of the first load. Left to automatic splitting, the mutation hooks
    // of the signed-in chunks share query-core modules with the first load, which Rolldown then moves
    // out of the entry into a common chunk (+1.7 KB gzip on /allypass, issue 2's 150 KB target); the
    // mutation modules stay out of the group and load with those chunks.
    name: 'query',
    test: (id: string) =>
      path('node_modules', '@tanstack', '(query-core|react-query)', '').test(id) &&
      !/mutationObserver|mutationOptions|useMutation/.test(id),
  },
  {
    name: 'router',
    test: path(
      'node_modules',
      '@tanstack',
      '(react-router|router-core|history|store|react-store)',
      '',
    ),
  },
  {
    // Listed modules only (not what they import), so nothing a page does not run joins the group.
    name: 'page-runtime',
    test: (id: string) => matches(PAGE_RUNTIME, id),
    includeDependenciesRecursively: false,
  },
  {
    name: 'the-wall-first-view',
    test: (id: string) => matches(WALL_FIRST_VIEW, id) && !WALL_LAZY_PARTS.test(id),
    includeDependenciesRecursively: false,
  },
];

/**
 * Fails the build when two chunks import each other. A group that leaves a module's imports out can
 * cut a chain of imports in two; one such cycle ran a catalogue before the module that compiles it
 * ("Text "ui.wall" is not compiled") and broke the Wall.
 */
export function noChunkCycles(): Plugin {
  return {
    name: 'levelup:no-chunk-cycles',
    apply: 'build',
    generateBundle(_options, bundle) {
      const imports = new Map<string, string[]>();
      for (const [file, output] of Object.entries(bundle)) {
        if (output.type === 'chunk') imports.set(file, output.imports);
      }
      const state = new Map<string, 'open' | 'done'>();
      const visit = (file: string, trail: string[]): void => {
        state.set(file, 'open');
        for (const next of imports.get(file) ?? []) {
          if (state.get(next) === 'open') {
            this.error(`Chunks import each other: ${[...trail, file, next].join(' -> ')}`);
          }
          if (!state.has(next)) visit(next, [...trail, file]);
        }
        state.set(file, 'done');
      };
      for (const file of imports.keys()) if (!state.has(file)) visit(file, []);
    },
  };
}
