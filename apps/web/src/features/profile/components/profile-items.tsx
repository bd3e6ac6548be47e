// spec 1 §2 Routes: /profile/me/items, the items tab (target of VIEW ITEM after an in-game reward):
// the signed-in player's items with a quantity above 0.
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { userItemsQueryOptions } from '@levelup/api/progression';
import { useApi } from '#shared/use-api.ts';
import { useProfileText } from '../profile-text.ts';
import { formatNumber } from '@levelup/ui/i18n/intl-format';

export type ProfileItem = { itemKey: string; type: string; name: string; quantity: number };

export type ProfileItemsProps = {
  /** An item's action, e.g. OPEN on a chest (issue 12 Build 5); composed by the route. */
  renderItemAction?: (item: ProfileItem) => ReactNode;
};

export function ProfileItems({ renderItemAction }: ProfileItemsProps) {
  const t = useProfileText();
  const items = useQuery(userItemsQueryOptions(useApi()));
  return (
    <section aria-labelledby="profile-items-title" className="flex flex-col gap-4 py-4">
      <h2 id="profile-items-title" className="text-2xl font-bold">
        {t('items.title')}
      </h2>
      {items.isPending ? (
        <p role="status" className="text-ink-muted">
          {t('items.loading')}
        </p>
      ) : items.data && items.data.length > 0 ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {items.data.map(({ itemKey, quantity, item }) => (
            <li
              key={itemKey}
              className="flex flex-col items-center gap-2 rounded-lg bg-surface-raised p-3 text-center"
            >
              {item.imagePath ? (
                <img src={item.imagePath} alt="" className="size-14 object-contain" />
              ) : null}
              <span className="text-sm font-semibold">{item.name}</span>
              {item.game ? <span className="text-xs text-ink-muted">{item.game.name}</span> : null}
              <span className="text-xs text-ink-muted">×{formatNumber(quantity)}</span>
              {renderItemAction?.({ itemKey, type: item.type, name: item.name, quantity })}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-ink-muted">{items.isError ? t('items.failed') : t('items.none')}</p>
      )}
    </section>
  );
}
