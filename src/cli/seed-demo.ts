import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { dirname } from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import { inTransaction } from '../db/sql';
import { createStore, rotateKey } from '../stores/stores.service';
import { insertStaffMember } from '../staff/staff.repository';
import { newId } from '../shared/ids';
import { findFirstStoreNamed } from '../stores/stores.repository';
import { insertCategory } from '../catalogue/categories/categories.repository';
import { insertProduct, insertVariant, replaceCategories } from '../catalogue/products/product-writes.repository';
import { seedDemoImages, type DemoImageDeps } from './demo-images';
import {
  insertShippingOption,
  insertShippingZone,
  replaceTaxRates,
  type ShippingOptionColumns,
} from '../settings/settings.repository';
import { writeDiscount } from '../discounts/discounts.admin.repository';
import { DISCOUNT_DEFAULTS, type DiscountFields } from '../discounts/discounts.rules';

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
/** The drawing (src/cli/demo-images/<name>.svg) each category's products are pictured with. */
const DRAWINGS: Record<string, string> = {
  Sweaters: 'sweater',
  Shirts: 'shirt',
  Outerwear: 'jacket',
  Bags: 'bag',
  Hats: 'hat',
  Home: 'home',
};
const drawingOf = (title: string) =>
  DRAWINGS[Object.entries(NOUNS).find(([, titles]) => titles.includes(title))?.[0] ?? 'Home'] ?? 'home';

/** A demo catalogue (about 50 products) written in one transaction, through the catalogue's own writes. */
async function seedCatalogue(em: EntityManager, storeId: string): Promise<number> {
  const categoryIds = new Map<string, string>();
  for (const [position, [name, parent]] of CATEGORIES.entries()) {
    const id = newId('cat');
    categoryIds.set(name, id);
    const parentId = parent ? (categoryIds.get(parent) ?? null) : null;
    await insertCategory(em, storeId, id, {
      parent_id: parentId,
      name,
      handle: name.toLowerCase(),
      description: null,
      position,
    });
  }
  let count = 0;
  for (const [category, titles] of Object.entries(NOUNS)) {
    for (const title of titles) {
      count += 1;
      await seedProduct(em, storeId, { category, title, count }, categoryIds);
    }
  }
  return count;
}

async function seedProduct(
  em: EntityManager,
  storeId: string,
  { category, title, count }: { category: string; title: string; count: number },
  categoryIds: Map<string, string>,
): Promise<void> {
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
  await insertProduct(em, storeId, productId, {
    status: 'active',
    title,
    description: `${title}: made to last, from the ${category.toLowerCase()} collection.`,
    handle,
    vendor: 'Demo Outfitters',
    options,
    giftCard: false,
    giftCardTracksStock: false,
  });
  const parent = CATEGORIES.find(([name]) => name === category)?.[1];
  const inCategories = (parent ? [category, parent] : [category]).map((name) => categoryIds.get(name) as string);
  await replaceCategories(em, productId, inCategories);
  const combos: Array<Record<string, string>> = apparel
    ? SIZES.flatMap((size) => COLOURS.slice(0, 2).map((colour) => ({ Size: size, Colour: colour })))
    : [{}];
  for (const [position, values] of combos.entries()) {
    const suffix = Object.values(values).join('-').toUpperCase();
    const variant = {
      sku: `DEMO-${count}${suffix ? `-${suffix}` : ''}`,
      title: Object.values(values).join(' / ') || 'Default',
      optionValues: values,
      prices: [
        { currency: 'USD', amount: base },
        { currency: 'EUR', amount: Math.round((base * 92) / 100) },
      ],
      stock: 5 + ((count * 7 + position * 3) % 40),
      weightGrams: 200 + (count % 7) * 150,
    };
    await insertVariant(em, storeId, productId, variant, position);
  }
}

const shippingOption = (
  name: string,
  kind: ShippingOptionColumns['kind'],
  prices: object,
  extra: { freeOver?: object; tiers?: object; min: number; max: number },
  position: number,
): ShippingOptionColumns => ({
  name,
  kind,
  prices: JSON.stringify(prices),
  freeOver: extra.freeOver ? JSON.stringify(extra.freeOver) : null,
  weightTiers: extra.tiers ? JSON.stringify(extra.tiers) : null,
  deliveryMinDays: extra.min,
  deliveryMaxDays: extra.max,
  position,
  active: true,
});

const demoDiscount = (code: string, type: DiscountFields['type'], value: number | null): DiscountFields => ({
  ...DISCOUNT_DEFAULTS,
  code,
  type,
  value,
});

async function seedTaxAndShipping(em: EntityManager, storeId: string): Promise<void> {
  await replaceTaxRates(em, storeId, [
    { country: 'DE', name: 'Umsatzsteuer', rateBasisPoints: 1900 },
    { country: 'FR', name: 'TVA', rateBasisPoints: 2000 },
    { country: 'GB', name: 'VAT', rateBasisPoints: 2000 },
    { country: 'US', region: 'CA', name: 'California sales tax', rateBasisPoints: 725 },
    { country: 'US', region: 'NY', name: 'New York sales tax', rateBasisPoints: 400 },
  ]);
  const domestic = newId('zone');
  const europe = newId('zone');
  await insertShippingZone(em, storeId, domestic, 'United States', ['US']);
  await insertShippingZone(em, storeId, europe, 'Europe', ['DE', 'FR', 'GB', 'NL', 'AT', 'IT', 'ES']);
  const freeOver = { USD: 10000, EUR: 9000 };
  await insertShippingOption(
    em,
    storeId,
    domestic,
    shippingOption('Standard', 'free_over', { USD: 500, EUR: 500 }, { freeOver, min: 3, max: 5 }, 0),
  );
  await insertShippingOption(
    em,
    storeId,
    domestic,
    shippingOption('Express', 'flat', { USD: 1500, EUR: 1400 }, { min: 1, max: 2 }, 1),
  );
  const tiers = [
    { upToGrams: 1000, prices: { USD: 900, EUR: 800 } },
    { upToGrams: 5000, prices: { USD: 1800, EUR: 1600 } },
    { upToGrams: 30000, prices: { USD: 3500, EUR: 3200 } },
  ];
  await insertShippingOption(
    em,
    storeId,
    europe,
    shippingOption('Tracked parcel', 'weight', {}, { tiers, min: 3, max: 7 }, 0),
  );
  await writeDiscount(em, storeId, newId('disc'), demoDiscount('WELCOME10', 'percentage', 10), true);
  await writeDiscount(em, storeId, newId('disc'), demoDiscount('FREESHIP', 'free_shipping', null), true);
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
  images: DemoImageDeps,
): Promise<DemoKeys> {
  const keys = await seedStoreAndKeys(em, keysFile, log);
  // Also on a store seeded before the demo shipped its pictures: those products get theirs now.
  const started = Date.now();
  const pictured = await seedDemoImages(em, images, keys.storeId, drawingOf);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const uploaded = pictured === 1 ? '1 product image' : `${pictured} product images`;
  if (pictured) log(`uploaded ${uploaded} (src/cli/demo-images), resized in ${seconds} s`);
  // Nothing happens when the owner is already there.
  await insertStaffMember(em, keys.storeId, { email: DEMO_OWNER_EMAIL, name: 'Demo Owner', role: 'owner' });
  return keys;
}

async function seedStoreAndKeys(em: EntityManager, keysFile: string, log: (line: string) => void): Promise<DemoKeys> {
  const existing = await findFirstStoreNamed(em, DEMO_STORE_NAME);
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
    `seeded demo store ${created.store.id} with ${products} products, tax rates, ` +
      `shipping zones and discount codes WELCOME10, FREESHIP`,
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
    const { openFileStorage } = await import('../files/file-storage');
    const config = loadConfig();
    const orm = await openOrm(config.databaseUrl, entities, 2);
    const files = openFileStorage(config);
    try {
      const keysFile = join(__dirname, '..', '..', '.data', 'demo-store.json');
      const keys = await seedDemoStore(orm.em.fork(), keysFile, log, { files, config });
      log(`store ${keys.storeId}\n  publishable key ${keys.publishableKey}\n  secret key      ${keys.secretKey}`);
    } finally {
      files.close();
      await orm.close(true);
    }
  })().catch((error) => {
    console.error(`[seed:demo] failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
