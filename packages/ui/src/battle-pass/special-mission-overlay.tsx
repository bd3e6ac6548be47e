import { useId } from 'react';
import type { ReactNode } from 'react';
import { useUiText } from '../i18n/ui-text.ts';

export type SpecialMissionOverlayProps = {
  missionTitle: string;
  missionDescription?: string | null;
  /** Snowflakes that skip the mission; without it only the mission unlocks the next level. */
  snowflakeBypassCost?: number | null;
  /** Buttons such as going to the mission or paying the bypass. */
  actions?: ReactNode;
  /**
   * How far below the top of the viewport the mission card stays while the page scrolls (a CSS
   * length): below the app's sticky navbar, if it has one, so the navbar never covers it.
   */
  stickyTop?: string;
};

/**
 * The blocking special mission overlay over the locked levels (spec 1 §2 Battle pass page).
 * It fills its container; the track places it over the blocked levels.
 */
export function SpecialMissionOverlay({
  missionTitle,
  missionDescription,
  snowflakeBypassCost,
  actions,
  stickyTop = '1rem',
}: SpecialMissionOverlayProps) {
  const t = useUiText();
  const headingId = useId();
  const canBypass = snowflakeBypassCost !== null && snowflakeBypassCost !== undefined;
  return (
    <section
      aria-labelledby={headingId}
      className="flex size-full items-start justify-start bg-surface/90 p-4 backdrop-blur-sm"
    >
      <div
        style={{ top: stickyTop }}
        className="sticky left-4 flex max-w-sm flex-col gap-3 rounded-xl border-2 border-accent bg-surface-raised p-5 text-ink shadow-2xl"
      >
        <h2 id={headingId} className="text-lg leading-tight font-bold">
          {t('battlePass.specialMission.title')}
        </h2>
        <div>
          <p className="font-semibold">{missionTitle}</p>
          {missionDescription ? (
            <p className="text-sm text-ink-muted">{missionDescription}</p>
          ) : null}
        </div>
        {canBypass ? (
          <p className="text-sm text-ink-muted">
            {t('battlePass.specialMission.bypassBefore')}{' '}
            <strong className="text-accent">
              {t('battlePass.specialMission.bypassCost', { cost: snowflakeBypassCost })}
            </strong>{' '}
            {t('battlePass.specialMission.bypassAfter')}
          </p>
        ) : (
          <p className="text-sm text-ink-muted">{t('battlePass.specialMission.onlyMission')}</p>
        )}
        {actions ? <div className="flex flex-wrap gap-3">{actions}</div> : null}
      </div>
    </section>
  );
}
