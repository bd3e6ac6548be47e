// Issue 15 Build 2: a season theme's colours meet WCAG 2.2 AA contrast in every pairing the front ends
// draw, so `season apply` refuses a partner theme that would make text hard to read. The pairings
// follow the shared Tailwind theme (tooling/tailwind/theme.css) as the components use it: text in ink,
// ink-muted, accent, danger and success on the surface and raised surface (and the surface colour on
// accent, danger and ink fills: the same ratios), the fixed brand-contrast white on brand buttons
// (1.4.3 Contrast (Minimum), 4.5:1), and the brand colour as an indicator or border on the surface
// (1.4.11 Non-text Contrast, 3:1). The ratio is culori's WCAG 2 contrast ratio.
import { wcagContrast } from 'culori';

/** WCAG 2.2 success criterion 1.4.3, normal-size text. */
export const MIN_TEXT_CONTRAST = 4.5;
/** WCAG 2.2 success criterion 1.4.11, user interface components and graphical objects. */
export const MIN_NON_TEXT_CONTRAST = 3;

/** The shared theme's colours a season cannot change (tooling/tailwind/theme.css). */
export const FIXED_COLOURS = {
  /** --brand-contrast: the text on brand-coloured buttons. */
  brandContrast: '#ffffff',
  /** --color-danger */
  danger: '#ff4d5e',
  /** --color-success */
  success: '#2ecc71',
} as const;

export type ThemeColours = {
  primaryColor: string;
  accentColor: string;
  surfaceColor: string;
  surfaceRaisedColor: string;
  inkColor: string;
  inkMutedColor: string;
};

type ColourName = keyof ThemeColours | keyof typeof FIXED_COLOURS;

type Pairing = readonly [foreground: ColourName, background: ColourName, minimum: number];

/** Foreground on background with the contrast it needs, as the components draw them. */
export const PAIRINGS: readonly Pairing[] = [
  ['inkColor', 'surfaceColor', MIN_TEXT_CONTRAST],
  ['inkColor', 'surfaceRaisedColor', MIN_TEXT_CONTRAST],
  ['inkMutedColor', 'surfaceColor', MIN_TEXT_CONTRAST],
  ['inkMutedColor', 'surfaceRaisedColor', MIN_TEXT_CONTRAST],
  ['accentColor', 'surfaceColor', MIN_TEXT_CONTRAST],
  ['accentColor', 'surfaceRaisedColor', MIN_TEXT_CONTRAST],
  ['danger', 'surfaceColor', MIN_TEXT_CONTRAST],
  ['danger', 'surfaceRaisedColor', MIN_TEXT_CONTRAST],
  ['success', 'surfaceColor', MIN_TEXT_CONTRAST],
  ['success', 'surfaceRaisedColor', MIN_TEXT_CONTRAST],
  ['brandContrast', 'primaryColor', MIN_TEXT_CONTRAST],
  ['primaryColor', 'surfaceColor', MIN_NON_TEXT_CONTRAST],
];

export type ContrastShortfall = {
  foreground: ColourName;
  background: ColourName;
  foregroundColour: string;
  backgroundColour: string;
  minimum: number;
  /** Rounded down to two decimals, so a shown 4.49 never reads as passing. */
  ratio: number;
};

/** Every pairing of the theme below its minimum, in PAIRINGS order. */
export function contrastShortfalls(theme: ThemeColours): ContrastShortfall[] {
  const colour = (name: ColourName): string =>
    name in FIXED_COLOURS
      ? FIXED_COLOURS[name as keyof typeof FIXED_COLOURS]
      : theme[name as keyof ThemeColours];
  return PAIRINGS.flatMap(([foreground, background, minimum]) => {
    const ratio = wcagContrast(colour(foreground), colour(background));
    if (ratio >= minimum) return [];
    return [
      {
        foreground,
        background,
        foregroundColour: colour(foreground),
        backgroundColour: colour(background),
        minimum,
        ratio: Math.floor(ratio * 100) / 100,
      },
    ];
  });
}

const COLOUR_LABELS: Record<keyof typeof FIXED_COLOURS, string> = {
  brandContrast: 'the button text',
  danger: 'the error colour',
  success: 'the success colour',
};
const label = (name: ColourName) =>
  name in COLOUR_LABELS ? COLOUR_LABELS[name as keyof typeof COLOUR_LABELS] : name;

/** e.g. `inkMutedColor #4a5a60 on surfaceColor #06141c: contrast 2.81:1, WCAG 2.2 AA needs 4.5:1` */
export function shortfallMessage(shortfall: ContrastShortfall): string {
  return (
    `${label(shortfall.foreground)} ${shortfall.foregroundColour} on ${label(shortfall.background)} ` +
    `${shortfall.backgroundColour}: contrast ${shortfall.ratio.toFixed(2)}:1, ` +
    `WCAG 2.2 AA needs ${shortfall.minimum}:1`
  );
}
