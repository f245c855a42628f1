import dns from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Server-side request forgery (ADR 019): a webhook must not reach the server's own network (loopback, private,
 * link-local: the cloud metadata address among them, carrier-grade NAT, multicast, reserved), unless the install
 * says so (WEBHOOK_ALLOW_PRIVATE=true, on-premise receivers and tests).
 */
const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  blocked.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const)
  blocked.addSubnet(network, prefix, 'ipv6');

export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return blocked.check(mapped[1]!, 'ipv4');
  const family = isIP(address);
  if (family === 0) return true; // not an address: refuse rather than guess
  return blocked.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export const PRIVATE_ADDRESS_MESSAGE =
  'This URL leads to a private, loopback or link-local address. Set WEBHOOK_ALLOW_PRIVATE=true to allow it.';

/** The URL's host as the network sees it (brackets of an IPv6 literal removed). */
function hostOf(url: string): string {
  return new URL(url).hostname.replace(/^\[(.*)\]$/, '$1');
}

/** Whether the URL's host is, or resolves to, a private address (every address it resolves to is checked). */
export async function leadsToPrivateAddress(url: string): Promise<boolean> {
  const host = hostOf(url);
  if (isIP(host)) return isPrivateAddress(host);
  try {
    const addresses = await dns.promises.lookup(host, { all: true });
    return addresses.some((entry) => isPrivateAddress(entry.address));
  } catch {
    return false; // unresolvable now: the delivery's own lookup is guarded again at connection time
  }
}

/**
 * A lookup for the HTTP request that refuses private addresses at connection time, so a name that resolved to a
 * public address when registered cannot be re-pointed at the internal network later (DNS rebinding).
 */
export const guardedLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 0);
    const list = addresses as dns.LookupAddress[];
    const safe = list.filter((entry) => !isPrivateAddress(entry.address));
    if (safe.length === 0) return callback(new Error(PRIVATE_ADDRESS_MESSAGE), '', 0);
    if (options.all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, safe);
    return callback(null, safe[0]!.address, safe[0]!.family);
  });
};

/** An IP literal in the URL skips the lookup entirely: checked here before connecting. */
export function literalPrivateHost(url: string): boolean {
  const host = hostOf(url);
  return isIP(host) !== 0 && isPrivateAddress(host);
}
