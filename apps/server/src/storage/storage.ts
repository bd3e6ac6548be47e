// Object storage behind a small interface (ARCHITECTURE.md "External services": local disk by default).
// Keys are made by the server (never from user input) and use only [a-z0-9/-.].
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

export type Storage = {
  put: (key: string, bytes: Uint8Array, contentType: string) => Promise<void>;
  /** The public path or URL the stored object is served at. */
  url: (key: string) => string;
};

export const UPLOADS_PREFIX = '/uploads/';

const safeKey = /^[a-z0-9][a-z0-9/.-]*$/;

/** Files under `root`, served by the app at /uploads/ (src/http/uploads.ts). */
export function createLocalDiskStorage(root: string): Storage {
  return {
    async put(key, bytes) {
      if (!safeKey.test(key) || key.includes('..')) throw new Error(`Unsafe storage key ${key}`);
      const file = path.join(root, key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes);
    },
    url: (key) => `${UPLOADS_PREFIX}${key}`,
  };
}
