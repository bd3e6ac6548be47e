import { Kind } from 'graphql';
import { describe, expect, it } from 'vitest';
import { Kind as BrowserKind } from './graphql-in-the-browser.ts';

describe("the browser build's stand-in for graphql", () => {
  it('has the operation kind graphql-request compares with, as GraphQL spells it', () => {
    expect(BrowserKind.OPERATION_DEFINITION).toBe(Kind.OPERATION_DEFINITION);
  });
});
