import { useId, useState } from 'react';
import type { StaffRoleName } from '@levelup/api/generated/ops/graphql';
import { TextField } from '@levelup/ui/forms/text-field';
import { ReasonDialog } from '#shared/reason-dialog.tsx';
import { grantRole } from '../api/staff.ts';
import { ROLE_LABELS } from './role-label.ts';

/** Gives a role to an account by its e-mail; a partner manager's role names their group. */
export function GrantRoleDialog({ onChanged }: { onChanged: () => Promise<unknown> }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRoleName>('SUPPORT');
  const [groupKey, setGroupKey] = useState('');
  return (
    <ReasonDialog
      action="Grant a role"
      variant="primary"
      onConfirm={async (reason) => {
        await grantRole({
          email: email.trim(),
          role,
          groupKey: role === 'PARTNER_MANAGER' ? groupKey.trim() : null,
          reason,
        });
        await onChanged();
      }}
    >
      <TextField
        label="E-mail"
        type="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-role`} className="text-sm font-bold">
          Role
        </label>
        <select
          id={`${id}-role`}
          className="h-10 rounded-md border border-ink-muted/40 bg-surface px-2 text-ink"
          value={role}
          onChange={(event) => setRole(event.target.value as StaffRoleName)}
        >
          {Object.entries(ROLE_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      {role === 'PARTNER_MANAGER' ? (
        <TextField
          label="Group"
          required
          value={groupKey}
          onChange={(event) => setGroupKey(event.target.value)}
        />
      ) : null}
    </ReasonDialog>
  );
}
