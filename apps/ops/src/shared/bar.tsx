/** A value as a plain CSS bar beside its number (issue 29 §1: readable tables with simple bars). */
export function Bar({ value, max, label }: { value: number; max: number; label?: string }) {
  const percent = max > 0 ? Math.round((value / max) * 100) : 0;
  return (
    <div className="flex items-center gap-2">
      <span className="w-16 text-right tabular-nums">{label ?? value.toLocaleString('en-US')}</span>
      <span aria-hidden="true" className="h-3 flex-1 rounded bg-surface-raised">
        <span className="block h-3 rounded bg-accent" style={{ width: `${percent}%` }} />
      </span>
    </div>
  );
}
