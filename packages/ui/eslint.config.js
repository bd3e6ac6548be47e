import { levelupConfig } from '@levelup/eslint-config';

export default levelupConfig({ layer: 'ui', react: true });
