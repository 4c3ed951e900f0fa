import { openSecret, sealSecret, type SecretKeyring } from '../secrets/secret-box';

/** Both the current and the previous secret of an endpoint are sealed for it, so a rotation moves the sealed value. */
export const webhookSecretPurpose = (endpointId: string) => `webhook_endpoints.secret:${endpointId}`;

export const sealWebhookSecret = (keyring: SecretKeyring, endpointId: string, secret: string) =>
  sealSecret(keyring, webhookSecretPurpose(endpointId), secret);

export const openWebhookSecret = (keyring: SecretKeyring, endpointId: string, sealed: string) =>
  openSecret(keyring, webhookSecretPurpose(endpointId), sealed);
