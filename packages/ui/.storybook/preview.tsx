import type { Preview } from '@storybook/react-vite';
import '../src/styles.css';

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
