// spec 2 §4 Daily chest: once FOUND, the chest sits in the feed at its position; opening it plays the
// chest animation and shows the rewards.
import { Button } from '../primitives/button.tsx';
import { rarityName } from './daily-chest-status.tsx';
import { useWallText } from '../i18n/wall-text.ts';

export type DailyChestCardProps = {
  rarity: string | null;
  opening: boolean;
  onOpen: () => void;
};

export function DailyChestCard({ rarity, opening, onOpen }: DailyChestCardProps) {
  const t = useWallText();
  const name = rarity ? rarityName(rarity) : t('wall.daily.title');
  return (
    <section
      aria-labelledby="daily-chest-card-title"
      className="flex flex-col items-center gap-3 rounded-xl border-2 border-brand bg-brand/10 p-6 text-center"
    >
      <h2 id="daily-chest-card-title" className="text-xl font-bold">
        {t('wall.daily.cardTitle')}
      </h2>
      <p className="text-ink-muted">{t('wall.daily.cardBody', { name })}</p>
      <Button size="lg" pending={opening} onClick={onOpen}>
        {t('wall.daily.open')}
      </Button>
    </section>
  );
}
