// Issue 15 Build 3 (the first view without layout shift): the space of the live mints carousel while
// its code and its collections load, as tall as a slide (a 16:9 picture over the name and VIEW EVENT)
// and its dots, so the sidebar cards below it do not jump when it arrives.
export function LiveMintsPlaceholder() {
  return (
    <div aria-hidden className="flex flex-col gap-2" data-testid="live-mints-placeholder">
      <div className="flex flex-col overflow-hidden rounded-xl border border-ink-muted/20 bg-surface-raised">
        <div className="aspect-video" />
        <div className="h-[7.8rem]" />
      </div>
      <div className="h-3" />
    </div>
  );
}
