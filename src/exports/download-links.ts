import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { Config } from '../config';
import { keyringOf } from '../secrets/keyring';
import { DomainError } from '../shared/errors';

/** The link key of each master key: derived (HKDF), so the master key itself never signs anything readable. */
function linkKey(masterKey: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', masterKey, Buffer.alloc(0), 'commerce-service export download link', 32));
}

function signatureOf(masterKey: Buffer, exportId: string, expires: number): string {
  return createHmac('sha256', linkKey(masterKey)).update(`${exportId}.${expires}`).digest('base64url');
}

export interface DownloadLink {
  url: string;
  expiresAt: string;
}

/**
 * A link anyone holding it may download the export with until it expires: an HMAC over the export id and the
 * expiry, under a key derived from the sealing key of SECRETS_KEY (so rotating that key retires old links).
 */
export function signDownloadLink(
  config: Pick<Config, 'secretsKey' | 'publicBaseUrl' | 'exportLinkSeconds'>,
  exportId: string,
  now = Date.now(),
): DownloadLink {
  const keyring = keyringOf(config);
  const expires = Math.floor(now / 1000) + config.exportLinkSeconds;
  const signature = signatureOf(keyring.keys.get(keyring.sealingKeyId) as Buffer, exportId, expires);
  const query = new URLSearchParams({ expires: String(expires), signature });
  return {
    url: `${config.publicBaseUrl}/v3/exports/${encodeURIComponent(exportId)}/download?${query.toString()}`,
    expiresAt: new Date(expires * 1000).toISOString(),
  };
}

/** Refuses a link whose signature does not verify under any listed key (403) or whose time is up (410). */
export function verifyDownloadLink(
  config: Pick<Config, 'secretsKey'>,
  exportId: string,
  expires: number,
  signature: string,
  now = Date.now(),
): void {
  const given = Buffer.from(signature);
  const verifies = [...keyringOf(config).keys.values()].some((key) => {
    const expected = Buffer.from(signatureOf(key, exportId, expires));
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
  if (!verifies)
    throw new DomainError('download_link_invalid', 'This download link is not valid; ask for the export again.');
  if (expires * 1000 <= now)
    throw new DomainError(
      'download_link_expired',
      'This download link has expired; GET the export again for a fresh link.',
      { expiredAt: new Date(expires * 1000).toISOString() },
    );
}
