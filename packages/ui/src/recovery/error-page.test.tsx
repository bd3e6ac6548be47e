// Issue 26: the error page instead of a blank one. A failed dynamic import reloads the page once, and
// the retry button reloads it; any other error retries through the caller. Keyboard reachable.
import { fireEvent, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppErrorBoundary } from './app-error-boundary.tsx';
import { ErrorPage } from './error-page.tsx';

const failedImport = new TypeError(
  'Failed to fetch dynamically imported module: https://levelup.test/assets/allypass-1.js',
);

beforeEach(() => sessionStorage.clear());

describe('the error page', () => {
  it('shows the catalogue texts, focuses its title and retries through the caller', () => {
    const onRetry = vi.fn();
    const reload = vi.fn();
    render(<ErrorPage error={new Error('render failed')} onRetry={onRetry} reload={reload} />);
    const title = screen.getByRole('heading', { level: 1, name: 'Something went wrong' });
    expect(document.activeElement).toBe(title);
    expect(
      screen.getByText('This page could not be shown. Try again, or come back in a moment.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads the page once for a failed import, then stays and reloads on retry', () => {
    const reload = vi.fn();
    const onRetry = vi.fn();
    const first = render(<ErrorPage error={failedImport} onRetry={onRetry} reload={reload} />);
    expect(reload).toHaveBeenCalledTimes(1);
    // The text is the catalogue's, never the browser's message.
    expect(screen.queryByText(/dynamically imported/)).toBeNull();
    first.unmount();
    // After that reload the same file failed again: the page stays, its button reloads.
    render(<ErrorPage error={failedImport} onRetry={onRetry} reload={reload} />);
    expect(reload).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalledTimes(2);
    expect(onRetry).not.toHaveBeenCalled();
  });

  it('puts its button in the tab order, after the header', () => {
    render(
      <ErrorPage
        error={new Error('x')}
        onRetry={() => undefined}
        header={<a href="/">LevelUp</a>}
      />,
    );
    const focusable = [...document.querySelectorAll<HTMLElement>('a[href], button')];
    expect(focusable.map((element) => element.textContent)).toEqual(['LevelUp', 'Try again']);
    expect(screen.getByRole('button', { name: 'Try again' }).getAttribute('type')).toBe('button');
  });
});

class Thrower extends Component<{ when: () => boolean; children: ReactNode }> {
  override render() {
    if (this.props.when()) throw new Error('The router failed');
    return this.props.children;
  }
}

describe('the app error boundary', () => {
  it('shows the error page instead of a blank page, and renders the app again on retry', () => {
    let failing = true;
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <AppErrorBoundary
        fallback={({ error, retry }) => (
          <ErrorPage
            error={error}
            onRetry={() => {
              failing = false;
              retry();
            }}
          />
        )}
      >
        <Thrower when={() => failing}>
          <p>The app</p>
        </Thrower>
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('The app')).toBeTruthy();
    quiet.mockRestore();
  });
});
