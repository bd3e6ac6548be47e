import type { ComponentProps } from 'react';

type IconProps = ComponentProps<'svg'>;

// Icons are decorative: the element that holds one always carries the accessible text.
const iconDefaults = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2.5,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

/** A cross, for close buttons. */
export function CloseIcon(props: IconProps) {
  return (
    <svg {...iconDefaults} {...props}>
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}

/** A check mark, for collected rewards. */
export function CheckIcon(props: IconProps) {
  return (
    <svg {...iconDefaults} {...props}>
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </svg>
  );
}

/** A padlock, for locked rewards. */
export function LockIcon(props: IconProps) {
  return (
    <svg {...iconDefaults} {...props}>
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V8a4 4 0 0 1 8 0v3" />
    </svg>
  );
}

/** A lightning bolt, for XP boosters. */
export function BoltIcon(props: IconProps) {
  return (
    <svg {...iconDefaults} {...props}>
      <path d="M13 2L4.5 13.5H12L11 22l8.5-11.5H12L13 2z" />
    </svg>
  );
}

/** A bell, for notifications between seasons (spec 1 §4 Off-season). */
export function BellIcon(props: IconProps) {
  return (
    <svg {...iconDefaults} {...props}>
      <path d="M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15L6 16z" />
      <path d="M10 20.5a2 2 0 0 0 4 0" />
    </svg>
  );
}

/** A quarter-open ring; spin it (`animate-spin`) while a request runs. */
export function SpinnerIcon(props: IconProps) {
  return (
    <svg {...iconDefaults} {...props}>
      <circle cx="12" cy="12" r="9" strokeOpacity="0.3" />
      <path d="M21 12a9 9 0 0 0-9-9" />
    </svg>
  );
}

/** Three linked dots, for share buttons (spec 2 §2 reward collection: the share-to-social icon). */
export function ShareIcon(props: IconProps) {
  return (
    <svg {...iconDefaults} {...props}>
      <circle cx="18" cy="5" r="3" />
      <circle cx="6" cy="12" r="3" />
      <circle cx="18" cy="19" r="3" />
      <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
    </svg>
  );
}
