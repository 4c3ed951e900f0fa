import { Migration } from '@mikro-orm/migrations';
import { isSealed, keyringFrom, sealSecret } from '../../secrets/secret-box';
import { webhookSecretPurpose } from '../../webhooks/webhook-secrets';

interface EndpointSecrets {
  id: string;
  secret: string;
  previous_secret: string | null;
}

/**
 * Webhook endpoints' signing secrets were stored in plain text: seal them with SECRETS_KEY. Without a key this
 * fails only when there is something to seal, and says so; nothing is changed then.
 */
export class Migration20261126002710SealWebhookSecrets extends Migration {
  async up(): Promise<void> {
    const rows = (await this.execute('SELECT id, secret, previous_secret FROM webhook_endpoints')) as EndpointSecrets[];
    const plain = rows.filter(
      (row) => !isSealed(row.secret) || (row.previous_secret !== null && !isSealed(row.previous_secret)),
    );
    if (plain.length === 0) return;
    const keyring = keyringFrom(process.env.SECRETS_KEY);
    const seal = (id: string, value: string | null) =>
      value === null || isSealed(value) ? value : sealSecret(keyring, webhookSecretPurpose(id), value);
    for (const row of plain) {
      this.addSql(
        this.getKnex()
          .raw('UPDATE webhook_endpoints SET secret = ?, previous_secret = ? WHERE id = ?', [
            seal(row.id, row.secret),
            seal(row.id, row.previous_secret),
            row.id,
          ])
          .toQuery(),
      );
    }
  }
}
