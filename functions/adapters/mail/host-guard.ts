import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/** One address a host name resolves to. */
interface ResolvedAddress {
  readonly address: string;
  readonly family: 4 | 6;
}

/** Resolves a host name to all its addresses (node's `dns.lookup` with `all: true`). */
export type HostLookup = (host: string) => Promise<readonly ResolvedAddress[]>;

/** The host resolves to an address a user-given host may not reach (loopback, private, link-local, metadata). */
export class BlockedHostError extends Error {
  constructor(readonly host: string) {
    super(`The host ${host} resolves to a private or reserved address.`);
    this.name = 'BlockedHostError';
  }
}

/** The host name does not resolve. */
export class HostNotFoundError extends Error {
  constructor(readonly host: string) {
    super(`The host ${host} was not found.`);
    this.name = 'HostNotFoundError';
  }
}

const IPV4_BLOCKED: readonly [string, number][] = [
  ['0.0.0.0', 8], // "this" network
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, including the cloud metadata service 169.254.169.254
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved and broadcast
];

const IPV6_BLOCKED: readonly [string, number][] = [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['::ffff:0:0', 96], // IPv4-mapped: reaches the IPv4 address inside
  ['64:ff9b::', 96], // NAT64: reaches the IPv4 address inside
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local, including the metadata service fd00:ec2::254
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
];

// one list per family: a BlockList also matches IPv4 addresses against IPv4-mapped IPv6 rules
const blockedV4 = new BlockList();
const blockedV6 = new BlockList();
for (const [network, prefix] of IPV4_BLOCKED) blockedV4.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of IPV6_BLOCKED) blockedV6.addSubnet(network, prefix, 'ipv6');

/** True when a user-given host may not be reached at this address: loopback, private, link-local, metadata, reserved. */
export function isBlockedAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return blockedV4.check(address, 'ipv4');
  if (family === 6) return blockedV6.check(address, 'ipv6');
  return true;
}

/** node's resolver, every address of the host. */
const systemLookup: HostLookup = async (host) => {
  const answers = await dnsLookup(host, { all: true, verbatim: true });
  return answers.map((answer) => ({ address: answer.address, family: answer.family === 6 ? 6 : 4 }));
};

interface ResolveOptions {
  /** reach private and loopback addresses too: local runs and tests only (`ALLOW_PRIVATE_SMTP_HOSTS=true`) */
  readonly allowPrivate: boolean;
  readonly lookup?: HostLookup;
}

/**
 * Resolves a user-given host once and answers the address to connect to, so the check and the
 * connection see the same address (no second lookup that a rebinding DNS server could answer
 * differently). Refuses the host when any of its addresses is private or reserved, unless allowed.
 *
 * @throws HostNotFoundError when the name does not resolve; BlockedHostError when it is refused.
 */
export async function resolvePublicHost(host: string, options: ResolveOptions): Promise<ResolvedAddress> {
  const literal = isIP(host);
  let addresses: readonly ResolvedAddress[];
  if (literal !== 0) {
    addresses = [{ address: host, family: literal === 6 ? 6 : 4 }];
  } else {
    try {
      addresses = await (options.lookup ?? systemLookup)(host);
    } catch {
      throw new HostNotFoundError(host);
    }
  }
  const first = addresses[0];
  if (!first) throw new HostNotFoundError(host);
  if (!options.allowPrivate && addresses.some((entry) => isBlockedAddress(entry.address))) throw new BlockedHostError(host);
  return first;
}

/** A mail server's host checked for a connection: the address to connect to, or why it may not be. */
type CheckedMailHost =
  { readonly ok: true; readonly address: string } | { readonly ok: false; readonly failure: 'BLOCKED_HOST' | 'HOST_NOT_FOUND' };

/** {@link resolvePublicHost} for a mail server (SMTP, IMAP): its refusals as answers, other errors thrown. */
export async function checkMailHost(host: string, options: ResolveOptions): Promise<CheckedMailHost> {
  try {
    const { address } = await resolvePublicHost(host, options);
    return { ok: true, address };
  } catch (error) {
    if (error instanceof BlockedHostError) return { ok: false, failure: 'BLOCKED_HOST' };
    if (error instanceof HostNotFoundError) return { ok: false, failure: 'HOST_NOT_FOUND' };
    throw error;
  }
}
