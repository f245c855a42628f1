import { describe, expect, it } from 'vitest';
import { formatBytes, formatUptime } from './admin-stats.ts';

describe('formatUptime', () => {
  it('shows days, hours and minutes', () => {
    // 90,061 s = 1 day (86,400) + 1 hour (3,600) + 1 minute (60) + 1 s, the second dropped.
    expect(formatUptime(90_061)).toBe('1d 1h 1m');
    // 7,380 s = 2 h (7,200) + 3 min (180).
    expect(formatUptime(7_380)).toBe('2h 3m');
    // 59 s is under a minute.
    expect(formatUptime(59)).toBe('0m');
    expect(formatUptime(-5)).toBe('0m');
    // 172,800 s = exactly 2 days.
    expect(formatUptime(172_800)).toBe('2d 0h 0m');
  });
});

describe('formatBytes', () => {
  it('uses binary units with one decimal', () => {
    expect(formatBytes(512)).toBe('512 B');
    // 1,536 / 1,024 = 1.5 KB.
    expect(formatBytes(1_536)).toBe('1.5 KB');
    // 8,000,000 / 1,048,576 = 7.629... MB.
    expect(formatBytes(8_000_000)).toBe('7.6 MB');
    // 3 x 1,073,741,824 = 3 GB.
    expect(formatBytes(3_221_225_472)).toBe('3.0 GB');
    expect(formatBytes(0)).toBe('0 B');
  });
});
