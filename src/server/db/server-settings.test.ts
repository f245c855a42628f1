import { describe, expect, it } from 'vitest';
import { serverSettingWarnings } from './server-settings.ts';

describe('serverSettingWarnings', () => {
  it('says nothing for a server with both on, or one that did not report them', () => {
    expect(serverSettingWarnings({ autovacuum: 'on', track_counts: 'on' })).toEqual([]);
    expect(serverSettingWarnings({})).toEqual([]);
  });

  it('warns once for autovacuum off, with how to turn it on', () => {
    const warnings = serverSettingWarnings({ autovacuum: 'off', track_counts: 'on' });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^PostgreSQL runs with autovacuum = off: /);
    expect(warnings[0]).toContain('ALTER SYSTEM SET autovacuum = on');
  });

  it('warns for track_counts off, which stops autovacuum too', () => {
    const warnings = serverSettingWarnings({ autovacuum: 'on', track_counts: 'off' });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^PostgreSQL runs with track_counts = off: autovacuum cannot tell/);
  });

  it('warns for each when both are off', () => {
    expect(serverSettingWarnings({ autovacuum: 'off', track_counts: 'off' })).toHaveLength(2);
  });
});
