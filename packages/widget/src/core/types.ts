/** The parts of the public API's answers (openapi.json) the widget reads. */
export interface Money {
  amount: number;
  currency: string;
  formatted: string;
}

export interface Theme {
  primaryColor?: string;
  accentColor?: string;
  fontFamily?: string;
  logoUrl?: string;
}

export interface StoreProfile {
  id: string;
  name: string;
  defaultCurrency: string;
  languages: string[];
  defaultLanguage: string;
  theme: Theme;
}

export interface Page<T> {
  data: T[];
  hasMore: boolean;
  nextCursor?: string;
}

export interface ProductSummary {
  id: string;
  title: string;
  price: Money | null;
  inStock: boolean;
  image: { url: string; alt: string | null } | null;
}

export interface Variant {
  id: string;
  title: string;
  optionValues: Record<string, string>;
  price: Money | null;
  available: number;
  inStock: boolean;
}

export interface Product {
  id: string;
  title: string;
  description: string;
  vendor: string | null;
  options: { name: string; values: string[] }[];
  variants: Variant[];
  media: { id: string; url: string; alt: string | null }[];
}

export interface Category {
  id: string;
  parentId: string | null;
  name: string;
}

export interface Address {
  firstName: string;
  lastName: string;
  line1: string;
  city: string;
  region?: string;
  postalCode: string;
  country: string;
}

export interface CartItem {
  id: string;
  productId: string;
  title: string;
  variantTitle: string;
  quantity: number;
  unitPrice: Money;
  lineTotal: Money;
}

export interface ShippingRate {
  id: string;
  name: string;
  price: Money;
  deliveryMinDays: number | null;
  deliveryMaxDays: number | null;
}

export interface Cart {
  id: string;
  status: 'open' | 'checking_out' | 'completed';
  items: CartItem[];
  itemCount: number;
  subtotal: Money;
  discountTotal: Money;
  shippingTotal: Money;
  taxTotal: Money;
  total: Money;
  discount: { code: string } | null;
  shippingOption: ShippingRate | null;
  email: string | null;
  shippingAddress: Address | null;
  updatedAt: string;
}

export interface CheckoutState {
  status: 'incomplete' | 'ready' | 'processing' | 'requires_action' | 'completed' | 'failed';
  orderId: string | null;
  error: { code: string; message: string; details?: unknown } | null;
  nextAction: { type: 'confirm_payment'; paymentId: string } | null;
}

export interface Order {
  id: string;
  number: number;
  email: string;
  total: Money;
}

export interface CustomerOrderSummary {
  id: string;
  number: number;
  status: string;
  itemCount: number;
  total: Money;
  createdAt: string;
}

export interface ReviewList {
  data: { id: string; rating: number; title: string | null; body: string; authorName: string }[];
  summary: { count: number; average: number | null };
}

export interface ConversationMessage {
  id: string;
  author: 'visitor' | 'staff';
  body: string;
}
