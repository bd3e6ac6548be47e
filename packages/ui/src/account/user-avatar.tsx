// spec 2 §3 User: a player without a profile picture shows the season's default avatar (spec 2 §3
// Battle pass settings: theme.themeSettings.defaultAvatarPath; issue 27), else their initials.

export type UserAvatarProps = {
  /** The profile picture's address; the default avatar, else the initials, show while it is missing. */
  src?: string | null | undefined;
  /** The season's default avatar (theme.themeSettings.defaultAvatarPath), for players without a picture. */
  defaultSrc?: string | null | undefined;
  /** Domain `initials(username)`, e.g. 'AU'. */
  initials: string;
  size?: 'sm' | 'md' | 'lg';
  /** Set when the avatar is the only thing naming a control; otherwise it is decorative. */
  alt?: string;
};

const sizeClasses = {
  sm: 'size-8 text-xs',
  md: 'size-10 text-sm',
  lg: 'size-24 text-3xl',
} as const;

/** A round profile picture, else the season's default avatar, else the user's initials on the brand colour. */
export function UserAvatar({ src, defaultSrc, initials, size = 'md', alt = '' }: UserAvatarProps) {
  const classes = `${sizeClasses[size]} shrink-0 overflow-hidden rounded-full`;
  const picture = src || defaultSrc;
  if (picture) return <img src={picture} alt={alt} className={`${classes} object-cover`} />;
  return (
    <span
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
      className={`${classes} grid place-items-center bg-brand font-bold text-brand-contrast`}
    >
      {initials}
    </span>
  );
}
