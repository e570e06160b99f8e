import { describe, expect, it } from 'vitest';
import { countWords, formatDurationSeconds, formatFileSizeKb, formatVoiceDuration, formatWallDuration } from './format';

describe('duration and size formats (spec §3, §8, §9)', () => {
  it('shows a call duration in seconds with one decimal, and 0s when missing', () => {
    expect(formatDurationSeconds(2300)).toBe('2.3s');
    expect(formatDurationSeconds(2349)).toBe('2.3s');
    expect(formatDurationSeconds(61_000)).toBe('61.0s');
    expect(formatDurationSeconds(0)).toBe('0s');
    expect(formatDurationSeconds(undefined)).toBe('0s');
    expect(formatDurationSeconds(null)).toBe('0s');
    expect(formatDurationSeconds(Number.NaN)).toBe('0s');
    expect(formatDurationSeconds(-5)).toBe('0s');
  });

  it('shows wall duration as minutes and seconds, and 0m 0s when missing', () => {
    expect(formatWallDuration(125_400)).toBe('2m 5s');
    expect(formatWallDuration(59_600)).toBe('1m 0s');
    expect(formatWallDuration(4_000)).toBe('0m 4s');
    expect(formatWallDuration(undefined)).toBe('0m 0s');
    expect(formatWallDuration(0)).toBe('0m 0s');
  });

  it('shows voice durations in seconds under a minute and minutes and seconds from 60 s', () => {
    expect(formatVoiceDuration(45)).toBe('45s');
    expect(formatVoiceDuration(59.4)).toBe('59s');
    expect(formatVoiceDuration(60)).toBe('1m 0s');
    expect(formatVoiceDuration(65)).toBe('1m 5s');
    expect(formatVoiceDuration(3725)).toBe('62m 5s');
    expect(formatVoiceDuration(undefined)).toBe('0s');
  });

  it('shows file sizes in KB, rounded', () => {
    expect(formatFileSizeKb(2560)).toBe('3 KB');
    expect(formatFileSizeKb(1000)).toBe('1 KB');
    expect(formatFileSizeKb(0)).toBe('0 KB');
  });

  it('counts words as runs of non-space characters', () => {
    expect(countWords('  one two\nthree  ')).toBe(3);
    expect(countWords('')).toBe(0);
  });
});
