// issue 29: enrolling a TOTP second factor: the secret (typed into an authenticator), a code to confirm
// it, then the ten recovery codes, shown once.
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from '@levelup/ui/primitives/button';
import { viewerKeys } from '#app/viewer.ts';
import { ErrorAlert } from '#shared/error-alert.tsx';
import { confirmSecondFactor, enrollSecondFactor } from '../api/second-factor.ts';
import { CodeForm } from './code-form.tsx';
import { OtpauthQrCode } from './otpauth-qr-code.tsx';
import { RecoveryCodes } from './recovery-codes.tsx';

export function EnrolSecondFactor({ onDone }: { onDone: () => void }) {
  const queryClient = useQueryClient();
  const enrolment = useMutation({ mutationFn: enrollSecondFactor });
  const [codes, setCodes] = useState<string[] | null>(null);

  // The viewer is read again only once the codes are saved: it now says the session proved the factor,
  // and the page would otherwise leave the codes before they are written down.
  if (codes)
    return (
      <RecoveryCodes
        codes={codes}
        onSaved={() =>
          void queryClient.invalidateQueries({ queryKey: viewerKeys.viewer }).then(onDone)
        }
      />
    );

  if (!enrolment.data)
    return (
      <div className="flex flex-col gap-4">
        <p>Every role that can act needs a second factor: an authenticator app (TOTP).</p>
        <ErrorAlert error={enrolment.error} />
        <Button pending={enrolment.isPending} onClick={() => enrolment.mutate()}>
          Set up an authenticator
        </Button>
      </div>
    );

  const { secret, otpauthUri } = enrolment.data;
  return (
    <div className="flex flex-col gap-4">
      <p>
        Scan the code with your authenticator app, type the secret into it, or open the link on a
        phone.
      </p>
      <OtpauthQrCode uri={otpauthUri} />
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
        <dt className="font-bold">Secret</dt>
        <dd>
          <code data-testid="totp-secret" className="break-all">
            {secret}
          </code>
        </dd>
        <dt className="font-bold">Link</dt>
        <dd>
          <a className="break-all text-accent underline" href={otpauthUri}>
            {otpauthUri}
          </a>
        </dd>
      </dl>
      <CodeForm
        label="Code from your authenticator app"
        action="Confirm"
        onCode={async (code) => setCodes(await confirmSecondFactor(code))}
      />
    </div>
  );
}
