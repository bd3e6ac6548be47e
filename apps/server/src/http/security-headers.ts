// Content-Security-Policy of the production site: own scripts and styles, images from the server or
// data URLs, the card-payment frame (spec 1 §7 "Other": a card payment provider's payment element), and
// Cloudflare Turnstile's script and challenge frame (spec 1 §5 captcha; Cloudflare's documented CSP).
// The browser reaches chains through its wallet or public https RPCs; a local development chain's
// http URL (paymentSettings rpcUrl, issue 5) is allowed by name. Videos and sounds come from this
// server and from exactly the hosts the Wall's posts and followed feeds name (issue 27 finding 5:
// modules/wall/media-hosts.ts), so the policy follows the data: a `season apply` that adds a feed
// widens it, no wildcard ever does.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** Where Turnstile's widget script (turnstile/v0/api.js) and its challenge iframe come from. */
const TURNSTILE_ORIGIN = 'https://challenges.cloudflare.com';

export function contentSecurityPolicy({
  localChainRpcUrls = [],
  mediaOrigins = [],
}: { localChainRpcUrls?: string[]; mediaOrigins?: readonly string[] } = {}) {
  return {
    directives: {
      defaultSrc: ["'self'"],
      mediaSrc: ["'self'", ...mediaOrigins],
      scriptSrc: ["'self'", 'https://js.stripe.com', TURNSTILE_ORIGIN],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      connectSrc: [
        "'self'",
        'https:',
        'wss:',
        ...localChainRpcUrls.map((url) => new URL(url).origin),
      ],
      frameSrc: ["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com', TURNSTILE_ORIGIN],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      frameAncestors: ["'self'"],
    },
  };
}

/** Helmet's headers for these options, as a map of header names to values. */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Helmet's security headers, computed once per set of media origins: @fastify/helmet runs helmet anew
 * on every request (it re-parses the policy each time, a measurable share of a small answer's cost,
 * issue 10 shared part 7). Our options have no per-request nonce, so the headers change only when the
 * Wall's media origins do; a route may still override one (the Telegram sign-in page sets its own
 * policy). `options` builds the options for the origins `mediaOrigins` gives now.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: HelmetOptions | ((mediaOrigins: readonly string[]) => HelmetOptions),
  mediaOrigins: () => readonly string[] = () => [],
): void {
  let computed: { origins: readonly string[]; headers: Record<string, string> } | null = null;
  const headersNow = () => {
    const origins = mediaOrigins();
    if (computed?.origins !== origins)
      computed = {
        origins,
        headers: helmetHeaders(typeof options === 'function' ? options(origins) : options),
      };
    return computed.headers;
  };
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headersNow());
    done();
  });
}
