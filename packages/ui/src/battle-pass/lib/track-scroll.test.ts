import { describe, expect, it } from 'vitest';
import { keyScrollLeft, pageScrollLeft, trackEdges, wheelScrollLeft } from './track-scroll.ts';

// Sixty levels of 148 px after the pass cards, seen through a 1,200 px wide window.
const box = (scrollLeft: number) => ({ scrollLeft, scrollWidth: 9028, clientWidth: 1200 });
const wheel = (deltaY: number, deltaX = 0, deltaMode = 0) => ({ deltaX, deltaY, deltaMode });

describe('wheelScrollLeft (issue 10 fault 16)', () => {
  it('turns a vertical wheel into sideways movement, in pixels, lines or pages', () => {
    expect(wheelScrollLeft(wheel(100), box(0))).toBe(100);
    expect(wheelScrollLeft(wheel(-100), box(500))).toBe(400);
    expect(wheelScrollLeft(wheel(3, 0, 1), box(0))).toBe(120);
    expect(wheelScrollLeft(wheel(1, 0, 2), box(0))).toBe(1200);
  });

  it('leaves a trackpad’s sideways swipe to the browser', () => {
    expect(wheelScrollLeft(wheel(10, 40), box(500))).toBeNull();
    expect(wheelScrollLeft(wheel(0, 0), box(500))).toBeNull();
  });

  it('lets the page scroll when the track is at the end the wheel pushes towards', () => {
    expect(wheelScrollLeft(wheel(-100), box(0))).toBeNull();
    expect(wheelScrollLeft(wheel(100), box(7828))).toBeNull();
    expect(wheelScrollLeft(wheel(500), box(7700))).toBe(7828);
  });
});

describe('keyScrollLeft and pageScrollLeft', () => {
  it('moves a level per arrow, a page per Page Up/Down, to the ends with Home and End', () => {
    expect(keyScrollLeft('ArrowRight', box(0))).toBe(148);
    expect(keyScrollLeft('ArrowLeft', box(100))).toBe(0);
    expect(keyScrollLeft('PageDown', box(0))).toBe(1052);
    expect(keyScrollLeft('Home', box(3000))).toBe(0);
    expect(keyScrollLeft('End', box(0))).toBe(7828);
    expect(keyScrollLeft('Enter', box(0))).toBeNull();
  });

  it('pages stay inside the track', () => {
    expect(pageScrollLeft(1, box(7500))).toBe(7828);
    expect(pageScrollLeft(-1, box(500))).toBe(0);
  });
});

describe('trackEdges', () => {
  it('says which way the track can still move', () => {
    expect(trackEdges(box(0))).toEqual({ back: false, forward: true });
    expect(trackEdges(box(3000))).toEqual({ back: true, forward: true });
    expect(trackEdges(box(7828))).toEqual({ back: true, forward: false });
  });
});
