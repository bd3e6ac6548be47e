// issue 29 §"Who uses it": staff members and their roles, given and taken by operators.
import { queryOptions } from '@tanstack/react-query';
import {
  OpsGrantRoleDocument,
  OpsRevokeRoleDocument,
  OpsStaffDocument,
  type OpsGrantRoleMutationVariables,
} from '@levelup/api/generated/ops/graphql';
import { api } from '#app/api-client.ts';

export const staffKeys = { members: ['ops', 'staff'] as const };

export const staffQueryOptions = () =>
  queryOptions({
    queryKey: staffKeys.members,
    queryFn: async () => (await api.request(OpsStaffDocument)).opsStaff,
  });

export type RoleChange = OpsGrantRoleMutationVariables;

export const grantRole = (change: RoleChange) => api.request(OpsGrantRoleDocument, change);
export const revokeRole = (change: RoleChange) => api.request(OpsRevokeRoleDocument, change);
