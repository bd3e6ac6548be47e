// Content-Security-Policy of the production site: own scripts and styles, images from the server or
// data URLs, and the card-payment frame (spec 1 §7 "Other": a card payment provider's payment element).
// The browser reaches chains through its wallet or public https RPCs; a local development chain's
// http URL (paymentSettings rpcUrl, issue 5) is allowed by name.
export function contentSecurityPolicy({
  localChainRpcUrls = [],
}: { localChainRpcUrls?: string[] } = {}) {
  return {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", 'https://js.stripe.com'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      connectSrc: [
        "'self'",
        'https:',
        'wss:',
        ...localChainRpcUrls.map((url) => new URL(url).origin),
      ],
      frameSrc: ["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com'],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      frameAncestors: ["'self'"],
    },
  };
}
