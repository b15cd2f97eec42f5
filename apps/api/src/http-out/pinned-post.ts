import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import type { ResolvedAddress } from './resolver';

/** The host without the brackets an IPv6 address is written in. */
export const hostnameOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/** A lookup that answers the checked address: the connection goes there, with no second resolution. */
const pinnedTo =
  (destination: ResolvedAddress): LookupFunction =>
  (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: destination.address, family: destination.family }]);
    else callback(null, destination.address, destination.family);
  };

/**
 * POSTs to `url` over a connection to `destination` (an address already checked), keeping the
 * host name for the Host header and the certificate's check. Answers the status as it comes: a
 * redirect is not followed, the body is not read.
 */
export function postTo(
  url: URL,
  destination: ResolvedAddress,
  call: { headers: Record<string, string>; body: string; signal: AbortSignal },
): Promise<{ status: number }> {
  return new Promise((answer, reject) => {
    const request = (url.protocol === 'https:' ? httpsRequest : httpRequest)(
      {
        protocol: url.protocol,
        hostname: hostnameOf(url),
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        method: 'POST',
        headers: call.headers,
        // A connection of its own: nothing pooled for another host or address is reused.
        agent: false,
        signal: call.signal,
        lookup: pinnedTo(destination),
      },
      (response) => {
        response.destroy();
        answer({ status: response.statusCode ?? 0 });
      },
    );
    request.on('error', reject);
    request.end(call.body);
  });
}
