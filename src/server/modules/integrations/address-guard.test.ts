import { describe, expect, it } from 'vitest';
import { isPrivateAddress, leadsToPrivateAddress, literalPrivateHost } from './address-guard.ts';

describe('isPrivateAddress', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    '::',
    'fe80::1',
    'fd12:3456::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
  ])('refuses %s', (address) => expect(isPrivateAddress(address)).toBe(true));

  it.each(['93.184.216.34', '8.8.8.8', '172.32.0.1', '2606:4700::1111', '::ffff:8.8.8.8'])(
    'allows %s',
    (address) => expect(isPrivateAddress(address)).toBe(false),
  );
});

describe('URLs', () => {
  it('sees private IP literals, IPv6 in brackets included', () => {
    expect(literalPrivateHost('http://127.0.0.1:8080/hook')).toBe(true);
    expect(literalPrivateHost('http://[::1]/hook')).toBe(true);
    expect(literalPrivateHost('https://93.184.216.34/hook')).toBe(false);
    expect(literalPrivateHost('https://example.com/hook')).toBe(false);
  });
  it('resolves names: localhost leads to loopback', async () => {
    expect(await leadsToPrivateAddress('http://localhost:9000/hook')).toBe(true);
    expect(await leadsToPrivateAddress('http://169.254.169.254/latest/meta-data')).toBe(true);
  });
});
