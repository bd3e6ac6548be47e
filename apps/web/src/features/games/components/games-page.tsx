// spec 1 §2 /games: the game catalogue from data — each game's art, the missions it feeds and the
// battle pass rewards that belong to it (issue 14 Build 5).
import { useGamesText } from '../games-text.ts';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { battlePassPageQueryOptions } from '@levelup/api/battle-pass';
import { gamesPageQueryOptions } from '@levelup/api/games';
import { useApi } from '#shared/use-api.ts';
import { ALLYPASS_SEASON } from '#features/battle-pass/hooks/use-battle-pass-context.ts';
import { gameCatalogue, type GameEntry } from '../lib/game-catalogue.ts';
import { formatNumber } from '@levelup/ui/i18n/intl-format';

export function GamesPage() {
  const t = useGamesText();
  const api = useApi();
  const page = useSuspenseQuery(gamesPageQueryOptions(api)).data;
  const levels = useSuspenseQuery(battlePassPageQueryOptions(api, ALLYPASS_SEASON)).data.battlePass
    .levels;
  const games = gameCatalogue(page, levels);
  return (
    <main className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8">
      <h1 className="text-3xl font-bold">{t('title')}</h1>
      {games.length === 0 ? (
        <p className="text-ink-muted">{t('empty')}</p>
      ) : (
        <ul aria-label={t('list')} className="grid gap-4 md:grid-cols-2">
          {games.map((game) => (
            <li key={game.id}>
              <GameCard game={game} />
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}

function GameCard({ game }: { game: GameEntry }) {
  const t = useGamesText();
  const headingId = `game-${game.id}`;
  return (
    <article
      // The ecosystem menu links each game here (/games#<game key>).
      id={game.id}
      aria-labelledby={headingId}
      className="flex h-full scroll-mt-24 flex-col gap-3 rounded-xl border border-ink-muted/30 bg-surface-raised p-4"
    >
      <div className="flex items-center gap-3">
        {game.thumbnailPath ? (
          <img
            src={game.thumbnailPath}
            alt=""
            width={64}
            height={64}
            className="size-16 rounded-lg"
          />
        ) : null}
        <h2 id={headingId} className="text-xl font-bold">
          {game.name}
        </h2>
      </div>
      <section aria-label={t('missions.label', { gameName: game.name })}>
        <h3 className="text-sm font-semibold uppercase text-ink-muted">{t('missions.title')}</h3>
        {game.missions.length === 0 ? (
          <p className="text-sm text-ink-muted">{t('missions.empty')}</p>
        ) : (
          <ul className="flex flex-col gap-1 text-sm">
            {game.missions.map((mission) => (
              <li key={mission.id}>
                <span className="font-semibold">{mission.title}</span>
                {mission.description ? (
                  <span className="text-ink-muted"> — {mission.description}</span>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-label={t('passRewards.label', { gameName: game.name })}>
        <h3 className="text-sm font-semibold uppercase text-ink-muted">{t('passRewards.title')}</h3>
        {game.passRewards.length === 0 ? (
          <p className="text-sm text-ink-muted">{t('passRewards.empty')}</p>
        ) : (
          <ul className="flex flex-col gap-1 text-sm">
            {game.passRewards.map((reward) => (
              <li key={reward.id}>
                <Link
                  to="/allypass"
                  search={{ scroll_to_level: reward.level }}
                  className="underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-accent"
                >
                  {t(reward.premium ? 'passRewards.premium' : 'passRewards.basic', {
                    level: reward.level,
                    amount: formatNumber(reward.amount),
                    name: reward.name,
                  })}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}
