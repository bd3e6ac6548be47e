// One studio's dashboard (issue 14 Build 4): its games, its game-progress API keys, the event
// inspector and per mission the players who completed it.
import { useQuery } from '@tanstack/react-query';
import { publisherStudioQueryOptions } from '@levelup/api/publisher';
import { apiErrorText } from '#shared/api-error-text.ts';
import { useApi } from '#shared/use-api.ts';
import { usePublisherText } from '../publisher-text.ts';
import { EventInspector } from './event-inspector.tsx';
import { MissionCompletionsTable } from './mission-completions-table.tsx';
import { StudioKeysPanel } from './studio-keys-panel.tsx';

export function StudioDashboard({ studioId }: { studioId: string }) {
  const t = usePublisherText();
  const studio = useQuery(publisherStudioQueryOptions(useApi(), studioId));
  if (studio.isPending)
    return (
      <p role="status" className="text-ink-muted">
        {t('studio.loading')}
      </p>
    );
  if (studio.isError)
    return (
      <p role="alert" className="text-danger">
        {apiErrorText(studio.error) ?? t('studio.failed')}
      </p>
    );
  const { name, games, keys, missions } = studio.data;
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="studio-games" className="flex flex-col gap-2">
        <h2 id="studio-games" className="text-2xl font-bold">
          {name}
        </h2>
        <p className="text-ink-muted">{t('studio.gamesIntro')}</p>
        <ul aria-label={t('studio.gamesLabel')} className="flex flex-wrap gap-2">
          {games.map((game) => (
            <li key={game.key} className="rounded-md bg-surface-raised px-3 py-1 text-sm">
              <span className="font-bold">{game.name}</span>{' '}
              <code className="text-ink-muted">{game.key}</code>
            </li>
          ))}
        </ul>
      </section>
      <StudioKeysPanel studioId={studioId} keys={keys} />
      <EventInspector studioId={studioId} games={games} />
      <MissionCompletionsTable missions={missions} />
    </div>
  );
}
