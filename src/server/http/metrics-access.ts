import { timingSafeEqual } from 'node:crypto';
import net from 'node:net';

/**
 * Who may read `/metrics` (ADR 044): a client whose address is in METRICS_ALLOW (addresses and CIDR blocks,
 * comma-separated), or one that sends `Authorization: Bearer <METRICS_TOKEN>`. The page shows the routes'
 * traffic and the database pool, nothing personal, but it is still not for everyone.
 */
export interface MetricsAccess {
  allow: net.BlockList;
  token?: string;
}

/** A METRICS_ALLOW entry: "10.0.0.5", "::1", "10.0.0.0/8" or "fd00::/8". */
function addEntry(list: net.BlockList, entry: string): boolean {
  const [address, prefix, ...rest] = entry.split('/');
  const family = net.isIP(address ?? '');
  if (!family || rest.length > 0) return false;
  const type = family === 6 ? 'ipv6' : 'ipv4';
  if (prefix === undefined) {
    list.addAddress(address!, type);
    return true;
  }
  const bits = Number(prefix);
  if (!/^\d{1,3}$/.test(prefix) || bits > (family === 6 ? 128 : 32)) return false;
  list.addSubnet(address!, bits, type);
  return true;
}

/** Parses METRICS_ALLOW; the entries it cannot read, for the configuration's error message. */
export function parseAllowList(text: string | undefined): { allow: net.BlockList; invalid: string[] } {
  const allow = new net.BlockList();
  const invalid: string[] = [];
  for (const entry of (text ?? '').split(',').map((part) => part.trim())) {
    if (entry && !addEntry(allow, entry)) invalid.push(entry);
  }
  return { allow, invalid };
}

/** An IPv4 client on a dual-stack socket arrives as "::ffff:10.0.0.5": it is checked as 10.0.0.5 too. */
function allowed(list: net.BlockList, address: string): boolean {
  const family = net.isIP(address);
  if (!family) return false;
  if (list.check(address, family === 6 ? 'ipv6' : 'ipv4')) return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  return mapped !== undefined && list.check(mapped, 'ipv4');
}

function tokenMatches(expected: string, authorization: string | undefined): boolean {
  const given = /^Bearer (.+)$/i.exec(authorization ?? '')?.[1];
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * 200 for an allowed address or the right token; otherwise 401 when a token could let the client in (none or a
 * wrong one was sent), 403 when nothing could (no token is configured).
 */
export function metricsAccess(
  access: MetricsAccess,
  request: { ip: string; authorization?: string },
): 200 | 401 | 403 {
  if (access.token && tokenMatches(access.token, request.authorization)) return 200;
  if (allowed(access.allow, request.ip)) return 200;
  return access.token ? 401 : 403;
}
