import type { Plugin } from 'vite';

/** Compiles the texts of the catalogues `code` declares; `undefined` when it declares none. */
export function compileCatalogueTexts(code: string): string | undefined;

/** The Vite plugin that compiles every catalogue's texts at build time (compile-texts.js). */
export function compileTexts(): Plugin;
