import type { EntityManager } from '@mikro-orm/postgresql';
import type { CursorCodec } from '../shared/pagination';
import type { Store } from '../stores/store.entity';
import type { Permission } from '../staff/permissions';
import { listOrders } from '../orders/orders.service';
import { listCustomers } from '../customers/customers.admin.service';
import { customerSpend } from '../orders/customer-spend.query';
import { listAdminProducts } from '../catalogue/products/products.admin.query';

/** One row of the dashboard's search box: what it is called and one line that tells it apart. */
export interface SearchHit {
  id: string;
  label: string;
  secondary: string;
}

export interface SearchResults {
  orders?: SearchHit[];
  customers?: SearchHit[];
  products?: SearchHit[];
}

export interface SearchRequest {
  q: string;
  limit: number;
  /** Whether the caller may see a group: a staff session's permissions, every group for a secret key. */
  may: (permission: Permission) => boolean;
}

/**
 * Each group is read through its domain's own list and its `q` filter (same matching, same store scoping, placed
 * orders only), so the search box finds exactly what the list pages would; a group the caller may not see is not
 * queried at all and is absent from the answer.
 */
export async function search(
  em: EntityManager,
  cursors: CursorCodec,
  store: Store,
  { q, limit, may }: SearchRequest,
): Promise<SearchResults> {
  const results: SearchResults = {};
  // One after another: the groups share the request's EntityManager, which must not run queries in parallel.
  if (may('orders')) {
    const page = await listOrders(em, cursors, store, { q, limit });
    results.orders = page.data.map((o) => ({
      id: o.id,
      label: `#${o.number}`,
      secondary: `${o.email} · ${o.status} · ${o.total.formatted}`,
    }));
  }
  if (may('customers')) {
    const page = await listCustomers(em, customerSpend, cursors, store, { q, limit });
    results.customers = page.data.map((c) => {
      const name = [c.firstName, c.lastName].filter(Boolean).join(' ');
      return { id: c.id, label: name || c.email, secondary: c.email };
    });
  }
  if (may('catalogue')) {
    const page = await listAdminProducts(em, cursors, store, { q, limit });
    results.products = page.data.map((p) => ({
      id: p.id,
      label: p.title,
      secondary: p.variants.flatMap((v) => (v.sku ? [v.sku] : [])).join(', ') || p.status,
    }));
  }
  return results;
}
