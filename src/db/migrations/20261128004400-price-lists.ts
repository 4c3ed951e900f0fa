import { Migration } from '@mikro-orm/migrations';

/**
 * Customer groups and price lists (issue 46, contract §18, docs/inventory-and-pricing.md). A customer is in at most one
 * group by staff (customer_group_members); a group's e-mail domains place the other customers whose address ends in
 * one. A list's status is moved by its Temporal workflow at its dates (never by polling), and the store's
 * `price_lists_live` says whether any list is active: a store with none prices as before, read with the store itself.
 */
export class Migration20261128004400PriceLists extends Migration {
  async up(): Promise<void> {
    this.addSql(`ALTER TABLE stores ADD COLUMN price_lists_live boolean NOT NULL DEFAULT false`);
    this.addSql(`
      CREATE TABLE customer_groups (
        id text PRIMARY KEY,
        store_id text NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
        name text NOT NULL,
        handle text NOT NULL,
        email_domains text[] NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        UNIQUE (store_id, handle)
      )`);
    this.addSql(`CREATE INDEX customer_groups_store ON customer_groups (store_id, created_at DESC, id DESC)`);
    this.addSql(`
      CREATE TABLE customer_group_members (
        customer_id text PRIMARY KEY REFERENCES customers(id) ON DELETE CASCADE,
        group_id text NOT NULL REFERENCES customer_groups(id) ON DELETE CASCADE,
        store_id text NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    this.addSql(
      'CREATE INDEX customer_group_members_group ON customer_group_members ' +
        '(group_id, created_at DESC, customer_id DESC)',
    );
    this.addSql(`
      CREATE TABLE price_lists (
        id text PRIMARY KEY,
        store_id text NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
        name text NOT NULL,
        kind text NOT NULL CHECK (kind IN ('override', 'percentage')),
        percent_off integer CHECK (percent_off BETWEEN 1 AND 100),
        min_quantity integer NOT NULL DEFAULT 1 CHECK (min_quantity BETWEEN 1 AND 999),
        customer_group_id text REFERENCES customer_groups(id) ON DELETE CASCADE,
        status text NOT NULL DEFAULT 'scheduled' CHECK (status IN ('scheduled', 'active', 'ended')),
        starts_at timestamptz,
        ends_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        updated_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        CHECK (ends_at > starts_at),
        CHECK ((kind = 'percentage') = (percent_off IS NOT NULL))
      )`);
    this.addSql(`CREATE INDEX price_lists_store ON price_lists (store_id, created_at DESC, id DESC)`);
    this.addSql(`CREATE INDEX price_lists_active ON price_lists (store_id) WHERE status = 'active'`);
    this.addSql(`CREATE INDEX price_lists_customer_group ON price_lists (customer_group_id)`);
    this.addSql(`
      CREATE TABLE price_list_prices (
        price_list_id text NOT NULL REFERENCES price_lists(id) ON DELETE CASCADE,
        variant_id text NOT NULL REFERENCES variants(id) ON DELETE CASCADE,
        currency text NOT NULL,
        min_quantity integer NOT NULL DEFAULT 1 CHECK (min_quantity BETWEEN 1 AND 999),
        amount bigint NOT NULL CHECK (amount >= 0),
        compare_at_amount bigint CHECK (compare_at_amount >= 0),
        PRIMARY KEY (price_list_id, variant_id, currency, min_quantity)
      )`);
    this.addSql(`CREATE INDEX price_list_prices_variant ON price_list_prices (variant_id)`);
  }

  async down(): Promise<void> {
    this.addSql('DROP TABLE price_list_prices');
    this.addSql('DROP TABLE price_lists');
    this.addSql('DROP TABLE customer_group_members');
    this.addSql('DROP TABLE customer_groups');
    this.addSql('ALTER TABLE stores DROP COLUMN price_lists_live');
  }
}
