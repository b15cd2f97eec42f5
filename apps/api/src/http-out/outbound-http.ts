import { lookup } from 'node:dns/promises';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import type { Clock } from '../clock';
import { networkMatcher } from './allowed-networks';
import { signBody } from './signature';
import { specialPurposeOf } from './special-addresses';

/** One address a host name resolves to. */
export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Every address of a host name (the system's resolver; tests give their own). */
export type Resolver = (hostname: string) => Promise<readonly ResolvedAddress[]>;

export const systemResolver: Resolver = (hostname) => lookup(hostname, { all: true, verbatim: true });

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

/** The host without the brackets an IPv6 address is written in. */
const hostnameOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/** Rejects when `signal` aborts first (a resolver that never answers holds no attempt). */
function beforeAbort<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    promise.then(resolve, reject);
  });
}

/** A lookup that answers the checked address: the connection goes there, with no second resolution. */
const pinnedTo =
  (destination: ResolvedAddress): LookupFunction =>
  (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: destination.address, family: destination.family }]);
    else callback(null, destination.address, destination.family);
  };

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

  async function checkedDestination(hostname: string, signal: AbortSignal): Promise<ResolvedAddress> {
    const literal = isIP(hostname);
    const addresses: readonly ResolvedAddress[] = literal
      ? [{ address: hostname, family: literal }]
      : await beforeAbort(resolve(hostname), signal);
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

  function send(
    url: URL,
    destination: ResolvedAddress,
    headers: Record<string, string>,
    body: string,
    signal: AbortSignal,
  ) {
    return new Promise<{ status: number }>((resolveAnswer, reject) => {
      const request = (url.protocol === 'https:' ? httpsRequest : httpRequest)(
        {
          protocol: url.protocol,
          hostname: hostnameOf(url),
          port: url.port || undefined,
          path: `${url.pathname}${url.search}`,
          method: 'POST',
          headers,
          agent: false,
          signal,
          lookup: pinnedTo(destination),
        },
        (response) => {
          // Only the status counts; the body is not read (nor followed, for a 3xx).
          response.destroy();
          resolveAnswer({ status: response.statusCode ?? 0 });
        },
      );
      request.on('error', reject);
      request.end(body);
    });
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
      return send(url, destination, headers, call.body, signal);
    },
  };
}

export type OutboundHttp = ReturnType<typeof createOutboundHttp>;
