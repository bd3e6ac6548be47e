import type { ComponentProps } from 'react';
import { useSharedText } from '../shared-text.ts';
import { ExternalIcon } from './icons.tsx';

export type ExternalLinkProps = Omit<ComponentProps<'a'>, 'target' | 'rel'> & {
  /** Hide the icon (for links that are themselves an icon, like social logos). */
  hideIcon?: boolean;
};

/** A link to another site: opens in a new tab, marked with an icon and screen-reader text (spec 1 §2). */
export function ExternalLink({ children, hideIcon = false, ...props }: ExternalLinkProps) {
  const t = useSharedText();
  return (
    <a target="_blank" rel="noreferrer" {...props}>
      {children}
      {hideIcon ? null : <ExternalIcon className="inline size-3.5 shrink-0 opacity-70" />}
      <span className="sr-only"> {t('externalLink.newTab')}</span>
    </a>
  );
}
