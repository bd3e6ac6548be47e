import type { Preview } from '@storybook/react-vite';
import { startTexts } from '../src/i18n/text-language.ts';
import '../src/styles.css';

// The stories read their texts from the catalogues; ?lng=pseudo in the iframe shows the pseudo-locale.
void startTexts({ search: window.location.search });

const preview: Preview = {
  parameters: {
    layout: 'fullscreen',
    // Accessibility checks from @storybook/addon-a11y (axe), shown in the Accessibility panel.
    a11y: { test: 'error' },
  },
  decorators: [
    (Story) => (
      <div className="min-h-screen bg-surface p-4 font-display text-ink">
        <Story />
      </div>
    ),
  ],
};

export default preview;
