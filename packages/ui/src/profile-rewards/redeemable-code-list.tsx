// spec 1 §2 /profile/me/codes: the player's redeemable codes, each linked to
// /redeemable-codes/{groupKey}/{id} (spec 1 §3: linked only when both group key and id exist).
import type { ReactNode } from 'react';
import { formatEventDate } from '@levelup/domain/event-status';
import { isRedeemableCodeLinkable, redeemableCodePath } from '@levelup/domain/items';
import { Button } from '../primitives/button.tsx';
import { useProfileRewardsText } from '../i18n/profile-rewards-text.ts';

export type RedeemableCodeSummary = {
  id: string;
  /** The REDEEMABLE_CODE item's key. */
  groupKey: string;
  /** Null while the code pool is empty: the code arrives once codes are imported. */
  code: string | null;
  name: string;
  gameName: string | null;
  imagePath: string | null;
  /** ISO-8601. */
  grantedAt: string;
};

export type RedeemableCodeListProps = {
  codes: ReadonlyArray<RedeemableCodeSummary>;
  hasMore: boolean;
  loadingMore?: boolean;
  onLoadMore: () => void;
  /** The app's router link to a code's page; a plain anchor by default. */
  renderLink?: (path: string, label: string, accessibleName: string) => ReactNode;
  timeZone?: string;
};

/** The player's codes; empty state when there is none. */
export function RedeemableCodeList({
  codes,
  hasMore,
  loadingMore = false,
  onLoadMore,
  renderLink,
  timeZone,
}: RedeemableCodeListProps) {
  const t = useProfileRewardsText();
  if (codes.length === 0) return <p className="text-ink-muted">{t('profileRewards.code.none')}</p>;
  const link = (path: string, label: string, accessibleName: string) =>
    renderLink ? (
      renderLink(path, label, accessibleName)
    ) : (
      <a href={path} aria-label={accessibleName} className="font-semibold text-accent underline">
        {label}
      </a>
    );
  return (
    <div className="flex flex-col gap-3">
      <ul aria-label={t('profileRewards.code.list')} className="flex flex-col gap-3">
        {codes.map((code) => (
          <li key={code.id} className="flex items-center gap-3 rounded-lg bg-surface-raised p-3">
            {code.imagePath ? (
              <img src={code.imagePath} alt="" className="size-12 shrink-0 object-contain" />
            ) : null}
            <div className="flex min-w-0 flex-1 flex-col">
              <span className="truncate font-semibold">{code.name}</span>
              {code.gameName ? (
                <span className="text-sm text-ink-muted">{code.gameName}</span>
              ) : null}
              <time dateTime={code.grantedAt} className="text-xs text-ink-muted">
                {formatEventDate(code.grantedAt, { timeZone })}
              </time>
              {code.code === null ? (
                <span className="text-sm text-ink-muted">{t('profileRewards.code.pending')}</span>
              ) : null}
            </div>
            {isRedeemableCodeLinkable(code)
              ? link(
                  redeemableCodePath(code.groupKey, code.id),
                  t('profileRewards.code.view'),
                  t('profileRewards.code.viewNamed', { name: code.name }),
                )
              : null}
          </li>
        ))}
      </ul>
      {hasMore ? (
        <Button
          variant="secondary"
          className="self-center"
          pending={loadingMore}
          onClick={onLoadMore}
        >
          {t('profileRewards.loadMore')}
        </Button>
      ) : null}
    </div>
  );
}
