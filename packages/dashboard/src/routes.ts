import type { FunctionComponent } from 'preact';
import type { Permission } from './api';
import type { PageProps } from './page-props';
import { Home } from './pages/home';
import { OrderDetail, Orders } from './pages/orders';
import { OrderEditPage } from './pages/order-edit';
import { GiftCardPage, GiftCards } from './pages/gift-cards';
import { DraftOrderPage, DraftOrders } from './pages/draft-orders';
import { ReturnPage, Returns } from './pages/returns';
import { ProductForm, Products } from './pages/products';
import { WebhookDetail, Webhooks } from './pages/webhooks';
import { ApiKeys } from './pages/api-keys';
import { Staff } from './pages/staff';
import { AuditLog } from './pages/audit-log';
import { CustomerDetail, Customers } from './pages/customers';
import { ConversationDetail, Conversations } from './pages/conversations';
import { DiscountDetail, Discounts, Reviews } from './pages/marketing';
import { Categories, CategoryDetail } from './pages/categories';
import { EventDetail, Events } from './pages/events';
import { StoreSettings } from './pages/settings';
import { Profile } from './pages/profile';
import { Imports } from './pages/imports';
import { Exports } from './pages/exports';
import { PriceListDetail, PriceLists } from './pages/price-lists';
import { LocationPage, Locations } from './pages/locations';
import { AwaitedVariants } from './pages/restock-alerts';
import { Subscriptions } from './pages/subscriptions';

export interface Route {
  pattern: string;
  title: string;
  /** The label in the navigation, for pages that have one. */
  nav?: string;
  /** The permission the page's API operations need (openapi.json x-permission); `none` for every member. */
  permission: Permission | 'none';
  page: FunctionComponent<PageProps>;
}

export const ROUTES: Route[] = [
  { pattern: '/', title: 'Home', nav: 'Home', permission: 'orders', page: Home },
  { pattern: '/orders', title: 'Orders', nav: 'Orders', permission: 'orders', page: Orders },
  { pattern: '/orders/:id', title: 'Order', permission: 'orders', page: OrderDetail },
  { pattern: '/orders/:id/returns', title: 'Returns of an order', permission: 'orders', page: Returns },
  { pattern: '/orders/:id/edit', title: 'Edit order', permission: 'orders', page: OrderEditPage },
  { pattern: '/draft-orders', title: 'Draft orders', nav: 'Draft orders', permission: 'orders', page: DraftOrders },
  { pattern: '/draft-orders/:id', title: 'Draft order', permission: 'orders', page: DraftOrderPage },
  {
    pattern: '/subscriptions',
    title: 'Subscriptions',
    nav: 'Subscriptions',
    permission: 'orders',
    page: Subscriptions,
  },
  { pattern: '/returns', title: 'Returns', nav: 'Returns', permission: 'orders', page: Returns },
  { pattern: '/returns/:id', title: 'Return', permission: 'orders', page: ReturnPage },
  { pattern: '/gift-cards', title: 'Gift cards', nav: 'Gift cards', permission: 'orders', page: GiftCards },
  { pattern: '/gift-cards/:id', title: 'Gift card', permission: 'orders', page: GiftCardPage },
  { pattern: '/products', title: 'Products', nav: 'Products', permission: 'catalogue', page: Products },
  { pattern: '/products/new', title: 'New product', permission: 'catalogue', page: ProductForm },
  { pattern: '/products/:id', title: 'Product', permission: 'catalogue', page: ProductForm },
  { pattern: '/categories', title: 'Categories', nav: 'Categories', permission: 'catalogue', page: Categories },
  { pattern: '/categories/:id', title: 'Category', permission: 'catalogue', page: CategoryDetail },
  { pattern: '/price-lists', title: 'Price lists', nav: 'Price lists', permission: 'catalogue', page: PriceLists },
  { pattern: '/price-lists/:id', title: 'Price list', permission: 'catalogue', page: PriceListDetail },
  { pattern: '/locations', title: 'Locations', nav: 'Locations', permission: 'catalogue', page: Locations },
  { pattern: '/locations/:id', title: 'Location', permission: 'orders', page: LocationPage },
  {
    pattern: '/restock-alerts',
    title: 'Most awaited',
    nav: 'Most awaited',
    permission: 'catalogue',
    page: AwaitedVariants,
  },
  { pattern: '/imports', title: 'Import products', nav: 'Import', permission: 'catalogue', page: Imports },
  // Each kind of export needs the permission of what it holds; the page offers the kinds the member may read.
  { pattern: '/exports', title: 'Export', nav: 'Export', permission: 'none', page: Exports },
  { pattern: '/customers', title: 'Customers', nav: 'Customers', permission: 'customers', page: Customers },
  { pattern: '/customers/:id', title: 'Customer', permission: 'customers', page: CustomerDetail },
  {
    pattern: '/conversations',
    title: 'Conversations',
    nav: 'Conversations',
    permission: 'customers',
    page: Conversations,
  },
  { pattern: '/conversations/:id', title: 'Conversation', permission: 'customers', page: ConversationDetail },
  { pattern: '/discounts', title: 'Discounts', nav: 'Discounts', permission: 'marketing', page: Discounts },
  { pattern: '/discounts/:id', title: 'Discount', permission: 'marketing', page: DiscountDetail },
  { pattern: '/reviews', title: 'Reviews', nav: 'Reviews', permission: 'marketing', page: Reviews },
  { pattern: '/webhooks', title: 'Webhooks', nav: 'Webhooks', permission: 'webhooks', page: Webhooks },
  { pattern: '/webhooks/:id', title: 'Webhook', permission: 'webhooks', page: WebhookDetail },
  { pattern: '/events', title: 'Events', nav: 'Events', permission: 'webhooks', page: Events },
  { pattern: '/events/:id', title: 'Event', permission: 'webhooks', page: EventDetail },
  { pattern: '/settings', title: 'Settings', nav: 'Settings', permission: 'settings', page: StoreSettings },
  { pattern: '/settings/api', title: 'Settings → API', nav: 'Settings → API', permission: 'owner', page: ApiKeys },
  { pattern: '/staff', title: 'Staff', nav: 'Staff', permission: 'owner', page: Staff },
  { pattern: '/audit-log', title: 'the audit log', nav: 'Audit log', permission: 'owner', page: AuditLog },
  { pattern: '/profile', title: 'Your profile', nav: 'Your profile', permission: 'none', page: Profile },
];

/** The route of a hash path (`/orders/ord_…`), with its `:name` parts as params; unknown paths go home. */
export function matchRoute(path: string): { route: Route; params: Record<string, string> } {
  const parts = path.split('?')[0].split('/').filter(Boolean);
  for (const route of ROUTES) {
    const pattern = route.pattern.split('/').filter(Boolean);
    if (pattern.length !== parts.length) continue;
    const params: Record<string, string> = {};
    if (
      pattern.every((p, i) =>
        p.startsWith(':') ? ((params[p.slice(1)] = decodeURIComponent(parts[i])), true) : p === parts[i],
      )
    )
      return { route, params };
  }
  return { route: ROUTES[0], params: {} };
}
