import { levelupConfig } from '@levelup/eslint-config';

export default levelupConfig({ layer: 'app', react: true, root: import.meta.dirname });
