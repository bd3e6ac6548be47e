// spec 2 §4 Chest animation: "When closed, any redeemable-code rewards open a single- or
// multiple-code modal (linked only when both group key and id exist)".
import {
  isRedeemableCodeLinkable,
  redeemableCodeId,
  redeemableCodePath,
} from '@levelup/domain/items';
import { Button } from '../primitives/button.tsx';
import { Dialog } from '../primitives/dialog.tsx';
import { useRewardsText } from '../i18n/rewards-text.ts';
import { useUiText } from '../i18n/ui-text.ts';

export type RedeemableCodeReward = {
  itemKey: string;
  name: string;
  type: string;
  description?: string | null;
  metadata: ReadonlyArray<{ metaKey: string; metaValue: string }>;
};

export type RedeemableCode = {
  groupKey: string;
  id: string | null;
  name: string;
  description: string | null;
};

/** The redeemable-code rewards among collected rewards (item type REDEEMABLE_CODE). */
export function redeemableCodesOf(rewards: ReadonlyArray<RedeemableCodeReward>): RedeemableCode[] {
  return rewards
    .filter((reward) => reward.type === 'REDEEMABLE_CODE')
    .map((reward) => ({
      groupKey: reward.itemKey,
      id: redeemableCodeId(reward.metadata),
      name: reward.name,
      description: reward.description ?? null,
    }));
}

export type RedeemableCodesModalProps = {
  codes: ReadonlyArray<RedeemableCode>;
  onClose: () => void;
  /** Renders the link to a code's page (the app's router link); a plain anchor by default. */
  renderLink?: (path: string, label: string) => React.ReactNode;
};

/** One code: YOUR REDEEMABLE CODE; several: YOUR REDEEMABLE CODES, each linked when it can be. */
export function RedeemableCodesModal({ codes, onClose, renderLink }: RedeemableCodesModalProps) {
  const t = useUiText();
  /** The rewards area's texts (rewards-text.ts); `t` has the core ones. */
  const tr = useRewardsText();
  const link = (path: string, label: string) =>
    renderLink ? (
      renderLink(path, label)
    ) : (
      <a href={path} className="font-semibold text-accent underline">
        {label}
      </a>
    );
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={tr('rewards.codes.title', { count: codes.length })}
      actions={<Button onClick={onClose}>{t('items.ok')}</Button>}
    >
      <ul className="flex flex-col gap-2" aria-label={tr('rewards.codes.list')}>
        {codes.map((code, index) => (
          <li key={`${code.groupKey}-${code.id ?? index}`} className="flex flex-col gap-0.5">
            <span className="font-bold">{code.name}</span>
            {code.description ? (
              <span className="text-sm text-ink-muted">{code.description}</span>
            ) : null}
            {code.id && isRedeemableCodeLinkable({ groupKey: code.groupKey, id: code.id })
              ? link(redeemableCodePath(code.groupKey, code.id), tr('rewards.codes.view'))
              : null}
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
