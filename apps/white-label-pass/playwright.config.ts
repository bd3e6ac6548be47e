import { defineE2eConfig, repoRootFrom } from '@levelup/playwright-config';

export default defineE2eConfig({ repoRoot: repoRootFrom(import.meta.dirname), port: 4102, basePath: '/white-label-battlepass-v2/' });
