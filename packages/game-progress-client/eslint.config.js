import { levelupConfig } from '@levelup/eslint-config';

// A leaf like domain: studios install it alone, so it imports no other workspace package.
export default levelupConfig({ layer: 'domain' });
