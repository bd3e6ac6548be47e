// spec 1 §3 Battle pass settings: emailTemplateId; the issue: e-mail templates carry the season's id.
// Read from the season already in the cache, if any; without it the server uses its default template.
import { useQueryClient } from '@tanstack/react-query';
import { battlePassPageQueryOptions } from '@levelup/api/battle-pass';
import { env } from '#env.ts';
import { useApi } from '#shared/use-api.ts';

/** The current season's e-mail template id, when the season has been loaded on this visit. */
export function useEmailTemplateId(): () => string | null {
  const api = useApi();
  const queryClient = useQueryClient();
  return () =>
    queryClient.getQueryData(
      battlePassPageQueryOptions(api, { group: env.battlePassGroup }).queryKey,
    )?.battlePass.emailTemplateId ?? null;
}
