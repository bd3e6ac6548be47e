// Issue 28: what a server-rendered page carries for the browser's query cache.
import { describe, expect, it } from 'vitest';
import { readServerRendered, sentWithThePage, serverRenderedScript } from './server-rendered.ts';

describe('the payload of a server-rendered page', () => {
  it('reads back what it wrote, with no text able to close its script element', () => {
    const payload = { queries: { text: '</script><script>alert(1)</script>' }, renderedAt: 42 };
    const script = serverRenderedScript(payload);
    expect(script).not.toContain('</script><script>');
    // A document of its own: the suite's shared one stays as the other tests left it.
    const page = document.implementation.createHTMLDocument();
    page.body.innerHTML = script;
    expect(readServerRendered(page)).toEqual(payload);
  });

  it('carries answered queries asked enabled, not a disabled one the render fetched as a visitor', () => {
    const query = (status: string, options: object) => ({ state: { status }, options });
    expect(sentWithThePage(query('success', {}))).toBe(true);
    expect(sentWithThePage(query('success', { enabled: true }))).toBe(true);
    expect(sentWithThePage(query('success', { enabled: false }))).toBe(false);
    expect(sentWithThePage(query('error', {}))).toBe(false);
    expect(sentWithThePage(query('pending', {}))).toBe(false);
  });
});
