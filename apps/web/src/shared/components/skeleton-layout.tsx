import { useSharedText } from '../shared-text.ts';
import { pageWidthClasses } from './page-layout.tsx';
import type { PageWidth } from './page-layout.tsx';

export type SkeletonBlocksProps = {
  /** What is loading, for screen readers ("Loading events"); "Loading" when not given. */
  label?: string;
  /** Number of placeholder cards. */
  cards?: number;
};

/** Placeholder shapes while content loads: a heading bar and a grid of cards. */
export function SkeletonBlocks({ label, cards = 6 }: SkeletonBlocksProps) {
  const t = useSharedText();
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{label ?? t('skeleton.loading')}</span>
      <div aria-hidden="true" className="animate-pulse motion-reduce:animate-none">
        <div className="mb-6 h-8 w-1/3 rounded-md bg-surface-raised" />
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: cards }, (_, index) => (
            <div key={index} className="h-64 rounded-xl bg-surface-raised" />
          ))}
        </div>
      </div>
    </div>
  );
}

/** The loading skeleton layout (spec 1 §2 layout options): placeholder shapes in the page column. */
export function SkeletonLayout({
  width = 'page',
  ...props
}: SkeletonBlocksProps & { width?: PageWidth }) {
  return (
    <div className={`mx-auto w-full px-4 py-8 sm:px-6 ${pageWidthClasses[width]}`}>
      <SkeletonBlocks {...props} />
    </div>
  );
}
