// The built front ends' scripts go out Brotli- or gzip-compressed to a browser that accepts it (the
// copies the Vite build writes next to them) and plain to one that does not (issue 15 Build 3).
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { registerFrontEnds } from './front-ends.ts';

const script = 'export const answer = 42;\n'.repeat(100);
let web: string;
let app: ReturnType<typeof Fastify>;

beforeEach(async () => {
  web = mkdtempSync(path.join(tmpdir(), 'front-ends-'));
  mkdirSync(path.join(web, 'assets'));
  writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>LevelUp</title>');
  writeFileSync(path.join(web, 'assets', 'index.js'), script);
  writeFileSync(path.join(web, 'assets', 'index.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(web, 'assets', 'index.js.gz'), gzipSync(script));
  app = Fastify();
  await registerFrontEnds(app, {
    web,
    whiteLabel: path.join(web, 'missing'),
    ops: path.join(web, 'missing'),
  });
});

afterEach(async () => {
  await app.close();
  rmSync(web, { recursive: true, force: true });
});

describe('built front ends', () => {
  it('sends the Brotli copy of a script to a browser that accepts Brotli', async () => {
    const response = await app.inject({
      url: '/assets/index.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends the gzip copy to a browser that accepts only gzip', async () => {
    const response = await app.inject({
      url: '/assets/index.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends the plain script to a client that accepts no compression', async () => {
    const response = await app.inject({
      url: '/assets/index.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(script);
  });
});
