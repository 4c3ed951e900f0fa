import { Migration } from '@mikro-orm/migrations';
import { definitionsAt, type FunctionVersions } from '../sql-functions';

/**
 * Inventory locations (issue 46, docs/inventory-and-pricing.md "Inventory locations"). Stock is kept per variant per
 * location; `variants.stock_on_hand` stays as the sum over the locations that fulfil online orders, so a checkout still
 * reserves with one conditional UPDATE of the variant row. Every store gets a default location (a trigger on stores
 * for new ones, the backfill for existing ones) and today's on-hand stock moves into it exactly.
 */
export class Migration20261128004500InventoryLocations extends Migration {
  static readonly functionVersions: FunctionVersions = {
    stock_locations_default_for_store: '22be0e46c7c9',
  };

  /** The backfill, last so a test can replay it on rows written before it (test/integration/locations.test.ts). */
  static readonly backfill = [
    `INSERT INTO stock_locations (id, store_id, name, kind, is_default)
     SELECT 'loc_' || replace(gen_random_uuid()::text, '-', ''), s.id, 'Default location', 'warehouse', true
       FROM stores s
      WHERE NOT EXISTS (SELECT 1 FROM stock_locations l WHERE l.store_id = s.id AND l.is_default)`,
    `INSERT INTO location_stock (location_id, variant_id, store_id, on_hand)
     SELECT l.id, v.id, v.store_id, v.stock_on_hand
       FROM variants v JOIN stock_locations l ON l.store_id = v.store_id AND l.is_default
      WHERE v.stock_on_hand > 0
     ON CONFLICT (location_id, variant_id) DO NOTHING`,
  ];

  async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE stock_locations (
        id text PRIMARY KEY,
        store_id text NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
        name text NOT NULL,
        kind text NOT NULL DEFAULT 'warehouse' CHECK (kind IN ('warehouse', 'shop', 'dropship')),
        address jsonb NOT NULL DEFAULT '{}'::jsonb,
        priority integer NOT NULL DEFAULT 0,
        fulfils_online_orders boolean NOT NULL DEFAULT true,
        is_default boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        updated_at timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    this.addSql(`CREATE UNIQUE INDEX stock_locations_default ON stock_locations (store_id) WHERE is_default`);
    this.addSql(`CREATE INDEX stock_locations_store ON stock_locations (store_id, priority, id)`);
    this.addSql(`
      CREATE TABLE location_stock (
        location_id text NOT NULL REFERENCES stock_locations(id) ON DELETE CASCADE,
        variant_id text NOT NULL REFERENCES variants(id) ON DELETE CASCADE,
        store_id text NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
        on_hand integer NOT NULL DEFAULT 0 CHECK (on_hand >= 0),
        updated_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        PRIMARY KEY (location_id, variant_id)
      )`);
    this.addSql(`CREATE INDEX location_stock_variant ON location_stock (variant_id)`);
    this.addSql(`CREATE INDEX location_stock_store ON location_stock (store_id)`);
    this.addSql(`
      CREATE TABLE stock_allocations (
        order_id text NOT NULL,
        variant_id text NOT NULL,
        location_id text NOT NULL REFERENCES stock_locations(id),
        store_id text NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
        quantity integer NOT NULL CHECK (quantity > 0),
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        updated_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        PRIMARY KEY (order_id, variant_id, location_id),
        FOREIGN KEY (order_id, variant_id) REFERENCES stock_reservations(order_id, variant_id) ON DELETE CASCADE
      )`);
    this.addSql(`CREATE INDEX stock_allocations_location ON stock_allocations (location_id)`);
    this.addSql(`CREATE INDEX stock_allocations_store ON stock_allocations (store_id)`);
    this.addSql(`
      CREATE TABLE inventory_settings (
        store_id text PRIMARY KEY REFERENCES stores(id) ON DELETE CASCADE,
        allocation_strategy text NOT NULL DEFAULT 'priority'
          CHECK (allocation_strategy IN ('priority', 'single_location_first')),
        updated_at timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    this.addSql(`
      CREATE TABLE stock_transfers (
        id text PRIMARY KEY,
        store_id text NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
        from_location_id text NOT NULL REFERENCES stock_locations(id),
        to_location_id text NOT NULL REFERENCES stock_locations(id),
        status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'in_transit', 'received')),
        note text,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        updated_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        shipped_at timestamptz,
        received_at timestamptz,
        CHECK (from_location_id <> to_location_id)
      )`);
    this.addSql(`CREATE INDEX stock_transfers_store ON stock_transfers (store_id, created_at DESC, id DESC)`);
    this.addSql(`CREATE INDEX stock_transfers_from ON stock_transfers (from_location_id)`);
    this.addSql(`CREATE INDEX stock_transfers_to ON stock_transfers (to_location_id)`);
    this.addSql(`
      CREATE TABLE stock_transfer_lines (
        transfer_id text NOT NULL REFERENCES stock_transfers(id) ON DELETE CASCADE,
        variant_id text NOT NULL REFERENCES variants(id) ON DELETE CASCADE,
        quantity integer NOT NULL CHECK (quantity > 0),
        received_quantity integer NOT NULL DEFAULT 0,
        PRIMARY KEY (transfer_id, variant_id),
        CONSTRAINT stock_transfer_lines_received CHECK (received_quantity >= 0 AND received_quantity <= quantity)
      )`);
    this.addSql(`CREATE INDEX stock_transfer_lines_variant ON stock_transfer_lines (variant_id)`);
    // The ledger keeps its history when a location is deleted, so the location is named without a foreign key.
    this.addSql(`ALTER TABLE stock_ledger ADD COLUMN location_id text`);
    this.addSql(`ALTER TABLE stock_ledger ADD COLUMN location_stock_after integer`);
    this.addSql(
      `CREATE INDEX stock_ledger_location ON stock_ledger (location_id, created_at DESC) WHERE location_id IS NOT NULL`,
    );
    for (const definition of definitionsAt(Migration20261128004500InventoryLocations.functionVersions)) {
      this.addSql(definition);
    }
    for (const statement of Migration20261128004500InventoryLocations.backfill) this.addSql(statement);
  }

  async down(): Promise<void> {
    this.addSql('DROP TRIGGER stores_default_location ON stores');
    this.addSql('DROP FUNCTION stock_locations_default_for_store()');
    this.addSql('DROP INDEX stock_ledger_location');
    this.addSql('ALTER TABLE stock_ledger DROP COLUMN location_stock_after');
    this.addSql('ALTER TABLE stock_ledger DROP COLUMN location_id');
    this.addSql('DROP TABLE stock_transfer_lines');
    this.addSql('DROP TABLE stock_transfers');
    this.addSql('DROP TABLE inventory_settings');
    this.addSql('DROP TABLE stock_allocations');
    this.addSql('DROP TABLE location_stock');
    this.addSql('DROP TABLE stock_locations');
  }
}
