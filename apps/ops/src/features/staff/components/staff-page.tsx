// issue 29: /ops/staff (operators only): members and roles; grant and revoke with a reason.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ErrorAlert } from '#shared/error-alert.tsx';
import { PageHeading } from '#shared/page-heading.tsx';
import { ReasonDialog } from '#shared/reason-dialog.tsx';
import { Table } from '#shared/table.tsx';
import { revokeRole, staffKeys, staffQueryOptions } from '../api/staff.ts';
import { GrantRoleDialog } from './grant-role-dialog.tsx';
import { roleLabel } from './role-label.ts';

export function StaffPage() {
  const queryClient = useQueryClient();
  const staff = useQuery(staffQueryOptions());
  const refresh = () => queryClient.invalidateQueries({ queryKey: staffKeys.members });
  return (
    <>
      <PageHeading>Staff</PageHeading>
      <div className="mb-4">
        <GrantRoleDialog onChanged={refresh} />
      </div>
      <ErrorAlert error={staff.error} />
      <Table caption="Staff members" headers={['Member', 'Second factor', 'Roles']}>
        {(staff.data ?? []).map((member) => (
          <tr key={member.userId}>
            <td className="break-all">{member.email ?? member.userId}</td>
            <td>{member.secondFactorEnrolled ? 'Enrolled' : 'Not enrolled'}</td>
            <td>
              <ul className="flex flex-col gap-1">
                {member.roles.map(({ role, groupKey }) => {
                  const label = roleLabel(role, groupKey);
                  return (
                    <li key={label} className="flex items-center gap-2">
                      {label}
                      {member.email ? (
                        <ReasonDialog
                          action="Revoke"
                          title={`Revoke ${label} from ${member.email}`}
                          triggerLabel={`Revoke ${label} from ${member.email}`}
                          onConfirm={async (reason) => {
                            await revokeRole({ email: member.email ?? '', role, groupKey, reason });
                            await refresh();
                          }}
                        />
                      ) : null}
                    </li>
                  );
                })}
              </ul>
            </td>
          </tr>
        ))}
      </Table>
    </>
  );
}
