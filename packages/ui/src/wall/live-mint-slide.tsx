// spec 2 §2 Wall sidebar: one slide of the live mints carousel — a live collection's picture, name and
// a link to its page; compact for the sidebar (the full free-mint card lives on /mints).
import type { ReactNode } from 'react';
import { useWallText } from '../i18n/wall-text.ts';

export type LiveMintSlideProps = {
  name: string;
  imagePath: string | null;
  /** The link to the collection (the app's router link), labelled with the call to action. */
  renderLink: (className: string, label: string) => ReactNode;
};

export function LiveMintSlide({ name, imagePath, renderLink }: LiveMintSlideProps) {
  const t = useWallText();
  return (
    <article className="flex flex-col overflow-hidden rounded-xl border border-ink-muted/20 bg-surface-raised">
      {imagePath ? (
        <img src={imagePath} alt="" loading="lazy" className="aspect-video w-full object-cover" />
      ) : null}
      <div className="flex flex-col gap-2 p-4">
        <p className="text-xs font-bold text-accent uppercase">{t('wall.live')}</p>
        <h3 className="font-bold">{name}</h3>
        {renderLink(
          'inline-flex h-9 items-center justify-center rounded-md bg-brand px-3 text-sm font-bold text-brand-contrast hover:brightness-110 focus-visible:outline-2 focus-visible:outline-accent',
          t('wall.viewEvent'),
        )}
      </div>
    </article>
  );
}
