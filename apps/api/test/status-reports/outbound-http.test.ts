import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/clock';
import { createOutboundHttp, type OutboundPolicy } from '../../src/http-out/outbound-http';
import type { ResolvedAddress, Resolver } from '../../src/http-out/resolver';
import { verifySignature } from '../../src/http-out/signature';
import { specialPurposeOf } from '../../src/http-out/special-addresses';

const clock = fixedClock(new Date('2026-11-28T09:00:00Z'));
const SECRET = 'secret-of-the-insurer-0123456789abcdef';
const NO_NETWORK: OutboundPolicy = { allowedNetworks: [], httpsOnly: false };
const LOOPBACK_ALLOWED: OutboundPolicy = { allowedNetworks: ['127.0.0.0/8', '::1/128'], httpsOnly: false };

/** A resolver that answers what the test says, and counts the questions. */
function resolverAnswering(...answers: (readonly string[])[]) {
  const asked: string[] = [];
  const resolve: Resolver = async (hostname) => {
    asked.push(hostname);
    const addresses = answers[Math.min(asked.length, answers.length) - 1] ?? [];
    return addresses.map((address): ResolvedAddress => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return { resolve, asked };
}

describe('which addresses a call to a partner may never reach', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.254', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'link-local'],
    ['100.64.0.1', 'shared address space'],
    ['0.0.0.0', '"this network"'],
    ['192.0.2.10', 'documentation'],
    ['198.18.0.1', 'benchmarking'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'reserved'],
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['fe80::1', 'link-local'],
    ['fd00::1', 'unique-local'],
    ['fc00::5', 'unique-local'],
    ['ff02::1', 'multicast'],
    ['2001:db8::1', 'documentation'],
    ['2001::1', 'IETF protocol assignments'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:10.0.0.1', 'private'],
    ['::ffff:169.254.169.254', 'link-local'],
    ['64:ff9b::a00:1', 'private'],
    ['2002:a9fe:a9fe::1', 'link-local'],
    ['::127.0.0.1', 'not global unicast'],
    ['fe80::1%eth0', 'not a routable address'],
  ])('refuses %s (%s)', (address, what) => {
    expect(specialPurposeOf(address)).toContain(what);
  });

  it.each([
    '93.184.216.34',
    '8.8.8.8',
    '172.32.0.1',
    '2a00:1450:4007:80e::200e',
    '::ffff:93.184.216.34',
    '64:ff9b::5db8:d822',
  ])('lets the public address %s through', (address) => {
    expect(specialPurposeOf(address)).toBeUndefined();
  });
});

describe('the outbound guard', () => {
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  let port = 0;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(204).end();
    });
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterEach(() => {
    received.length = 0;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const post = (policy: OutboundPolicy, resolve: Resolver, url: string, secrets = [SECRET]) =>
    createOutboundHttp({ policy, clock, resolve }).postSigned(url, {
      body: '{"id":"r-1"}',
      secrets,
      headers: { 'x-event-id': 'r-1' },
      timeoutMs: 2_000,
    });

  it.each([
    ['127.0.0.1', 'loopback'],
    ['10.0.0.7', 'private'],
    ['169.254.169.254', 'link-local'],
    ['::1', 'loopback'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['fd12:3456::1', 'unique-local'],
  ])('refuses a host name resolving to %s, and sends nothing', async (address, what) => {
    const dns = resolverAnswering([address]);
    await expect(post(NO_NETWORK, dns.resolve, `http://insurer.example:${port}/reports`)).rejects.toThrow(
      `insurer.example resolves to ${address}: ${what}`,
    );
    expect(received).toEqual([]);
  });

  it('refuses a name when any of its addresses is refused (a public one beside loopback)', async () => {
    const dns = resolverAnswering(['93.184.216.34', '127.0.0.1']);
    await expect(post(NO_NETWORK, dns.resolve, `http://insurer.example:${port}/`)).rejects.toThrow(
      /resolves to 127\.0\.0\.1: loopback/,
    );
    expect(received).toEqual([]);
  });

  it('refuses an address written in the URL itself, resolving nothing', async () => {
    const dns = resolverAnswering(['93.184.216.34']);
    for (const url of [
      `http://127.0.0.1:${port}/`,
      `http://[::1]:${port}/`,
      'http://169.254.169.254/latest',
    ]) {
      await expect(post(NO_NETWORK, dns.resolve, url)).rejects.toThrow(/is (loopback|link-local)/);
    }
    expect(dns.asked).toEqual([]);
    expect(received).toEqual([]);
  });

  it('reaches the bank’s own network through the allow-list, signed, with the host name kept', async () => {
    const dns = resolverAnswering(['127.0.0.1']);
    const answer = await post(LOOPBACK_ALLOWED, dns.resolve, `http://insurer.example:${port}/reports?x=1`);
    expect(answer).toEqual({ status: 204 });
    expect(received).toHaveLength(1);
    const [call] = received;
    expect(call?.headers.host).toBe(`insurer.example:${port}`);
    expect(call?.headers['x-event-id']).toBe('r-1');
    expect(call?.headers['content-type']).toBe('application/json');
    const now = Math.floor(clock.now().getTime() / 1000);
    expect(verifySignature(call?.headers['x-signature'] as string, call?.body ?? '', SECRET, now)).toBe(true);
  });

  it('connects to the address it checked: the name is resolved once, a rebinding answer is never asked for', async () => {
    // The first answer is allowed; any later one would point at the cloud's metadata service.
    const dns = resolverAnswering(['127.0.0.1'], ['169.254.169.254']);
    expect(await post(LOOPBACK_ALLOWED, dns.resolve, `http://rebind.example:${port}/`)).toEqual({
      status: 204,
    });
    expect(dns.asked).toEqual(['rebind.example']);
    expect(received).toHaveLength(1);
  });

  it('refuses plain http when https only (production), before resolving anything', async () => {
    const dns = resolverAnswering(['93.184.216.34']);
    await expect(
      post({ ...LOOPBACK_ALLOWED, httpsOnly: true }, dns.resolve, `http://insurer.example:${port}/`),
    ).rejects.toThrow('http: refused: https only');
    expect(dns.asked).toEqual([]);
  });

  it('sends nothing without a signing secret, nor to a URL carrying credentials or of another scheme', async () => {
    const dns = resolverAnswering(['127.0.0.1']);
    await expect(post(LOOPBACK_ALLOWED, dns.resolve, `http://insurer.example:${port}/`, [])).rejects.toThrow(
      'no signing secret',
    );
    await expect(
      post(LOOPBACK_ALLOWED, dns.resolve, `http://user:password@insurer.example:${port}/`),
    ).rejects.toThrow('credentials in the URL are never sent');
    await expect(post(LOOPBACK_ALLOWED, dns.resolve, 'file:///etc/passwd')).rejects.toThrow('file: refused');
    expect(dns.asked).toEqual([]);
    expect(received).toEqual([]);
  });

  it('gives up on a resolver that never answers when the attempt’s time is up', async () => {
    const never: Resolver = () => new Promise(() => {});
    const started = Date.now();
    await expect(
      createOutboundHttp({ policy: NO_NETWORK, clock, resolve: never }).postSigned('http://slow.example/', {
        body: '{}',
        secrets: [SECRET],
        timeoutMs: 200,
      }),
    ).rejects.toThrow(/timeout/i);
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
