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
import { usePublisherText } from '../publisher-text.ts';
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
  const t = usePublisherText();
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
          {t('keys.title')}
        </h2>
        <Button
          disabled={!action.allowed || create.isPending}
          onClick={() => create.mutate(actionKeys.withKey({ studioId }), { onSuccess: setCreated })}
        >
          {action.label}
        </Button>
      </div>
      <p className="text-sm text-ink-muted">
        {t('keys.rotation', { max: MAX_LIVE_KEYS })}
        {action.allowed ? '' : ` ${t('keys.bothLive')}`}
      </p>
      {create.isError ? (
        <p role="alert" className="text-danger">
          {apiErrorText(create.error) ?? t('keys.createFailed')}
        </p>
      ) : null}
      {keys.length === 0 ? (
        <p className="text-ink-muted">{t('keys.none')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('keys.title')}</caption>
            <thead className="text-ink-muted">
              <tr>
                <th scope="col" className="py-2 pr-4">
                  {t('keys.column.keyId')}
                </th>
                <th scope="col" className="py-2 pr-4">
                  {t('keys.column.created')}
                </th>
                <th scope="col" className="py-2 pr-4">
                  {t('keys.column.status')}
                </th>
                <th scope="col" className="py-2">
                  <span className="sr-only">{t('keys.column.actions')}</span>
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
                    {key.revokedAt
                      ? t('keys.revokedAt', { date: when(key.revokedAt) })
                      : t('keys.live')}
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
  const t = usePublisherText();
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
      title={t('keys.revoke.title')}
      description={t('keys.revoke.description', { keyId })}
      trigger={
        <Button variant="danger" size="sm" aria-label={t('keys.revoke.buttonLabel', { keyId })}>
          {t('keys.revoke.button')}
        </Button>
      }
      actions={
        <>
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {t('keys.revoke.cancel')}
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
            {t('keys.revoke.confirm')}
          </Button>
        </>
      }
    >
      {revoke.isError ? (
        <p role="alert" className="text-danger">
          {apiErrorText(revoke.error) ?? t('keys.revoke.failed')}
        </p>
      ) : null}
    </Dialog>
  );
}
