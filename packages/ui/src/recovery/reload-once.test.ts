// Issue 26: a failed dynamic import reloads the page once per file, never in a loop.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { isFailedImport } from './failed-import.ts';
import { reloadOnceForFailedImport } from './reload-once.ts';

const chromium = (file: string) =>
  new TypeError(
    `Failed to fetch dynamically imported module: https://levelup.test/assets/${file}.js`,
  );

beforeEach(() => sessionStorage.clear());

describe('a failed dynamic import', () => {
  it('is told apart in each browser and for the styles Vite preloads', () => {
    expect(isFailedImport(chromium('allypass'))).toBe(true);
    expect(isFailedImport(new TypeError('error loading dynamically imported module: /a.js'))).toBe(
      true,
    );
    expect(isFailedImport(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isFailedImport(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isFailedImport(new Error('Unknown battle pass season "missing"'))).toBe(false);
    expect(isFailedImport('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('reloads the page once per file and tab', () => {
    const reload = vi.fn();
    expect(reloadOnceForFailedImport(chromium('allypass'), { reload })).toBe(true);
    expect(reloadOnceForFailedImport(chromium('allypass'), { reload })).toBe(false);
    // Another file (a newer deployment, another chunk) may reload once too.
    expect(reloadOnceForFailedImport(chromium('the-wall'), { reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload again for a file TanStack Router reloaded the page for', () => {
    const error = chromium('games');
    sessionStorage.setItem(`tanstack_router_reload:${error.message}`, '1');
    const reload = vi.fn();
    expect(reloadOnceForFailedImport(error, { reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('does not reload when the guard cannot be kept (storage refused), nor for other errors', () => {
    const reload = vi.fn();
    const refused = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    expect(reloadOnceForFailedImport(chromium('mints'), { reload, storage: refused })).toBe(false);
    expect(reloadOnceForFailedImport(new Error('boom'), { reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
