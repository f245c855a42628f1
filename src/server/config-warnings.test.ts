import { describe, expect, it } from 'vitest';
import { configWarnings, loadConfig } from './config.ts';

const warningsWith = (env: Record<string, string>) =>
  configWarnings(loadConfig({ NODE_ENV: 'test', ...env }));

describe('configWarnings', () => {
  it('warns of TRUST_PROXY=true, saying why and what to set instead', () => {
    const [warning, ...others] = warningsWith({ TRUST_PROXY: 'true' });
    expect(others).toEqual([]);
    expect(warning).toContain('TRUST_PROXY=true believes X-Forwarded-For from any client');
    expect(warning).toContain('anyone can then claim another address');
    expect(warning).toContain('TRUST_PROXY=10.0.0.5');
  });

  it('says nothing of a list of proxy addresses, of false, or of no TRUST_PROXY', () => {
    expect(warningsWith({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16' })).toEqual([]);
    expect(warningsWith({ TRUST_PROXY: 'false' })).toEqual([]);
    expect(warningsWith({})).toEqual([]);
  });
});
