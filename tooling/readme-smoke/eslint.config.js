import { levelupConfig } from '@levelup/eslint-config';

export default levelupConfig({ layer: 'server' });
