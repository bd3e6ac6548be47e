import { describe, expect, it } from 'vitest';
import { resolveRouteLayout } from './route-layout.ts';

describe('resolveRouteLayout', () => {
  it('shows navbar, footer and account widgets by default', () => {
    expect(resolveRouteLayout([undefined, undefined])).toEqual({
      navbar: true,
      footer: true,
      accountWidgets: true,
    });
  });

  it('lets an inner route override an outer one, option by option', () => {
    expect(
      resolveRouteLayout([{ footer: false, accountWidgets: false }, { accountWidgets: true }]),
    ).toEqual({
      navbar: true,
      footer: false,
      accountWidgets: true,
    });
  });

  it('ignores options a route leaves undefined', () => {
    expect(resolveRouteLayout([{ navbar: false }, { navbar: undefined }])).toEqual({
      navbar: false,
      footer: true,
      accountWidgets: true,
    });
  });
});
