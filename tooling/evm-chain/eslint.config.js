import { levelupConfig } from '@levelup/eslint-config';

export default [
  ...levelupConfig({ layer: 'server' }),
  // hardhat 2 loads its config as CommonJS in an ESM package.
  {
    files: ['*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { module: 'writable' } },
  },
];
