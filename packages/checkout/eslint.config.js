import { levelupConfig } from '@levelup/eslint-config';

// Checkout joins the API and the presentational components, like an app (ARCHITECTURE.md layers).
export default levelupConfig({ layer: 'app', react: true });
