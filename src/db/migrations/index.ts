import { Migration20261122000100Platform } from './20261122000100-platform';
import { Migration20261122000200CatalogueAndCart } from './20261122000200-catalogue-and-cart';
import { Migration20261122000300CommerceDomains } from './20261122000300-commerce-domains';
import { Migration20261122000350Orders } from './20261122000350-orders';
import { Migration20261122000400Storefront } from './20261122000400-storefront';
import { Migration20261122000500Admin } from './20261122000500-admin';
import { Migration20261122000600Checkout } from './20261122000600-checkout';
import { Migration20261122000700Webhooks } from './20261122000700-webhooks';
import { Migration20261122000800AccountsAndConversations } from './20261122000800-accounts-and-conversations';
import { Migration20261123000900HotPath } from './20261123000900-hot-path';
import { Migration20261123001000ListingColumns } from './20261123001000-listing-columns';
import { Migration20261123001100StoreSearchIndex } from './20261123001100-store-search-index';
import { Migration20261123001200CartLineChanges } from './20261123001200-cart-line-changes';
import { Migration20261123001300ForeignKeyIndexes } from './20261123001300-foreign-key-indexes';
import { Migration20261123001400StoreSearchWords } from './20261123001400-store-search-words';
import { Migration20261123001500ProductWords } from './20261123001500-product-words';
import { Migration20261125001600ListedCategoryEntries } from './20261125001600-listed-category-entries';
import { Migration20261125001700CartLineChangeFastPath } from './20261125001700-cart-line-change-fast-path';
import { Migration20261125001800CustomerTokenIndex } from './20261125001800-customer-token-index';
import { Migration20261125001900IdempotencyReplayText } from './20261125001900-idempotency-replay-text';
import { Migration20261125002000CategoryListings } from './20261125002000-category-listings';
import { Migration20261125002100ReviewSummaries } from './20261125002100-review-summaries';

/** Every migration, in the order it runs. A new migration is added at the end, never edited once committed. */
export const migrationsList = [
  { name: '20261122000100-platform', class: Migration20261122000100Platform },
  { name: '20261122000200-catalogue-and-cart', class: Migration20261122000200CatalogueAndCart },
  { name: '20261122000300-commerce-domains', class: Migration20261122000300CommerceDomains },
  { name: '20261122000350-orders', class: Migration20261122000350Orders },
  { name: '20261122000400-storefront', class: Migration20261122000400Storefront },
  { name: '20261122000500-admin', class: Migration20261122000500Admin },
  { name: '20261122000600-checkout', class: Migration20261122000600Checkout },
  { name: '20261122000700-webhooks', class: Migration20261122000700Webhooks },
  { name: '20261122000800-accounts-and-conversations', class: Migration20261122000800AccountsAndConversations },
  { name: '20261123000900-hot-path', class: Migration20261123000900HotPath },
  { name: '20261123001000-listing-columns', class: Migration20261123001000ListingColumns },
  { name: '20261123001100-store-search-index', class: Migration20261123001100StoreSearchIndex },
  { name: '20261123001200-cart-line-changes', class: Migration20261123001200CartLineChanges },
  { name: '20261123001300-foreign-key-indexes', class: Migration20261123001300ForeignKeyIndexes },
  { name: '20261123001400-store-search-words', class: Migration20261123001400StoreSearchWords },
  { name: '20261123001500-product-words', class: Migration20261123001500ProductWords },
  { name: '20261125001600-listed-category-entries', class: Migration20261125001600ListedCategoryEntries },
  { name: '20261125001700-cart-line-change-fast-path', class: Migration20261125001700CartLineChangeFastPath },
  { name: '20261125001800-customer-token-index', class: Migration20261125001800CustomerTokenIndex },
  { name: '20261125001900-idempotency-replay-text', class: Migration20261125001900IdempotencyReplayText },
  { name: '20261125002000-category-listings', class: Migration20261125002000CategoryListings },
  { name: '20261125002100-review-summaries', class: Migration20261125002100ReviewSummaries },
];
