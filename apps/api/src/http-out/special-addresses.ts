import { BlockList, isIPv4, isIPv6 } from 'node:net';

type Range = readonly [network: string, prefix: number, what: string];

/** IANA's special-purpose IPv4 registry (RFC 6890 and after), with multicast and the reserved block. */
const IPV4_SPECIAL: readonly Range[] = [
  ['0.0.0.0', 8, '"this network"'],
  ['10.0.0.0', 8, 'private'],
  ['100.64.0.0', 10, 'shared address space'],
  ['127.0.0.0', 8, 'loopback'],
  ['169.254.0.0', 16, 'link-local'],
  ['172.16.0.0', 12, 'private'],
  ['192.0.0.0', 24, 'IETF protocol assignments'],
  ['192.0.2.0', 24, 'documentation'],
  ['192.31.196.0', 24, 'AS112'],
  ['192.52.193.0', 24, 'AMT'],
  ['192.88.99.0', 24, '6to4 relay anycast'],
  ['192.168.0.0', 16, 'private'],
  ['192.175.48.0', 24, 'AS112'],
  ['198.18.0.0', 15, 'benchmarking'],
  ['198.51.100.0', 24, 'documentation'],
  ['203.0.113.0', 24, 'documentation'],
  ['224.0.0.0', 4, 'multicast'],
  ['240.0.0.0', 4, 'reserved'],
];

/** IANA's special-purpose IPv6 registry; the blocks that carry an IPv4 address are read below. */
const IPV6_SPECIAL: readonly Range[] = [
  ['::', 128, 'unspecified'],
  ['::1', 128, 'loopback'],
  ['64:ff9b:1::', 48, 'local-use translation'],
  ['100::', 64, 'discard-only'],
  ['2001::', 23, 'IETF protocol assignments'],
  ['2001:db8::', 32, 'documentation'],
  ['3fff::', 20, 'documentation'],
  ['5f00::', 16, 'segment routing'],
  ['fc00::', 7, 'unique-local'],
  ['fe80::', 10, 'link-local'],
  ['fec0::', 10, 'site-local'],
  ['ff00::', 8, 'multicast'],
];

function rangesOf(ranges: readonly Range[], family: 'ipv4' | 'ipv6') {
  return ranges.map(([network, prefix, what]) => {
    const list = new BlockList();
    list.addSubnet(network, prefix, family);
    return { list, what: `${what} (${network}/${prefix})` };
  });
}
const V4 = rangesOf(IPV4_SPECIAL, 'ipv4');
const V6 = rangesOf(IPV6_SPECIAL, 'ipv6');
const GLOBAL_UNICAST = new BlockList();
GLOBAL_UNICAST.addSubnet('2000::', 3, 'ipv6');

/** The eight 16-bit words of an IPv6 address (the URL parser writes it canonically first). */
function wordsOf(address: string): number[] {
  const canonical = new URL(`http://[${address}]/`).hostname.slice(1, -1);
  const [head = '', tail] = canonical.split('::');
  const words = (part: string) => (part ? part.split(':').map((word) => Number.parseInt(word, 16)) : []);
  const left = words(head);
  if (tail === undefined) return left;
  const right = words(tail);
  return [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
}

const ipv4Of = (high: number, low: number) => `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;

/** The IPv4 address an IPv6 one stands for: IPv4-mapped, NAT64's well-known prefix, 6to4. */
function embeddedIpv4(words: number[]): { address: string; how: string } | undefined {
  const [w0, w1, w2, w3, w4, w5, w6 = 0, w7 = 0] = words;
  if (w0 === 0 && w1 === 0 && w2 === 0 && w3 === 0 && w4 === 0 && w5 === 0xffff)
    return { address: ipv4Of(w6, w7), how: 'IPv4-mapped' };
  if (w0 === 0x64 && w1 === 0xff9b && w2 === 0 && w3 === 0 && w4 === 0 && w5 === 0)
    return { address: ipv4Of(w6, w7), how: 'NAT64' };
  if (w0 === 0x2002) return { address: ipv4Of(w1 ?? 0, w2 ?? 0), how: '6to4' };
  return undefined;
}

/**
 * What makes an address one the bank must not call on a partner's behalf (loopback, private,
 * link-local, unique-local, multicast, documentation and the other special-purpose blocks), or
 * undefined for a public unicast address. An IPv6 address carrying an IPv4 one is judged by the
 * IPv4 address; an IPv6 address outside global unicast (2000::/3) is refused whatever it is.
 */
export function specialPurposeOf(address: string): string | undefined {
  if (isIPv4(address)) return V4.find(({ list }) => list.check(address, 'ipv4'))?.what;
  // A scoped address (fe80::1%eth0) names an interface of this machine.
  if (!isIPv6(address) || address.includes('%')) return 'not a routable address';
  const words = wordsOf(address);
  const embedded = embeddedIpv4(words);
  if (embedded) {
    const what = specialPurposeOf(embedded.address);
    return what && `${what}, ${embedded.how}`;
  }
  const special = V6.find(({ list }) => list.check(address, 'ipv6'))?.what;
  if (special) return special;
  return GLOBAL_UNICAST.check(address, 'ipv6') ? undefined : 'not global unicast (2000::/3)';
}
