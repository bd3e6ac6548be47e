import type { StaffRoleName } from '@levelup/api/generated/ops/graphql';

export const ROLE_LABELS: Record<StaffRoleName, string> = {
  OPERATOR: 'Operator',
  PARTNER_MANAGER: 'Partner manager',
  SUPPORT: 'Support',
};

export const roleLabel = (role: StaffRoleName, groupKey: string | null | undefined) =>
  groupKey ? `${ROLE_LABELS[role]} of ${groupKey}` : ROLE_LABELS[role];
