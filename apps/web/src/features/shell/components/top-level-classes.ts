const base =
  'inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-bold tracking-wide uppercase transition focus-visible:outline-2 focus-visible:outline-accent';

/** Classes of a top-level desktop menu entry; the highlighted one is accent-coloured and underlined. */
export function topLevelClasses(active: boolean): string {
  return `${base} ${active ? 'text-accent underline decoration-2 underline-offset-8' : 'text-ink-muted hover:text-ink'}`;
}
