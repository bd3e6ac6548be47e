import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { env } from '#env.ts';
import { LegacyHostGate } from './legacy-host-gate.tsx';

const renderGate = (host: string, path: string) =>
  render(
    <LegacyHostGate host={host} path={path} legacyHosts={['legacy.localhost']}>
      <p>Site content</p>
    </LegacyHostGate>,
  );

describe('LegacyHostGate', () => {
  it('replaces all content with the announcement on the legacy host', () => {
    renderGate('legacy.localhost', '/allypass');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      `${env.productName} is now part of ${env.platformName}`,
    );
    expect(screen.getByText(/a larger gaming platform/)).toBeTruthy();
    expect(
      screen.getByRole('link', { name: `Go to ${env.platformName}` }).getAttribute('href'),
    ).toBe(env.platformUrl);
    expect(screen.queryByText('Site content')).toBeNull();
  });

  it('matches the legacy host case-insensitively', () => {
    renderGate('LEGACY.localhost', '/');
    expect(screen.queryByText('Site content')).toBeNull();
  });

  it('keeps paths under /media/ reachable on the legacy host', () => {
    renderGate('legacy.localhost', '/media/press-kit');
    expect(screen.getByText('Site content')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('shows the site on any other host', () => {
    renderGate('127.0.0.1', '/allypass');
    expect(screen.getByText('Site content')).toBeTruthy();
  });
});
