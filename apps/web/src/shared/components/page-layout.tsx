import type { ReactNode } from 'react';

export type PageWidth = 'page' | 'secondary';

export type PageLayoutProps = {
  children: ReactNode;
  /** Shown only from the lg breakpoint up (spec 1 §2 layout options). */
  leftSidebar?: ReactNode;
  /** Shown only from the lg breakpoint up (spec 1 §2 layout options). */
  rightSidebar?: ReactNode;
  /** The sidebars' landmark names (e.g. "Wall sidebar"). */
  leftSidebarLabel?: string;
  rightSidebarLabel?: string;
  /** spec 1 §9: max width 1424px, secondary 1200px. */
  width?: PageWidth;
};

export const pageWidthClasses: Record<PageWidth, string> = {
  page: 'max-w-page',
  secondary: 'max-w-secondary',
};

// Static class names so Tailwind finds them; one per sidebar combination.
const columnClasses = {
  none: '',
  left: 'lg:grid-cols-[16rem_minmax(0,1fr)]',
  right: 'lg:grid-cols-[minmax(0,1fr)_20rem]',
  both: 'lg:grid-cols-[16rem_minmax(0,1fr)_20rem]',
} as const;

/** A page's content column, optionally flanked by sidebars that appear from the lg breakpoint. */
export function PageLayout({
  children,
  leftSidebar,
  rightSidebar,
  leftSidebarLabel,
  rightSidebarLabel,
  width = 'page',
}: PageLayoutProps) {
  const columns = leftSidebar ? (rightSidebar ? 'both' : 'left') : rightSidebar ? 'right' : 'none';
  return (
    <div
      className={`mx-auto w-full px-4 py-8 sm:px-6 lg:grid lg:gap-8 ${pageWidthClasses[width]} ${columnClasses[columns]}`}
    >
      {leftSidebar ? (
        <aside aria-label={leftSidebarLabel} className="hidden lg:block">
          {leftSidebar}
        </aside>
      ) : null}
      <div className="min-w-0">{children}</div>
      {rightSidebar ? (
        <aside aria-label={rightSidebarLabel} className="hidden lg:block">
          {rightSidebar}
        </aside>
      ) : null}
    </div>
  );
}
