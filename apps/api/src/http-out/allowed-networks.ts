import { BlockList, isIP } from 'node:net';

interface Network {
  address: string;
  prefix: number;
  family: 'ipv4' | 'ipv6';
}

/** "10.20.0.0/16", "fd12:3456::/48" or a single address; undefined when it is neither. */
export function parseNetwork(entry: string): Network | undefined {
  const [address = '', prefixText, ...rest] = entry.trim().split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return undefined;
  const bits = version === 4 ? 32 : 128;
  const prefix = prefixText === undefined ? bits : Number(prefixText);
  if (!/^\d{1,3}$/.test(prefixText ?? String(bits)) || prefix > bits) return undefined;
  return { address, prefix, family: version === 4 ? 'ipv4' : 'ipv6' };
}

export const isNetwork = (entry: string): boolean => parseNetwork(entry) !== undefined;

function listOf(networks: readonly Network[]): BlockList {
  const list = new BlockList();
  for (const { address, prefix, family } of networks) list.addSubnet(address, prefix, family);
  return list;
}

function parseAll(entries: readonly string[]): Network[] {
  return entries.map((entry) => {
    const network = parseNetwork(entry);
    if (!network) throw new Error(`not an address or CIDR range: ${entry}`);
    return network;
  });
}

/** Whether an address is in one of the networks (an IPv4-mapped IPv6 address counts as its IPv4 one). */
export function networkMatcher(entries: readonly string[]): (address: string) => boolean {
  const list = listOf(parseAll(entries));
  return (address) => {
    const version = isIP(address);
    return version !== 0 && list.check(address, version === 4 ? 'ipv4' : 'ipv6');
  };
}

/** The entries that share addresses with `reserved` (one holds the other's first address). */
export function overlapping(entries: readonly string[], reserved: readonly string[]): string[] {
  const reservedNetworks = parseAll(reserved);
  const inReserved = listOf(reservedNetworks);
  return entries.filter((entry) => {
    const network = parseNetwork(entry);
    if (!network) return false;
    const inEntry = listOf([network]);
    return (
      inReserved.check(network.address, network.family) ||
      reservedNetworks.some((other) => inEntry.check(other.address, other.family))
    );
  });
}
