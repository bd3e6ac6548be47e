// issue 29 §2: resend a sign-up code to someone whose account is not made yet (named by e-mail).
import { useState } from 'react';
import { TextField } from '@levelup/ui/forms/text-field';
import { ReasonDialog } from '#shared/reason-dialog.tsx';
import { playerActions } from '../api/player-actions.ts';

export function SignUpCodeDialog() {
  const [email, setEmail] = useState('');
  return (
    <ReasonDialog
      action="Resend a sign-up code"
      description="To an address that has not finished signing up."
      onConfirm={(reason) => playerActions.sendSignUpCode({ email: email.trim(), reason })}
    >
      <TextField
        label="E-mail"
        type="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
    </ReasonDialog>
  );
}
