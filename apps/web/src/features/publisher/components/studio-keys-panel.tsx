// The studio's game-progress API keys (issue 14 Build 4): create, rotate with two live keys (the new
// key works alongside the old one until the old one is revoked), revoke; never a secret after its
// creation. Both presses carry the Idempotency-Key of the action (issue 10).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  createStudioKeyMutationOptions,
  revokeStudioKeyMutationOptions,
  type CreateStudioKeyMutation,
  type StudioKeyFieldsFragment,
} from '@levelup/api/publisher';
import { Button } from '@levelup/ui/primitives/button';
import { Dialog } from '@levelup/ui/primitives/dialog';
import { apiErrorText } from '#shared/api-error-text.ts';
import { useActionKeys } from '#shared/use-action-keys.ts';
import { useApi } from '#shared/use-api.ts';
import { keyAction, MAX_LIVE_KEYS } from '../lib/studio-events.ts';
import { NewKeySecretDialog } from './new-key-secret-dialog.tsx';

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function StudioKeysPanel({
  studioId,
  keys,
}: {
  studioId: string;
  keys: readonly StudioKeyFieldsFragment[];
}) {
  const api = useApi();
  const queryClient = useQueryClient();
  const actionKeys = useActionKeys();
  const create = useMutation({
    ...createStudioKeyMutationOptions(api, queryClient),
    onSettled: actionKeys.onSettled,
    meta: { errorShown: true },
  });
  const [created, setCreated] = useState<CreateStudioKeyMutation['createStudioKey'] | null>(null);
  const action = keyAction(keys);
  return (
    <section aria-labelledby="studio-keys" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="studio-keys" className="text-2xl font-bold">
          API keys
        </h2>
        <Button
          disabled={!action.allowed || create.isPending}
          onClick={() => create.mutate(actionKeys.withKey({ studioId }), { onSuccess: setCreated })}
        >
          {action.label}
        </Button>
      </div>
      <p className="text-sm text-ink-muted">
        Games sign their event batches with a key. To rotate, create a new key (up to{' '}
        {MAX_LIVE_KEYS} are live at once), move your game to it, then revoke the old one.
        {action.allowed ? '' : ' Two keys are live: revoke one before creating another.'}
      </p>
      {create.isError ? (
        <p role="alert" className="text-danger">
          {apiErrorText(create.error) ?? 'The key could not be created.'}
        </p>
      ) : null}
      {keys.length === 0 ? (
        <p className="text-ink-muted">This studio has no key yet.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">API keys</caption>
            <thead className="text-ink-muted">
              <tr>
                <th scope="col" className="py-2 pr-4">
                  Key id
                </th>
                <th scope="col" className="py-2 pr-4">
                  Created
                </th>
                <th scope="col" className="py-2 pr-4">
                  Status
                </th>
                <th scope="col" className="py-2">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {keys.map((key) => (
                <tr key={key.id} className="border-t border-ink-muted/20">
                  <td className="py-2 pr-4">
                    <code>{key.id}</code>
                  </td>
                  <td className="py-2 pr-4">{when(key.createdAt)}</td>
                  <td className="py-2 pr-4">
                    {key.revokedAt ? `Revoked ${when(key.revokedAt)}` : 'Live'}
                  </td>
                  <td className="py-2">
                    {key.revokedAt ? null : <RevokeKeyButton studioId={studioId} keyId={key.id} />}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {created ? (
        <NewKeySecretDialog
          keyId={created.key.id}
          secret={created.secret}
          onClose={() => setCreated(null)}
        />
      ) : null}
    </section>
  );
}

function RevokeKeyButton({ studioId, keyId }: { studioId: string; keyId: string }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const actionKeys = useActionKeys();
  const [open, setOpen] = useState(false);
  const revoke = useMutation({
    ...revokeStudioKeyMutationOptions(api, queryClient),
    onSettled: actionKeys.onSettled,
    meta: { errorShown: true },
  });
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title="Revoke this key?"
      description={`Batches signed with ${keyId} are refused at once. This cannot be undone.`}
      trigger={
        <Button variant="danger" size="sm" aria-label={`Revoke ${keyId}`}>
          REVOKE
        </Button>
      }
      actions={
        <>
          <Button variant="secondary" onClick={() => setOpen(false)}>
            CANCEL
          </Button>
          <Button
            variant="danger"
            disabled={revoke.isPending}
            onClick={() =>
              revoke.mutate(actionKeys.withKey({ studioId, keyId }), {
                onSuccess: () => setOpen(false),
              })
            }
          >
            REVOKE KEY
          </Button>
        </>
      }
    >
      {revoke.isError ? (
        <p role="alert" className="text-danger">
          {apiErrorText(revoke.error) ?? 'The key could not be revoked.'}
        </p>
      ) : null}
    </Dialog>
  );
}
