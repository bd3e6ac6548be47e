// Shared ESLint flat config. Each package calls `levelupConfig({ layer })`; the layer decides which
// workspace packages it may import (ARCHITECTURE.md "Dependency direction, never reversed").
import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Workspace imports each layer must never make. */
const forbiddenByLayer = {
  domain: ['@levelup/*'],
  api: ['@levelup/ui', '@levelup/ui/*', '@levelup/domain', '@levelup/domain/*', '@levelup/server', '@levelup/server/*'],
  ui: ['@levelup/api', '@levelup/api/*', '@levelup/server', '@levelup/server/*', '@levelup/web', '@levelup/web/*', '@levelup/white-label-pass', '@levelup/white-label-pass/*'],
  app: ['@levelup/web', '@levelup/web/*', '@levelup/white-label-pass', '@levelup/white-label-pass/*', '@levelup/server', '@levelup/server/*'],
  server: ['@levelup/api', '@levelup/api/*', '@levelup/ui', '@levelup/ui/*', '@levelup/web', '@levelup/white-label-pass'],
};

const processEnvRule = {
  'no-restricted-properties': [
    'error',
    { object: 'process', property: 'env', message: 'Read configuration from the app env.ts only (CONVENTIONS.md).' },
  ],
};

/** One override per feature folder so that features never import each other (CONVENTIONS.md). */
function featureIsolation(root, layerPatterns) {
  const featuresDir = path.join(root, 'src/features');
  if (!existsSync(featuresDir)) return [];
  return readdirSync(featuresDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => ({
      files: [`src/features/${name}/**/*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              ...layerPatterns,
              { group: ['#features/*', `!#features/${name}`, `!#features/${name}/*`], message: 'Features do not import each other.' },
            ],
          },
        ],
      },
    }));
}

/**
 * @param {{ layer: keyof typeof forbiddenByLayer, root?: string, react?: boolean }} options
 */
export function levelupConfig({ layer, root = process.cwd(), react = false }) {
  const layerPatterns = forbiddenByLayer[layer].map((group) => ({ group: [group], message: `The ${layer} layer must not import ${group}.` }));
  return tseslint.config(
    { ignores: ['dist/**', 'dist-server/**', 'storybook-static/**', '**/generated/**', '**/gql/**', '**/*.gen.ts', 'coverage/**', '.data/**'] },
    js.configs.recommended,
    ...tseslint.configs.recommended,
    {
      files: ['**/*.{ts,tsx,js,mjs}'],
      languageOptions: { globals: { ...globals.node, ...globals.browser } },
      rules: {
        '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
        '@typescript-eslint/consistent-type-imports': 'error',
        'no-restricted-imports': ['error', { patterns: layerPatterns }],
        ...processEnvRule,
      },
    },
    {
      // Each app reads process.env in its env.ts only; tests, benches and config files may set it up.
      files: ['**/env.ts', '**/*.config.{ts,js,mjs}', '**/*.test.{ts,tsx}', 'e2e/**', 'test/**', 'scripts/**'],
      rules: { 'no-restricted-properties': 'off' },
    },
    ...(react
      ? [{ files: ['**/*.tsx', '**/*.ts'], plugins: { 'react-hooks': reactHooks }, rules: reactHooks.configs.recommended.rules }]
      : []),
    ...featureIsolation(root, layerPatterns),
    // Tool configuration files load the shared tooling packages, whatever the layer.
    { files: ['*.config.{js,ts,mjs}', '.storybook/**'], rules: { 'no-restricted-imports': 'off' } },
  );
}
