// Content-Security-Policy of the production site: own scripts and styles, images from the server or
// data URLs, and the card-payment frame (spec 1 §7 "Other": a card payment provider's payment element).
export const contentSecurityPolicy = {
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", 'https://js.stripe.com'],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    connectSrc: ["'self'", 'https:', 'wss:'],
    frameSrc: ["'self'", 'https://js.stripe.com'],
    fontSrc: ["'self'", 'data:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    frameAncestors: ["'self'"],
  },
};
