import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { INTEGRATION_MESSAGES } from 'shared-sdk/schemas';

/**
 * Where a webhook may be delivered (the SSRF guard). Checked when an endpoint is saved and again before every
 * delivery, since a name's addresses can change: https only (unless WEBHOOK_ALLOW_HTTP), and no name resolving to
 * loopback, private, link-local (the clouds' metadata service), CGNAT, multicast or reserved addresses (unless
 * WEBHOOK_ALLOW_PRIVATE_NETWORKS). A delivery connects to the very address checked here (see deliver.ts), so DNS
 * cannot answer differently between the check and the connection.
 */
export interface AddressRules {
  allowHttp: boolean;
  allowPrivateNetworks: boolean;
}

/** A checked target: connect to `address` (of `family`), name the host `url.hostname` (TLS, Host header). */
export interface CheckedTarget {
  url: URL;
  address: string;
  family: 4 | 6;
}

export type AddressCheck = { ok: true; target: CheckedTarget } | { ok: false; error: string };

export type Resolve = (hostname: string) => Promise<Array<{ address: string; family: number }>>;

const systemResolve: Resolve = (hostname) => lookup(hostname, { all: true, verbatim: true });

const REFUSED = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this" network
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, incl. 169.254.169.254 (cloud metadata)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, incl. broadcast
] as const) {
  REFUSED.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  // IPv4-mapped addresses (::ffff:0:0/96) are checked as the IPv4 address they carry (see mappedIpv4); a rule for
  // them here would refuse every IPv4 address, which BlockList also checks against IPv6 rules in that form.
  ['64:ff9b::', 96], // NAT64 of any IPv4 address
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local (private)
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  REFUSED.addSubnet(network, prefix, 'ipv6');
}

/** The IPv4 address an IPv4-mapped IPv6 address carries (`::ffff:127.0.0.1`, `::ffff:7f00:1`), else undefined. */
function mappedIpv4(address: string): string | undefined {
  const match = /^(?:::|(?:0{1,4}:){5})ffff:(.+)$/i.exec(address);
  if (!match) return undefined;
  const tail = match[1];
  if (isIP(tail) === 4) return tail;
  const hex = /^([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(tail);
  if (!hex) return undefined;
  const high = Number.parseInt(hex[1], 16);
  const low = Number.parseInt(hex[2], 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** Whether a webhook may connect to this IP address without WEBHOOK_ALLOW_PRIVATE_NETWORKS. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  if (family === 6) {
    const v4 = mappedIpv4(address);
    if (v4 !== undefined) return !REFUSED.check(v4, 'ipv4');
    return !REFUSED.check(address, 'ipv6');
  }
  return !REFUSED.check(address, 'ipv4');
}

/** Checks a webhook URL and resolves the address a delivery connects to. */
export async function checkWebhookUrl(rawUrl: string, rules: AddressRules, resolve: Resolve = systemResolve): Promise<AddressCheck> {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    return { ok: false, error: INTEGRATION_MESSAGES.invalidUrl };
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && rules.allowHttp)) {
    return { ok: false, error: url.protocol === 'http:' ? INTEGRATION_MESSAGES.urlNotHttps : INTEGRATION_MESSAGES.invalidUrl };
  }
  if (url.username || url.password) return { ok: false, error: INTEGRATION_MESSAGES.invalidUrl };
  // `[::1]` in a URL is the address ::1.
  const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  let addresses: Array<{ address: string; family: number }>;
  if (isIP(host) !== 0) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      addresses = await resolve(host);
    } catch {
      return { ok: false, error: INTEGRATION_MESSAGES.urlUnresolvable };
    }
  }
  if (addresses.length === 0) return { ok: false, error: INTEGRATION_MESSAGES.urlUnresolvable };
  // Every address the name has must be allowed: a name with one public and one private address is refused.
  if (!rules.allowPrivateNetworks && addresses.some(({ address }) => !isPublicAddress(address))) {
    return { ok: false, error: INTEGRATION_MESSAGES.urlPrivate };
  }
  const [first] = addresses;
  return { ok: true, target: { url, address: first.address, family: first.family === 6 ? 6 : 4 } };
}
