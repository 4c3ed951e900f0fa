import { BlockList, isIP } from 'node:net';
import { lookup } from 'node:dns/promises';
import { DomainError, validationFailed } from '../shared/errors';

const forbidden = new BlockList();
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
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  forbidden.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  forbidden.addSubnet(network, prefix, 'ipv6');

/**
 * Loopback, private, link-local, carrier-grade NAT, multicast and reserved addresses (BlockList also judges
 * IPv4-mapped IPv6 by the IPv4 rules).
 */
export function isForbiddenAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  return forbidden.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** The URL's host without the brackets of an IPv6 literal. */
export const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');

const refuse = (message: string) => new DomainError('webhook_url_forbidden', message);

/**
 * Registration check: https only and no private targets, judged on every address the host
 * resolves to. The development setting allows http and private targets, for receivers on this machine.
 */
export async function checkWebhookUrl(raw: string, allowPrivateTargets: boolean): Promise<string> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw validationFailed('The webhook URL is not a valid absolute URL.', [
      { field: 'body.url', code: 'format', message: 'url must be an absolute URL' },
    ]);
  }
  const schemes = allowPrivateTargets ? ['https:', 'http:'] : ['https:'];
  if (!schemes.includes(url.protocol)) throw refuse('Webhook URLs must use https.');
  if (url.username || url.password) throw refuse('Webhook URLs must not carry credentials.');
  if (allowPrivateTargets) return url.toString();
  const host = hostOf(url);
  const addresses = isIP(host) ? [host] : await resolveAll(host);
  if (addresses.some(isForbiddenAddress))
    throw refuse('Webhook URLs must not point at private, loopback or link-local addresses.');
  return url.toString();
}

async function resolveAll(host: string): Promise<string[]> {
  try {
    return (await lookup(host, { all: true })).map((a) => a.address);
  } catch {
    throw refuse(`The webhook host ${host} does not resolve.`);
  }
}
