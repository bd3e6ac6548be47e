// The public API of @levelup/ui: one entry per module (package.json "exports"). A change to these
// names is a change for every app, so it must show up in review (CONVENTIONS.md "Libraries").
import { expect, it } from 'vitest';

const modules = import.meta.glob<Record<string, unknown>>(
  ['./**/*.{ts,tsx}', '!./**/*.test.{ts,tsx}', '!./**/*.stories.tsx', '!./**/*.fixtures.ts'],
  { eager: true },
);

it('exports exactly these names from each module', () => {
  const exportsByModule = Object.fromEntries(
    Object.entries(modules)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([path, module]) => [path, Object.keys(module).sort()]),
  );
  expect(exportsByModule).toMatchInlineSnapshot(`
    {
      "./battle-pass/battle-pass-track.tsx": [
        "BattlePassTrack",
      ],
      "./battle-pass/free-pass-card.tsx": [
        "FreePassCard",
      ],
      "./battle-pass/level-column.tsx": [
        "LEVEL_MARKER_HEIGHT",
        "LevelColumn",
      ],
      "./battle-pass/level-marker.tsx": [
        "LevelMarker",
      ],
      "./battle-pass/loading-bar.tsx": [
        "LoadingBar",
      ],
      "./battle-pass/premium-pass-card.tsx": [
        "PremiumPassCard",
      ],
      "./battle-pass/reward-card.tsx": [
        "RewardCard",
      ],
      "./battle-pass/special-mission-overlay.tsx": [
        "SpecialMissionOverlay",
      ],
      "./modal-queue/modal-host.tsx": [
        "ModalHost",
      ],
      "./modal-queue/modal-queue-store.ts": [
        "createModalQueueStore",
        "modalQueueStore",
        "selectCurrentModal",
        "useModalQueue",
      ],
      "./primitives/button.tsx": [
        "Button",
      ],
      "./primitives/dialog.tsx": [
        "Dialog",
        "DialogClose",
      ],
      "./primitives/drawer.tsx": [
        "Drawer",
      ],
      "./primitives/icons.tsx": [
        "CheckIcon",
        "CloseIcon",
        "LockIcon",
      ],
      "./primitives/popover.tsx": [
        "Popover",
      ],
      "./primitives/tooltip.tsx": [
        "Tooltip",
      ],
    }
  `);
});
