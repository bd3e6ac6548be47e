import type { Meta, StoryObj } from '@storybook/react-vite';
import { ErrorPage } from './error-page.tsx';

const meta = {
  title: 'Recovery/Error page',
  component: ErrorPage,
  args: {
    error: new Error('Rendering failed'),
    onRetry: () => undefined,
    reload: () => undefined,
  },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Issue 26: the page shown instead of a blank one; its button tries again. */
export const Default: Story = {};
/** With an app's header above it, as the main site shows it. */
export const WithHeader: Story = {
  args: {
    header: (
      <header className="border-b border-ink-muted/15">
        <div className="mx-auto flex h-16 max-w-page items-center px-4 text-xl font-black">
          LevelUp
        </div>
      </header>
    ),
  },
};
/** A script that failed to load again after the one reload: the button reloads the page. */
export const FailedImport: Story = {
  args: {
    error: new TypeError(
      'Failed to fetch dynamically imported module: https://example.com/assets/allypass.js',
    ),
  },
};
