import type { ComponentProps } from 'react';

type IconProps = ComponentProps<'svg'>;

// Icons are decorative: the element that holds one always carries the accessible text.
const stroke = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

const solid = {
  viewBox: '0 0 24 24',
  fill: 'currentColor',
  'aria-hidden': true,
  focusable: false,
} as const;

/** A box with an arrow leaving it: marks links to other sites (spec 1 §2 external items). */
export function ExternalIcon(props: IconProps) {
  return (
    <svg {...stroke} {...props}>
      <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
    </svg>
  );
}

/** Three lines: opens the mobile menu. */
export function MenuIcon(props: IconProps) {
  return (
    <svg {...stroke} {...props}>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </svg>
  );
}

/** A chevron pointing down; rotate it for the other directions. */
export function ChevronIcon(props: IconProps) {
  return (
    <svg {...stroke} {...props}>
      <path d="M6 9l6 6 6-6" />
    </svg>
  );
}

/** A Christmas stocking, for the advent calendar link (spec 1 §2 sock icon). */
export function SockIcon(props: IconProps) {
  return (
    <svg {...stroke} {...props}>
      <path d="M9 3h7v9l-4.5 6.5a3.2 3.2 0 0 1-5.3-3.6L9 11z" />
      <path d="M9 6h7" />
    </svg>
  );
}

export function DiscordIcon(props: IconProps) {
  return (
    <svg {...solid} {...props}>
      <path d="M19.5 5.3A17 17 0 0 0 15.3 4l-.5 1.1a15.7 15.7 0 0 0-5.6 0L8.7 4a17 17 0 0 0-4.2 1.3C1.8 9.3 1.1 13.2 1.4 17a17 17 0 0 0 5.2 2.6l1.1-1.8a11 11 0 0 1-1.7-.8l.4-.3a12.2 12.2 0 0 0 11.2 0l.4.3-1.7.8 1.1 1.8a17 17 0 0 0 5.2-2.6c.4-4.4-.7-8.3-3.1-11.7zM8.5 14.7c-1 0-1.9-1-1.9-2.1s.8-2.1 1.9-2.1 1.9 1 1.9 2.1-.8 2.1-1.9 2.1zm7 0c-1 0-1.9-1-1.9-2.1s.8-2.1 1.9-2.1 1.9 1 1.9 2.1-.8 2.1-1.9 2.1z" />
    </svg>
  );
}

export function XLogoIcon(props: IconProps) {
  return (
    <svg {...solid} {...props}>
      <path d="M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.2-8.3L1.8 3h6.4l4.4 5.8zm-1.1 16.2h1.7L7.4 4.7H5.6z" />
    </svg>
  );
}

export function LinkedInIcon(props: IconProps) {
  return (
    <svg {...solid} {...props}>
      <path d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.75h4v11H3zm6.5 0h3.8v1.5h.06c.53-1 1.83-2.06 3.77-2.06 4.03 0 4.77 2.65 4.77 6.1v5.46h-4v-4.84c0-1.16-.02-2.64-1.61-2.64-1.61 0-1.86 1.26-1.86 2.56v4.92h-4z" />
    </svg>
  );
}
