import { useId } from 'react';
import type { ReactNode } from 'react';

export type DrawerWidgetCardProps = {
  /** The widget's heading; it also names the region. */
  title: ReactNode;
  /** A small badge beside the heading, such as PREMIUM PASS or ACTIVE. */
  badge?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom of the card. */
  actions?: ReactNode;
  /** `data-widget`: which of the spec's widgets this is. */
  widget: string;
  /** Promotions stand out with the accent border. */
  tone?: 'default' | 'promo';
};

/** The frame every notification drawer widget shares: a named region with heading, body and actions. */
export function DrawerWidgetCard({
  title,
  badge,
  children,
  actions,
  widget,
  tone = 'default',
}: DrawerWidgetCardProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      data-widget={widget}
      className={`flex flex-col gap-2 rounded-xl border bg-surface-raised p-4 text-ink ${
        tone === 'promo' ? 'border-accent/70' : 'border-ink-muted/30'
      }`}
    >
      <div className="flex items-center justify-between gap-2">
        <h3 id={headingId} className="text-base leading-tight font-bold">
          {title}
        </h3>
        {badge ? (
          <span className="shrink-0 rounded-full bg-surface px-2 py-0.5 text-xs font-bold text-ink-muted">
            {badge}
          </span>
        ) : null}
      </div>
      {children}
      {actions ? <div className="mt-1 flex flex-wrap gap-2">{actions}</div> : null}
    </section>
  );
}
