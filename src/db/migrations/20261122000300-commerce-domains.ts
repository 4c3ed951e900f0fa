import { Migration } from '@mikro-orm/migrations';

/** Tables several domains share: customers, tax, shipping, discounts, reviews and the stock ledger. */
export class Migration20261122000300CommerceDomains extends Migration {
  async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE customers (
        id text PRIMARY KEY,
        store_id text NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
        email text NOT NULL,
        first_name text,
        last_name text,
        phone text,
        accepts_marketing boolean NOT NULL DEFAULT false,
        note text,
        has_account boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    this.addSql(`CREATE UNIQUE INDEX customers_store_email ON customers (store_id, lower(email))`);
    this.addSql(`CREATE INDEX customers_store_created ON customers (store_id, created_at DESC, id DESC)`);
    this.addSql(`
      CREATE TABLE tax_rates (
        id text PRIMARY KEY,
        store_id text NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
        country text NOT NULL,
        region text,
        name text NOT NULL,
        rate_basis_points integer NOT NULL CHECK (rate_basis_points BETWEEN 0 AND 10000),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    this.addSql(`CREATE UNIQUE INDEX tax_rates_store_place ON tax_rates (store_id, country, coalesce(region, ''))`);
    this.addSql(`
      CREATE TABLE shipping_zones (
        id text PRIMARY KEY,
        store_id text NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
        name text NOT NULL,
        countries text[] NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    this.addSql(`CREATE INDEX shipping_zones_countries ON shipping_zones USING gin (countries)`);
    this.addSql(`
      CREATE TABLE shipping_options (
        id text PRIMARY KEY,
        store_id text NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
        zone_id text NOT NULL REFERENCES shipping_zones(id) ON DELETE CASCADE,
        name text NOT NULL,
        kind text NOT NULL CHECK (kind IN ('flat', 'free_over', 'weight')),
        prices jsonb NOT NULL DEFAULT '{}'::jsonb,
        free_over jsonb,
        weight_tiers jsonb,
        delivery_min_days integer,
        delivery_max_days integer,
        position integer NOT NULL DEFAULT 0,
        active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    this.addSql(`CREATE INDEX shipping_options_zone ON shipping_options (zone_id, position, id)`);
    this.addSql(`
      CREATE TABLE discounts (
        id text PRIMARY KEY,
        store_id text NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
        code text NOT NULL,
        type text NOT NULL CHECK (type IN ('percentage', 'fixed_amount', 'free_shipping')),
        value integer,
        currency text,
        minimum_subtotal bigint,
        starts_at timestamptz,
        ends_at timestamptz,
        usage_limit integer,
        usage_limit_per_customer integer,
        usage_count integer NOT NULL DEFAULT 0,
        active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    this.addSql(`CREATE UNIQUE INDEX discounts_store_code ON discounts (store_id, upper(code))`);
    this.addSql(`
      CREATE TABLE discount_redemptions (
        id text PRIMARY KEY,
        discount_id text NOT NULL REFERENCES discounts(id) ON DELETE CASCADE,
        order_id text NOT NULL,
        customer_email text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (discount_id, order_id)
      )`);
    this.addSql(`CREATE INDEX discount_redemptions_email ON discount_redemptions (discount_id, lower(customer_email))`);
    this.addSql(`
      CREATE TABLE reviews (
        id text PRIMARY KEY,
        store_id text NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
        product_id text NOT NULL REFERENCES products(id) ON DELETE CASCADE,
        rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
        title text,
        body text NOT NULL,
        author_name text NOT NULL,
        status text NOT NULL CHECK (status IN ('pending', 'published', 'rejected')),
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    this.addSql(`CREATE INDEX reviews_product_status ON reviews (product_id, status, created_at DESC, id DESC)`);
    this.addSql(`CREATE INDEX reviews_store_status ON reviews (store_id, status, created_at DESC, id DESC)`);
    this.addSql(`
      CREATE TABLE stock_ledger (
        id text PRIMARY KEY,
        store_id text NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
        variant_id text NOT NULL REFERENCES variants(id) ON DELETE CASCADE,
        delta integer NOT NULL,
        stock_after integer NOT NULL,
        reason text NOT NULL,
        reference text,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    this.addSql(`CREATE INDEX stock_ledger_variant ON stock_ledger (variant_id, created_at DESC)`);
  }
}
