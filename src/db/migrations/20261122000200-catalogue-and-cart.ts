import { Migration } from '@mikro-orm/migrations';

/** Catalogue (categories, products, variants, prices, media) and carts. */
export class Migration20261122000200CatalogueAndCart extends Migration {
  async up(): Promise<void> {
    this.addSql(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    this.addSql(`
      CREATE TABLE categories (
        id text PRIMARY KEY,
        store_id text NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
        parent_id text REFERENCES categories(id) ON DELETE SET NULL,
        name text NOT NULL,
        handle text NOT NULL,
        description text,
        position integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (store_id, handle)
      )`);
    this.addSql(`
      CREATE TABLE products (
        id text PRIMARY KEY,
        store_id text NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
        status text NOT NULL CHECK (status IN ('draft', 'active', 'archived')),
        title text NOT NULL,
        description text NOT NULL DEFAULT '',
        handle text NOT NULL,
        vendor text,
        options jsonb NOT NULL DEFAULT '[]'::jsonb,
        search tsvector GENERATED ALWAYS AS (to_tsvector('simple', title || ' ' || description)) STORED,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (store_id, handle)
      )`);
    this.addSql(
      `CREATE INDEX products_public_newest ON products (store_id, created_at DESC, id DESC) WHERE status = 'active'`,
    );
    this.addSql(`CREATE INDEX products_public_title ON products (store_id, title, id) WHERE status = 'active'`);
    this.addSql(`CREATE INDEX products_admin_updated ON products (store_id, updated_at DESC, id DESC)`);
    this.addSql(`CREATE INDEX products_search ON products USING gin (search)`);
    this.addSql(`CREATE INDEX products_title_trgm ON products USING gin (title gin_trgm_ops)`);
    this.addSql(`
      CREATE TABLE product_categories (
        product_id text NOT NULL REFERENCES products(id) ON DELETE CASCADE,
        category_id text NOT NULL REFERENCES categories(id) ON DELETE CASCADE,
        PRIMARY KEY (product_id, category_id)
      )`);
    this.addSql(`CREATE INDEX product_categories_category ON product_categories (category_id, product_id)`);
    this.addSql(`
      CREATE TABLE variants (
        id text PRIMARY KEY,
        store_id text NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
        product_id text NOT NULL REFERENCES products(id) ON DELETE CASCADE,
        sku text NOT NULL,
        title text NOT NULL,
        option_values jsonb NOT NULL DEFAULT '{}'::jsonb,
        gtin text,
        weight_grams integer NOT NULL DEFAULT 0 CHECK (weight_grams >= 0),
        stock_on_hand integer NOT NULL DEFAULT 0 CHECK (stock_on_hand >= 0),
        stock_reserved integer NOT NULL DEFAULT 0 CHECK (stock_reserved >= 0),
        position integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (store_id, sku),
        CHECK (stock_reserved <= stock_on_hand)
      )`);
    this.addSql(`CREATE INDEX variants_product ON variants (product_id, position, id)`);
    this.addSql(`
      CREATE TABLE variant_prices (
        variant_id text NOT NULL REFERENCES variants(id) ON DELETE CASCADE,
        currency text NOT NULL,
        amount bigint NOT NULL CHECK (amount >= 0),
        PRIMARY KEY (variant_id, currency)
      )`);
    this.addSql(`
      CREATE TABLE media (
        id text PRIMARY KEY,
        product_id text NOT NULL REFERENCES products(id) ON DELETE CASCADE,
        url text NOT NULL,
        alt text,
        position integer NOT NULL DEFAULT 0
      )`);
    this.addSql(`CREATE INDEX media_product ON media (product_id, position, id)`);
    this.addSql(`
      CREATE TABLE carts (
        id text PRIMARY KEY,
        store_id text NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
        token text NOT NULL,
        currency text NOT NULL,
        status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'checking_out', 'completed')),
        customer_id text,
        email text,
        shipping_address jsonb,
        billing_address jsonb,
        note text,
        shipping_option_id text,
        discount_code text,
        last_checkout_error jsonb,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (store_id, token)
      )`);
    this.addSql(`
      CREATE TABLE cart_lines (
        id text PRIMARY KEY,
        cart_id text NOT NULL REFERENCES carts(id) ON DELETE CASCADE,
        product_id text NOT NULL REFERENCES products(id),
        variant_id text NOT NULL REFERENCES variants(id),
        quantity integer NOT NULL CHECK (quantity BETWEEN 1 AND 999),
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        UNIQUE (cart_id, variant_id)
      )`);
  }
}
