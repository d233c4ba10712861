import { describe, expect, it } from 'vitest';
import { actionDataUrl } from './post-to-action';

describe('actionDataUrl', () => {
  it("is React Router's single-fetch address of the route: its path with .data, the root's _root.data", () => {
    expect(actionDataUrl('/instantaccount/ind/r')).toBe('/instantaccount/ind/r.data');
    expect(actionDataUrl('/instantaccount/')).toBe('/instantaccount.data');
    expect(actionDataUrl('/')).toBe('/_root.data');
  });
});
