// Serves the built front ends in production when their dist folders exist: the main site at /, the
// white-label pass at /white-label-battlepass-v2/ and the operator console at /ops/ (issue 29), each
// with a fallback to its index.html so client-side routes (e.g. /allypass) load on a full page request.
// The builds hold Brotli and gzip copies of their scripts and styles (vite-plugin-compression2), sent
// to a browser that accepts them: a phone on a slow network loads about a quarter of the bytes (issue
// 15 Build 3).
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export const WHITE_LABEL_PREFIX = '/white-label-battlepass-v2/';
export const OPS_PREFIX = '/ops/';

/** Paths owned by the API; unknown paths under them stay 404 instead of returning a page. */
const apiPrefixes = ['/graphql', '/health', '/images/', '/uploads/', '/api/', '/dev/'];

export type FrontEnd = { prefix: string; root: string };

export async function registerFrontEnds(
  app: FastifyInstance,
  dists: { web: string; whiteLabel: string; ops: string },
): Promise<FrontEnd[]> {
  // The prefixed front ends first: the first whose prefix matches answers the fallback (spaFallback).
  const frontEnds = [
    { prefix: WHITE_LABEL_PREFIX, root: dists.whiteLabel },
    { prefix: OPS_PREFIX, root: dists.ops },
    { prefix: '/', root: dists.web },
  ].filter((frontEnd) => existsSync(path.join(frontEnd.root, 'index.html')));
  for (const frontEnd of frontEnds) {
    await app.register(fastifyStatic, {
      root: frontEnd.root,
      prefix: frontEnd.prefix,
      decorateReply: false,
      wildcard: true,
      preCompressed: true,
    });
  }
  return frontEnds;
}

/** The front end whose index.html answers a GET for an unknown page path, if any. */
export function spaFallback(
  request: FastifyRequest,
  frontEnds: readonly FrontEnd[],
): FrontEnd | undefined {
  if (request.method !== 'GET') return undefined;
  const pathname = request.url.split('?')[0] ?? '/';
  if (apiPrefixes.some((prefix) => pathname === prefix || pathname.startsWith(prefix)))
    return undefined;
  if (path.extname(pathname) !== '') return undefined;
  return frontEnds.find(
    (frontEnd) => pathname.startsWith(frontEnd.prefix) || `${pathname}/` === frontEnd.prefix,
  );
}
