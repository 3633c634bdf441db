// @ts-check
import { describe, expect, it } from 'vitest';
import { fragmentTiming, readFragmentTiming } from './fragmentTiming.mjs';

describe("a data page's Server-Timing entry", () => {
  it('reads back what the server wrote, among other entries or none', () => {
    expect(readFragmentTiming(fragmentTiming('deploy:deadline', 250.04))).toEqual({
      source: 'deploy:deadline',
      waited: 250,
    });
    expect(readFragmentTiming(`api;dur=3.2, ${fragmentTiming('request', 12.345)}`)).toEqual({
      source: 'request',
      waited: 12.3,
    });
    expect(readFragmentTiming('api;dur=3.2')).toBeUndefined();
    expect(readFragmentTiming(undefined)).toBeUndefined();
  });
});
