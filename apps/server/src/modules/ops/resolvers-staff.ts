// Thin resolvers of the console's staff calls (issue 29): who is at the console, the second factor, and
// staff roles. The checks live in the staff service (staff-service.ts); these translate role names
// between the schema (OPERATOR) and the data (operator).
import type {
  Resolvers,
  StaffRole as StaffRoleOutput,
  StaffRoleName as StaffRoleEnum,
} from '#generated/resolvers.ts';
import type { StaffRole, StaffRoleName } from './access.ts';
import type { RoleChangeInput } from './staff-service.ts';

const toEnum = (role: StaffRoleName) => role.toUpperCase().replace('-', '_') as StaffRoleEnum;
const fromEnum = (role: StaffRoleEnum) => role.toLowerCase().replace('_', '-') as StaffRoleName;

const rolesOut = (roles: StaffRole[]): StaffRoleOutput[] =>
  roles.map(({ role, groupKey }) => ({ role: toEnum(role), groupKey }));

const withRoles = <T extends { roles: StaffRole[] }>(model: T) => ({
  ...model,
  roles: rolesOut(model.roles),
});

const roleChange = (args: {
  email: string;
  role: StaffRoleEnum;
  groupKey?: string | null;
  reason: string;
}): RoleChangeInput => ({
  email: args.email,
  role: fromEnum(args.role),
  groupKey: args.groupKey ?? null,
  reason: args.reason,
});

export const opsStaffResolvers: Resolvers = {
  Query: {
    opsViewer: async (_parent, _args, context) =>
      withRoles(await context.services.staff.secondFactor.viewer(context)),
    opsStaff: async (_parent, _args, context) =>
      (await context.services.staff.list(context)).map(withRoles),
  },
  Mutation: {
    opsEnrollSecondFactor: (_parent, _args, context) =>
      context.services.staff.secondFactor.enroll(context),
    opsConfirmSecondFactor: (_parent, { code }, context) =>
      context.services.staff.secondFactor.confirm(context, code),
    opsVerifySecondFactor: async (_parent, { code }, context) =>
      withRoles(await context.services.staff.secondFactor.verify(context, code)),
    opsGrantRole: async (_parent, args, context) =>
      withRoles(await context.services.staff.grantRole(context, roleChange(args))),
    opsRevokeRole: async (_parent, args, context) =>
      withRoles(await context.services.staff.revokeRole(context, roleChange(args))),
  },
};
