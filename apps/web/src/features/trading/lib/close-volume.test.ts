import { describe, expect, it } from 'vitest';
import { closeVolumeError } from './close-volume.ts';

describe('volume to close', () => {
  it('part of a position in whole steps, when checked, then accepted', () => {
    expect(closeVolumeError('0.3', 1, undefined)).toBeNull();
    expect(closeVolumeError('1', 1, undefined)).toBeNull();
  });

  it('more than the position, off the step, or zero, when checked, then a message the trader can act on', () => {
    expect(closeVolumeError('1.5', 1, undefined)).toBe('You can close at most 1 lots.');
    expect(closeVolumeError('0.015', 1, undefined)).toBe('Volume must be in steps of 0.01.');
    expect(closeVolumeError('0', 1, undefined)).toBe('Enter the volume to close.');
  });
});
