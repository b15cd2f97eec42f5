import { isIP } from 'node:net';
import type { Clock } from '../clock';
import { networkMatcher } from './allowed-networks';
import { hostnameOf, postTo } from './pinned-post';
import { type ResolvedAddress, type Resolver, systemResolver } from './resolver';
import { signBody } from './signature';
import { specialPurposeOf } from './special-addresses';

/** Where the bank may call a partner: its own network's ranges beside the public internet, and whether http is refused. */
export interface OutboundPolicy {
  allowedNetworks: readonly string[];
  httpsOnly: boolean;
}

/** A call the policy refuses: nothing was sent. The message names the host, never the URL's path or query. */
export class OutboundRefused extends Error {
  override name = 'OutboundRefused';
}

export interface SignedPost {
  body: string;
  /** The keys the body is signed with (X-Signature): at least one, or nothing is sent. */
  secrets: readonly string[];
  headers?: Readonly<Record<string, string>>;
  timeoutMs: number;
}

/**
 * The bank's calls to partners' endpoints (the insurer's status reports), which a partner's
 * answer or its DNS must not turn against the bank's own network:
 * - https only when the policy says so (production); no credentials in the URL;
 * - the host is resolved once, every address it gives is checked (loopback, private,
 *   link-local, unique-local and the other special-purpose blocks are refused, IPv4-mapped IPv6
 *   included) unless it is in the allowed networks, and the connection goes to the checked
 *   address (a rebinding DNS gets no second question);
 * - a redirect is never followed: the caller gets the 3xx status as any other answer;
 * - the body is signed with the partner's secrets, and nothing is sent without one.
 */
export function createOutboundHttp(deps: { policy: OutboundPolicy; clock: Clock; resolve?: Resolver }) {
  const { policy, clock } = deps;
  const resolve = deps.resolve ?? systemResolver;
  const allowed = networkMatcher(policy.allowedNetworks);

  function targetOf(text: string): URL {
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      throw new OutboundRefused('not a URL');
    }
    if (url.protocol !== 'https:' && (policy.httpsOnly || url.protocol !== 'http:'))
      throw new OutboundRefused(
        `${url.protocol} refused: ${policy.httpsOnly ? 'https' : 'http or https'} only`,
      );
    if (url.username || url.password) throw new OutboundRefused('credentials in the URL are never sent');
    return url;
  }

  /** Rejects when `signal` aborts first (a resolver that never answers holds no attempt). */
  const resolveBefore = (hostname: string, signal: AbortSignal) =>
    new Promise<readonly ResolvedAddress[]>((answer, reject) => {
      if (signal.aborted) reject(signal.reason);
      signal.addEventListener('abort', () => reject(signal.reason), { once: true });
      resolve(hostname).then(answer, reject);
    });

  async function checkedDestination(hostname: string, signal: AbortSignal): Promise<ResolvedAddress> {
    const literal = isIP(hostname);
    const addresses: readonly ResolvedAddress[] = literal
      ? [{ address: hostname, family: literal }]
      : await resolveBefore(hostname, signal);
    const [first] = addresses;
    if (!first) throw new OutboundRefused(`${hostname} resolves to no address`);
    // One refused address refuses the name: a mixed answer is how a rebinding starts.
    for (const { address } of addresses) {
      const special = allowed(address) ? undefined : specialPurposeOf(address);
      if (special) {
        throw new OutboundRefused(
          literal ? `${address} is ${special}` : `${hostname} resolves to ${address}: ${special}`,
        );
      }
    }
    return first;
  }

  return {
    /** POSTs a signed JSON body; answers the status (a 3xx is an answer like a 500), or throws when refused or unreachable. */
    async postSigned(target: string, call: SignedPost): Promise<{ status: number }> {
      if (call.secrets.length === 0) throw new OutboundRefused('no signing secret: nothing is sent unsigned');
      const url = targetOf(target);
      const signal = AbortSignal.timeout(call.timeoutMs);
      const destination = await checkedDestination(hostnameOf(url), signal);
      const headers = {
        ...call.headers,
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(call.body)),
        'x-signature': signBody(call.body, call.secrets, Math.floor(clock.now().getTime() / 1000)),
      };
      return postTo(url, destination, { headers, body: call.body, signal });
    },
  };
}

export type OutboundHttp = ReturnType<typeof createOutboundHttp>;
