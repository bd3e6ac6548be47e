// issue 29 §"Who uses it": who is at the console, and the pages their roles open (the server checks
// every call again; the navigation only leaves out what would be refused).
import { queryOptions } from '@tanstack/react-query';
import {
  OpsViewerDocument,
  type OpsViewerFieldsFragment,
  type StaffRoleName,
} from '@levelup/api/generated/ops/graphql';
import { api } from './api-client.ts';

export type ConsoleViewer = OpsViewerFieldsFragment;

export const viewerKeys = { viewer: ['ops', 'viewer'] as const };

export const viewerQueryOptions = () =>
  queryOptions({
    queryKey: viewerKeys.viewer,
    queryFn: async () => (await api.request(OpsViewerDocument)).opsViewer,
  });

export type ConsolePage = 'overview' | 'players' | 'audit' | 'data' | 'site' | 'staff';

/** operator: all; partner manager: overview, players, audit, data; support: overview, players, audit. */
const PAGES_BY_ROLE: Record<StaffRoleName, readonly ConsolePage[]> = {
  OPERATOR: ['overview', 'players', 'audit', 'data', 'site', 'staff'],
  PARTNER_MANAGER: ['overview', 'players', 'audit', 'data'],
  SUPPORT: ['overview', 'players', 'audit'],
};

const PAGE_ORDER: readonly ConsolePage[] = PAGES_BY_ROLE.OPERATOR;

/** The pages the viewer's roles open, in the navigation's order. */
export function consolePages(viewer: Pick<ConsoleViewer, 'roles'>): ConsolePage[] {
  const open = new Set(viewer.roles.flatMap(({ role }) => PAGES_BY_ROLE[role]));
  return PAGE_ORDER.filter((page) => open.has(page));
}

export const isStaff = (viewer: Pick<ConsoleViewer, 'roles'>) => viewer.roles.length > 0;

/**
 * Revoking items, bans, signing out and resending codes are account-wide: operators and support, never
 * a partner manager (apps/server modules/ops/access.ts 'accounts.act').
 */
export const actsOnAccounts = (viewer: Pick<ConsoleViewer, 'roles'> | undefined) =>
  viewer?.roles.some(({ role }) => role === 'OPERATOR' || role === 'SUPPORT') ?? false;
