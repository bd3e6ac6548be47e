/** The language code of the pseudo-locale: en-XA, the usual code for accented, lengthened English. */
export const PSEUDO_LANGUAGE = 'en-XA';

/** Every pseudo-localised text starts and ends with these, so a checker tells it from a literal. */
export const PSEUDO_START = '⟦';
export const PSEUDO_END = '⟧';
