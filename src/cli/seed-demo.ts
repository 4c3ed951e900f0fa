import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { dirname } from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import { execute, inTransaction, queryOne } from '../db/sql';
import { createStore, rotateKey } from '../stores/stores.service';
import { insertStaffMember } from '../staff/staff.repository';
import { newId } from '../shared/ids';
import type { EntityRow } from '../db/entity-row';
import type { StoreSchema } from '../stores/store.entity';

export interface DemoKeys {
  storeId: string;
  publishableKey: string;
  secretKey: string;
}

const DEMO_STORE_NAME = 'Demo Outfitters';
/** The demo store's owner, who signs in to the dashboard (the start command prints a link). */
export const DEMO_OWNER_EMAIL = 'owner@demo-outfitters.example';
const COLOURS = ['Navy', 'Forest', 'Sand'];
const SIZES = ['S', 'M', 'L'];
const CATEGORIES: Array<[string, string | null]> = [
  ['Clothing', null],
  ['Sweaters', 'Clothing'],
  ['Shirts', 'Clothing'],
  ['Outerwear', 'Clothing'],
  ['Accessories', null],
  ['Bags', 'Accessories'],
  ['Hats', 'Accessories'],
  ['Home', null],
];
const NOUNS: Record<string, string[]> = {
  Sweaters: [
    'Merino Crew Sweater',
    'Cable Knit Cardigan',
    'Alpaca Turtleneck',
    'Lambswool V-Neck',
    'Cashmere Hoodie',
    'Fisherman Pullover',
  ],
  Shirts: [
    'Oxford Button-Down',
    'Linen Camp Shirt',
    'Flannel Overshirt',
    'Chambray Work Shirt',
    'Pima Cotton Tee',
    'Henley Long Sleeve',
    'Poplin Dress Shirt',
  ],
  Outerwear: [
    'Waxed Field Jacket',
    'Quilted Liner Vest',
    'Wool Pea Coat',
    'Packable Rain Shell',
    'Down Parka',
    'Chore Coat',
  ],
  Bags: [
    'Canvas Weekender',
    'Leather Tote',
    'Roll-Top Backpack',
    'Waxed Messenger',
    'Dopp Kit',
    'Market Bag',
    'Duffel Bag',
    'Card Wallet',
  ],
  Hats: [
    'Wool Beanie',
    'Waxed Cap',
    'Bucket Hat',
    'Felt Fedora',
    'Knit Watch Cap',
    'Sun Hat',
    'Linen Flat Cap',
    'Trapper Hat',
  ],
  Home: [
    'Wool Throw Blanket',
    'Stoneware Mug Set',
    'Linen Napkins',
    'Beeswax Candle',
    'Cedar Coasters',
    'Enamel Camp Plate',
    'Cotton Rope Basket',
    'Walnut Serving Board',
    'Waffle Bath Towel',
    'Ceramic Planter',
    'Hand-Thrown Bowl',
    'Brass Bottle Opener',
    'Canvas Apron',
    'Linen Tablecloth',
    'Wool Slippers',
  ],
};
const APPAREL = new Set(['Sweaters', 'Shirts', 'Outerwear']);

/** A demo catalogue (about 50 products) written in one transaction; prices are integers. */
async function seedCatalogue(em: EntityManager, storeId: string): Promise<number> {
  const categoryIds = new Map<string, string>();
  for (const [position, [name, parent]] of CATEGORIES.entries()) {
    const id = newId('cat');
    categoryIds.set(name, id);
    await execute(
      em,
      'INSERT INTO categories (id, store_id, parent_id, name, handle, position) VALUES (?, ?, ?, ?, ?, ?)',
      [id, storeId, parent ? categoryIds.get(parent) : null, name, name.toLowerCase(), position],
    );
  }
  let count = 0;
  for (const [category, titles] of Object.entries(NOUNS)) {
    for (const title of titles) {
      count += 1;
      const productId = newId('prod');
      const handle = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
      const apparel = APPAREL.has(category);
      const options = apparel
        ? [
            { name: 'Size', values: SIZES },
            { name: 'Colour', values: COLOURS.slice(0, 2) },
          ]
        : [];
      const base = 1500 + ((count * 1373) % 18000);
      await execute(
        em,
        `INSERT INTO products (id, store_id, status, title, description, handle, vendor, options) VALUES (?, ?, 'active', ?, ?, ?, 'Demo Outfitters', ?::jsonb)`,
        [
          productId,
          storeId,
          title,
          `${title}: made to last, from the ${category.toLowerCase()} collection.`,
          handle,
          JSON.stringify(options),
        ],
      );
      const parent = CATEGORIES.find(([name]) => name === category)?.[1];
      for (const name of parent ? [category, parent] : [category]) {
        await execute(em, 'INSERT INTO product_categories (product_id, category_id) VALUES (?, ?)', [
          productId,
          categoryIds.get(name),
        ]);
      }
      await execute(em, 'INSERT INTO media (id, product_id, url, alt, position) VALUES (?, ?, ?, ?, 0)', [
        newId('med'),
        productId,
        `https://images.example.com/demo/${handle}.jpg`,
        title,
      ]);
      const combos = apparel
        ? SIZES.flatMap((size) => COLOURS.slice(0, 2).map((colour) => ({ Size: size, Colour: colour })))
        : [{}];
      for (const [position, values] of combos.entries()) {
        const variantId = newId('var');
        const suffix = Object.values(values).join('-').toUpperCase();
        await execute(
          em,
          `INSERT INTO variants (id, store_id, product_id, sku, title, option_values, weight_grams, stock_on_hand, position) VALUES (?, ?, ?, ?, ?, ?::jsonb, ?, ?, ?)`,
          [
            variantId,
            storeId,
            productId,
            `DEMO-${count}${suffix ? `-${suffix}` : ''}`,
            Object.values(values).join(' / ') || 'Default',
            JSON.stringify(values),
            200 + (count % 7) * 150,
            5 + ((count * 7 + position * 3) % 40),
            position,
          ],
        );
        await execute(em, 'INSERT INTO variant_prices (variant_id, currency, amount) VALUES (?, ?, ?), (?, ?, ?)', [
          variantId,
          'USD',
          base,
          variantId,
          'EUR',
          Math.round((base * 92) / 100),
        ]);
      }
    }
  }
  return count;
}

async function seedTaxAndShipping(em: EntityManager, storeId: string): Promise<void> {
  for (const [country, region, name, bps] of [
    ['DE', null, 'Umsatzsteuer', 1900],
    ['FR', null, 'TVA', 2000],
    ['GB', null, 'VAT', 2000],
    ['US', 'CA', 'California sales tax', 725],
    ['US', 'NY', 'New York sales tax', 400],
  ] as const) {
    await execute(
      em,
      'INSERT INTO tax_rates (id, store_id, country, region, name, rate_basis_points) VALUES (?, ?, ?, ?, ?, ?)',
      [newId('tax'), storeId, country, region, name, bps],
    );
  }
  const domestic = newId('zone');
  const europe = newId('zone');
  await execute(
    em,
    'INSERT INTO shipping_zones (id, store_id, name, countries) VALUES (?, ?, ?, ?::text[]), (?, ?, ?, ?::text[])',
    [domestic, storeId, 'United States', '{US}', europe, storeId, 'Europe', '{DE,FR,GB,NL,AT,IT,ES}'],
  );
  const option = (
    zone: string,
    name: string,
    kind: string,
    prices: object,
    extra: { freeOver?: object; tiers?: object; min: number; max: number },
    position: number,
  ) =>
    execute(
      em,
      `INSERT INTO shipping_options (id, store_id, zone_id, name, kind, prices, free_over, weight_tiers, delivery_min_days, delivery_max_days, position) VALUES (?, ?, ?, ?, ?, ?::jsonb, ?::jsonb, ?::jsonb, ?, ?, ?)`,
      [
        newId('ship'),
        storeId,
        zone,
        name,
        kind,
        JSON.stringify(prices),
        extra.freeOver ? JSON.stringify(extra.freeOver) : null,
        extra.tiers ? JSON.stringify(extra.tiers) : null,
        extra.min,
        extra.max,
        position,
      ],
    );
  await option(
    domestic,
    'Standard',
    'free_over',
    { USD: 500, EUR: 500 },
    { freeOver: { USD: 10000, EUR: 9000 }, min: 3, max: 5 },
    0,
  );
  await option(domestic, 'Express', 'flat', { USD: 1500, EUR: 1400 }, { min: 1, max: 2 }, 1);
  await option(
    europe,
    'Tracked parcel',
    'weight',
    {},
    {
      tiers: [
        { upToGrams: 1000, prices: { USD: 900, EUR: 800 } },
        { upToGrams: 5000, prices: { USD: 1800, EUR: 1600 } },
        { upToGrams: 30000, prices: { USD: 3500, EUR: 3200 } },
      ],
      min: 3,
      max: 7,
    },
    0,
  );
  await execute(
    em,
    `INSERT INTO discounts (id, store_id, code, type, value) VALUES (?, ?, 'WELCOME10', 'percentage', 10), (?, ?, 'FREESHIP', 'free_shipping', NULL)`,
    [newId('disc'), storeId, newId('disc'), storeId],
  );
}

function readKeys(file: string): DemoKeys | undefined {
  if (!existsSync(file)) return undefined;
  return JSON.parse(readFileSync(file, 'utf8')) as DemoKeys;
}

function writeKeys(file: string, keys: DemoKeys): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 });
}

/**
 * Seeds the demo store once. Secret keys are stored only as hashes, so the demo's keys are kept in a git-ignored
 * local file for the start command to print; if that file is lost, the keys are rotated and written again.
 */
export async function seedDemoStore(
  em: EntityManager,
  keysFile: string,
  log: (line: string) => void,
): Promise<DemoKeys> {
  const keys = await seedStoreAndKeys(em, keysFile, log);
  // Nothing happens when the owner is already there.
  await insertStaffMember(em, keys.storeId, { email: DEMO_OWNER_EMAIL, name: 'Demo Owner', role: 'owner' });
  return keys;
}

async function seedStoreAndKeys(em: EntityManager, keysFile: string, log: (line: string) => void): Promise<DemoKeys> {
  const existing = await queryOne<Pick<EntityRow<typeof StoreSchema>, 'id'>>(
    em,
    'SELECT id FROM stores WHERE name = ? ORDER BY created_at LIMIT 1',
    [DEMO_STORE_NAME],
  );
  if (existing) {
    const saved = readKeys(keysFile);
    if (saved?.storeId === existing.id) {
      log(`demo store ${existing.id} already seeded`);
      return saved;
    }
    log(`demo store ${existing.id} exists but its local key file is missing: rotating its keys`);
    const keys = {
      storeId: existing.id,
      publishableKey: await rotateKey(em, existing.id, 'publishable'),
      secretKey: await rotateKey(em, existing.id, 'secret'),
    };
    writeKeys(keysFile, keys);
    return keys;
  }
  const { created, products } = await inTransaction(em, async (tx) => {
    const store = await createStore(tx, {
      name: DEMO_STORE_NAME,
      plan: 'growth',
      currencies: ['USD', 'EUR'],
      languages: ['en', 'de'],
      theme: { primaryColor: '#1f3a5f', accentColor: '#f2a541', fontFamily: 'Inter' },
      paymentMethods: ['card', 'bank_transfer'],
    });
    const count = await seedCatalogue(tx, store.store.id);
    await seedTaxAndShipping(tx, store.store.id);
    return { created: store, products: count };
  });
  log(
    `seeded demo store ${created.store.id} with ${products} products, tax rates, shipping zones and discount codes WELCOME10, FREESHIP`,
  );
  const keys = { storeId: created.store.id, publishableKey: created.publishableKey, secretKey: created.secretKey };
  writeKeys(keysFile, keys);
  return keys;
}

if (require.main === module) {
  const log = (line: string) => console.log(`[seed:demo] ${line}`);
  (async () => {
    // Imported here so that importing this module (as scripts/start.ts does) opens nothing.
    const { join } = await import('node:path');
    const { loadConfig } = await import('../config');
    const { openOrm } = await import('../db/orm');
    const { entities } = await import('../entities');
    const orm = await openOrm(loadConfig().databaseUrl, entities, 2);
    try {
      const keys = await seedDemoStore(orm.em.fork(), join(__dirname, '..', '..', '.data', 'demo-store.json'), log);
      log(`store ${keys.storeId}\n  publishable key ${keys.publishableKey}\n  secret key      ${keys.secretKey}`);
    } finally {
      await orm.close(true);
    }
  })().catch((error) => {
    console.error(`[seed:demo] failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
