// issue 29 §4: /ops/site: each flag a switch, and maintenance mode with its message; every change
// asks for a reason.
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { TextAreaField } from '@levelup/ui/forms/text-area-field';
import { ErrorAlert } from '#shared/error-alert.tsx';
import { PageHeading, SectionHeading } from '#shared/page-heading.tsx';
import { ReasonDialog } from '#shared/reason-dialog.tsx';
import { setFeatureFlag, setMaintenance, siteKeys, siteSwitchesQueryOptions } from '../api/site.ts';
import { Switch } from './switch.tsx';

export function SitePage() {
  const queryClient = useQueryClient();
  const switches = useQuery(siteSwitchesQueryOptions());
  const [message, setMessage] = useState<string | null>(null);
  const saved = (next: Awaited<ReturnType<typeof setMaintenance>>) =>
    queryClient.setQueryData(siteKeys.switches, next);

  if (!switches.data)
    return (
      <>
        <PageHeading>Site</PageHeading>
        <ErrorAlert error={switches.error} />
      </>
    );
  const { maintenanceMode, maintenanceMessage, flags } = switches.data;
  const draftMessage = message ?? maintenanceMessage;

  return (
    <>
      <PageHeading>Site</PageHeading>
      <SectionHeading>Maintenance mode</SectionHeading>
      <div className="flex items-center gap-3">
        <ReasonDialog
          action={maintenanceMode ? 'Turn maintenance mode off' : 'Turn maintenance mode on'}
          trigger={<Switch on={maintenanceMode} aria-label="Maintenance mode" />}
          onConfirm={async (reason) =>
            saved(await setMaintenance(!maintenanceMode, draftMessage, reason))
          }
        >
          <TextAreaField
            label="Message players read"
            value={draftMessage}
            onChange={(event) => setMessage(event.target.value)}
          />
        </ReasonDialog>
        <span>{maintenanceMode ? 'On' : 'Off'}</span>
      </div>
      <SectionHeading>Feature flags</SectionHeading>
      <ul className="flex flex-col gap-2">
        {flags.map((flag) => (
          <li key={flag.key} className="flex items-center gap-3">
            <ReasonDialog
              action={`Turn ${flag.key} ${flag.on ? 'off' : 'on'}`}
              trigger={<Switch on={flag.on} aria-label={flag.key} />}
              onConfirm={async (reason) => saved(await setFeatureFlag(flag.key, !flag.on, reason))}
            />
            <span className="font-mono">{flag.key}</span>
          </li>
        ))}
      </ul>
    </>
  );
}
