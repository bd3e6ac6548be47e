import { describe, expect, it } from 'vitest';
import { showsLegacyAnnouncement } from './legacy-host.ts';

const legacyHosts = ['old.example.com'];

describe('showsLegacyAnnouncement', () => {
  it('replaces every page on the legacy host', () => {
    expect(showsLegacyAnnouncement({ host: 'old.example.com', legacyHosts, path: '/' })).toBe(true);
    expect(
      showsLegacyAnnouncement({ host: 'old.example.com', legacyHosts, path: '/allypass' }),
    ).toBe(true);
  });

  it('exempts paths under /media/', () => {
    expect(showsLegacyAnnouncement({ host: 'old.example.com', legacyHosts, path: '/media/' })).toBe(
      false,
    );
    expect(
      showsLegacyAnnouncement({ host: 'old.example.com', legacyHosts, path: '/media/press.png' }),
    ).toBe(false);
    expect(
      showsLegacyAnnouncement({ host: 'old.example.com', legacyHosts, path: '/mediakit' }),
    ).toBe(true);
  });

  it('matches the host case-insensitively and ignores the port', () => {
    expect(showsLegacyAnnouncement({ host: 'OLD.example.com:8443', legacyHosts, path: '/' })).toBe(
      true,
    );
  });

  it('never shows on another host', () => {
    expect(showsLegacyAnnouncement({ host: 'new.example.com', legacyHosts, path: '/' })).toBe(
      false,
    );
    expect(
      showsLegacyAnnouncement({ host: 'old.example.com.evil.test', legacyHosts, path: '/' }),
    ).toBe(false);
    expect(showsLegacyAnnouncement({ host: 'old.example.com', legacyHosts: [], path: '/' })).toBe(
      false,
    );
  });
});
