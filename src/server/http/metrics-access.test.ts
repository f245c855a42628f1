import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { metricsAccess, parseAllowList } from './metrics-access.ts';

const TOKEN = 'a-metrics-token-of-32-characters';

describe('METRICS_ALLOW', () => {
  it('reads addresses and CIDR blocks of both families, and names the entries it cannot read', () => {
    expect(parseAllowList('10.0.0.0/8, 192.0.2.7,::1 , fd00::/8').invalid).toEqual([]);
    expect(parseAllowList(undefined).invalid).toEqual([]);
    expect(parseAllowList('').invalid).toEqual([]);
    expect(parseAllowList('10.0.0.0/33,localhost,10.0.0.1/8/2,::1/129,10.0.0.0/x').invalid).toEqual([
      '10.0.0.0/33',
      'localhost',
      '10.0.0.1/8/2',
      '::1/129',
      '10.0.0.0/x',
    ]);
  });

  it('fails the configuration with the variable named', () => {
    expect(() => loadConfig({ METRICS_ALLOW: '10.0.0.0/8,prometheus' })).toThrow(
      'METRICS_ALLOW: must be comma-separated IP addresses or CIDR blocks, e.g. 10.0.0.0/8,::1',
    );
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(
      'METRICS_TOKEN: must be at least 16 characters',
    );
  });
});

describe('who may read the metrics', () => {
  const { allow } = parseAllowList('10.0.0.0/8,192.0.2.7,fd00::/8');

  it.each([
    ['10.255.255.255', 200],
    ['10.0.0.0', 200],
    ['11.0.0.0', 401],
    ['192.0.2.7', 200],
    ['192.0.2.8', 401],
    ['::ffff:10.1.2.3', 200],
    ['::ffff:11.1.2.3', 401],
    ['fd00::1', 200],
    ['fe80::1', 401],
    ['not an address', 401],
  ] as const)('%s without a token: %i', (ip, status) => {
    expect(metricsAccess({ allow, token: TOKEN }, { ip })).toBe(status);
  });

  it('lets the bearer of the token in from anywhere, and no other', () => {
    const ip = '203.0.113.9';
    expect(metricsAccess({ allow, token: TOKEN }, { ip, authorization: `Bearer ${TOKEN}` })).toBe(200);
    expect(metricsAccess({ allow, token: TOKEN }, { ip, authorization: `bearer ${TOKEN}` })).toBe(200);
    expect(metricsAccess({ allow, token: TOKEN }, { ip, authorization: `Bearer ${TOKEN.slice(1)}` })).toBe(
      401,
    );
    expect(metricsAccess({ allow, token: TOKEN }, { ip, authorization: `Basic ${TOKEN}` })).toBe(401);
    expect(metricsAccess({ allow, token: TOKEN }, { ip, authorization: TOKEN })).toBe(401);
  });

  it('answers 403 when no token is configured: nothing a client sends can let it in', () => {
    expect(metricsAccess({ allow }, { ip: '203.0.113.9', authorization: `Bearer ${TOKEN}` })).toBe(403);
    expect(metricsAccess({ allow }, { ip: '10.1.1.1' })).toBe(200);
    expect(metricsAccess({ allow: parseAllowList(undefined).allow }, { ip: '127.0.0.1' })).toBe(403);
  });
});
