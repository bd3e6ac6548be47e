// spec 2 §3 User: initials are the fallback when there is no profile picture.

export type UserAvatarProps = {
  /** The profile picture's address; initials show while it is missing or fails to load. */
  src?: string | null | undefined;
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

/** A round profile picture, or the user's initials on the brand colour. */
export function UserAvatar({ src, initials, size = 'md', alt = '' }: UserAvatarProps) {
  const classes = `${sizeClasses[size]} shrink-0 overflow-hidden rounded-full`;
  if (src) return <img src={src} alt={alt} className={`${classes} object-cover`} />;
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
