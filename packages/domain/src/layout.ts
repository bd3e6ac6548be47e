// spec 1 §9 Layout constants (pixels unless stated).

/** Width of one level column on the horizontal (desktop) track; also sizes the blocker overlay. */
export const LEVEL_CARD_WIDTH = 148;
/** Height of one level row on the vertical (mobile) track; also sizes the blocker overlay. */
export const LEVEL_CARD_HEIGHT = 140;
/** Maximum page content width. */
export const LAYOUT_MAX_WIDTH = 1424;
/** Secondary (narrower) maximum content width. */
export const LAYOUT_SECONDARY_MAX_WIDTH = 1200;
/** Notification drawer width on desktop. */
export const DRAWER_WIDTH = 370;
/** Toast width. */
export const TOAST_WIDTH = 280;
/** Connect wallet button width. */
export const WALLET_CONNECT_BUTTON_WIDTH = 235;
/** Aspect ratio (width / height) of a modal's image header: 16:9. */
export const MODAL_IMAGE_HEADER_RATIO = 16 / 9;

/** Length in pixels that `levelCount` levels take on the track: 148 per column across, 140 per row down. */
export function levelTrackLength(
  levelCount: number,
  orientation: 'horizontal' | 'vertical',
): number {
  return (
    Math.max(0, levelCount) * (orientation === 'horizontal' ? LEVEL_CARD_WIDTH : LEVEL_CARD_HEIGHT)
  );
}
