// spec 1 §1: on the legacy host a full-page announcement replaces all content; paths under /media/ are exempt.

/** Input of {@link showsLegacyAnnouncement}. */
export type ShowsLegacyAnnouncementParameters = {
  /** The request host, optionally with a port ('old.example.com:443'). */
  host: string;
  /** Legacy host names, compared case-insensitively and without port. */
  legacyHosts: ReadonlyArray<string>;
  /** The request path ('/media/logo.png'). */
  path: string;
};

const MEDIA_PREFIX = '/media/';

function hostName(host: string): string {
  return host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
}

/** Whether the legacy-host announcement replaces the page: on a legacy host, except under /media/. */
export function showsLegacyAnnouncement({
  host,
  legacyHosts,
  path,
}: ShowsLegacyAnnouncementParameters): boolean {
  const name = hostName(host);
  if (!legacyHosts.some((legacy) => hostName(legacy) === name)) return false;
  return !(path === '/media' || path.startsWith(MEDIA_PREFIX));
}
