// Generated from the root openapi.json by packages/sdk/scripts/generate.mjs (npm run generate:types).
// Do not edit: the drift check (npm run check -w packages/sdk) fails when this differs from the spec.

export interface paths {
    "/v3/public/{publishableKey}/store": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Public store profile
         * @description The store's name, currencies, languages, theme and enabled payment methods: what a storefront
         * needs to render its frame. Cacheable: `Cache-Control: public, max-age=300, stale-while-revalidate=86400`, a
         * strong `ETag` (send `If-None-Match` for 304), and `Cache-Tag`/`Surrogate-Key` purge keys.
         */
        get: operations["getStore"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/public/{publishableKey}/cart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The cart of this cart token (an empty one for a new token)
         * @description Reads the cart of the `X-Cart-Token` header with its lines, discount, shipping and totals priced
         * now. A token the store has not seen yet gets an empty open cart, so a storefront can mint a token and read at
         * once.
         */
        get: operations["getCart"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/public/{publishableKey}/cart/items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a product, and optionally a variant, to the cart
         * @description Adds `quantity` (default 1) to the line of that variant, creating the line if needed. A product
         * with options needs `variantId`. Answers the whole cart.
         */
        post: operations["addCartItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/private/keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The store's active keys, masked
         * @description The store's publishable and secret keys, masked to their last four characters. A full key is
         * shown only once, when it is created or rotated (`POST /keys/rotate`).
         */
        get: operations["listKeys"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/private/keys/rotate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate a key; the old key stops working at once
         * @description Answers the new key once. It is stored only as a hash and cannot be shown again.
         */
        post: operations["rotateKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/private/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * All products, including drafts and archived ones
         * @description Newest first (created time, then id), keyset pagination. Filters combine with AND; `category`
         * includes its sub-categories.
         */
        get: operations["adminListProducts"];
        put?: never;
        /**
         * Create a product
         * @description A product without options has exactly one variant; with options, every variant names one value
         * of each option and no two variants share a combination. The handle defaults to a slug of the title. Raises
         * `product.created`.
         */
        post: operations["adminCreateProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/private/products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One product with variants, prices, stock and media
         * @description Any status.
         */
        get: operations["adminGetProduct"];
        put?: never;
        post?: never;
        /**
         * Delete a product (archive it if it appears in orders)
         * @description A product that appears in order lines is archived instead (status `archived`; order lines keep
         * their snapshot) and raises `product.updated`; otherwise it is removed with its variants, media and reviews
         * and raises `product.deleted`. Lines of open carts holding it are removed.
         */
        delete: operations["adminDeleteProduct"];
        options?: never;
        head?: never;
        /**
         * Update a product, its variants, options, prices, media and categories
         * @description The result must satisfy the same rules as a new product. Raises `product.updated` (and
         * `inventory.updated` for each variant whose stock was set).
         */
        patch: operations["adminUpdateProduct"];
        trace?: never;
    };
    "/v3/private/products/{id}/stock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Adjust the stock of a variant by a delta or set it
         * @description Serialised per variant by a row lock, so concurrent adjustments never lose an update. On-hand
         * stock never goes below what checkouts have reserved: such a change answers 409 `insufficient_stock` with
         * `details.onHand`, `details.reserved` and `details.requested`. Every change is a stock-ledger entry and raises
         * `inventory.updated`.
         */
        post: operations["adminAdjustStock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/private/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The category tree, as a flat list
         * @description Ordered by position then id; `parentId` builds the tree. Filter by `parentId` (`root` for
         * top-level categories).
         */
        get: operations["adminListCategories"];
        put?: never;
        /**
         * Create a category
         * @description The handle defaults to a slug of the name and is unique in the store.
         */
        post: operations["adminCreateCategory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/private/categories/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One category
         * @description One category of the tree with its parent, position and product count. 404 `resource_not_found`
         * when no category of this store has the id.
         */
        get: operations["adminGetCategory"];
        put?: never;
        post?: never;
        /**
         * Delete a category
         * @description Its sub-categories move up to its parent; its products stay, without this category.
         */
        delete: operations["adminDeleteCategory"];
        options?: never;
        head?: never;
        /**
         * Update or move a category
         * @description A category cannot become its own ancestor (400 `validation_failed`).
         */
        patch: operations["adminUpdateCategory"];
        trace?: never;
    };
    "/v3/private/discounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Discount codes
         * @description Newest first; filter by `active` or `code` (case-insensitive).
         */
        get: operations["adminListDiscounts"];
        put?: never;
        /**
         * Create a discount code
         * @description Codes are unique per store, case-insensitively.
         */
        post: operations["adminCreateDiscount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/private/discounts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One discount
         * @description One discount code with its rule, limits, validity window and how often it has been used. 404
         * `resource_not_found` when no discount of this store has the id.
         */
        get: operations["adminGetDiscount"];
        put?: never;
        post?: never;
        /**
         * Delete a discount
         * @description Orders keep the code they used.
         */
        delete: operations["adminDeleteDiscount"];
        options?: never;
        head?: never;
        /**
         * Update a discount
         * @description The result must satisfy the same rules as a new discount; `null` clears an optional field.
         */
        patch: operations["adminUpdateDiscount"];
        trace?: never;
    };
    "/v3/private/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reviews by status
         * @description Newest first.
         */
        get: operations["adminListReviews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/private/reviews/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish a review
         * @description From `pending` or `rejected`; otherwise 409 `invalid_state_transition`.
         */
        post: operations["adminApproveReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/private/reviews/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject (or unpublish) a review
         * @description From `pending` or `published`; otherwise 409 `invalid_state_transition`.
         */
        post: operations["adminRejectReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/private/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * All customers
         * @description Newest first; from checkouts (guests by e-mail) and accounts.
         */
        get: operations["adminListCustomers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/private/customers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One customer with order count and total spent
         * @description One customer (from a checkout or a storefront account) with how many orders they placed and what
         * they spent in total. 404 `resource_not_found` when no customer of this store has the id.
         */
        get: operations["adminGetCustomer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update a customer
         * @description Raises `customer.updated`. `null` clears an optional field.
         */
        patch: operations["adminUpdateCustomer"];
        trace?: never;
    };
    "/v3/private/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The store settings
         * @description Profile, currencies, languages, theme, tax rates, shipping zones and options, payment methods,
         * review auto-publish and tax-inclusive pricing.
         */
        get: operations["adminGetStoreSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update the store settings
         * @description Only the fields given change. `defaultCurrency` must be one of `currencies` and
         * `defaultLanguage` one of `languages` (400 `validation_failed`); an unknown currency, or a shipping price in a
         * currency the store does not accept, answers 400 `currency_not_supported`.
         */
        patch: operations["adminUpdateStoreSettings"];
        trace?: never;
    };
    "/v3/public/{publishableKey}/customers/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Whether an e-mail address has an account
         * @description Hard rate limit per e-mail address and per client IP (429 `rate_limited` with `Retry-After`).
         */
        post: operations["checkCustomer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/public/{publishableKey}/customers/auth-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * E-mail a passwordless sign-in link
         * @description Always 202 with the same body, whether or not the address has an account, so the answer reveals
         * nothing. An account holder gets an e-mail (plain and HTML, in the store's language) with a single-use link
         * valid for 15 minutes. Hard rate limit per e-mail address and per client IP (429 `rate_limited` with
         * `Retry-After`).
         */
        post: operations["requestCustomerAuthLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/public/{publishableKey}/customers/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exchange a sign-in token for a customer session
         * @description The token from the e-mailed link works once and for 15 minutes; a used, expired or unknown token
         * answers 401 `session_invalid`. With `X-Cart-Token`, the visitor's open cart and conversations become the
         * customer's. Hard rate limit per client IP.
         */
        post: operations["verifyCustomer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/public/{publishableKey}/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a customer account and send a sign-in link
         * @description Opens an account for the address (a guest customer of that address becomes an account holder;
         * fields already set are kept) and e-mails a sign-in link. Answers 202 with the same body as `POST
         * /customers/auth-link`, whether or not the account existed. Hard rate limit per e-mail address and per client
         * IP (429 `rate_limited` with `Retry-After`).
         */
        post: operations["createCustomer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/public/{publishableKey}/customers/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether the visitor is signed in
         * @description Never 401 for the session: an expired or signed-out session answers `signedIn: false`.
         */
        get: operations["getCustomerStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/public/{publishableKey}/customers/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in customer's profile
         * @description The profile of the customer whose session travels in `X-Customer-Session`. 401 `session_invalid`
         * when the session is missing, expired or signed out.
         */
        get: operations["getCurrentCustomer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update the signed-in customer's profile
         * @description The e-mail address cannot be changed here. `null` clears a field.
         */
        patch: operations["updateCurrentCustomer"];
        trace?: never;
    };
    "/v3/public/{publishableKey}/customers/me/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in customer's orders, newest first
         * @description Includes guest orders placed with the customer's e-mail address.
         */
        get: operations["listCurrentCustomerOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/public/{publishableKey}/customers/me/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of the signed-in customer's orders
         * @description Another customer's order answers 404, as if it did not exist.
         */
        get: operations["getCurrentCustomerOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/public/{publishableKey}/customers/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End the customer session
         * @description The session token stops working at once.
         */
        post: operations["logoutCustomer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/public/{publishableKey}/conversations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Open a storefront chat conversation with its first message
         * @description A conversation belongs to the signed-in customer (`X-Customer-Session`) or, for a visitor who is
         * not signed in, to the cart token (`X-Cart-Token`); one of them is required (400 `cart_token_required`).
         * Anyone else gets 404.
         */
        post: operations["openConversation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/public/{publishableKey}/conversations/current": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The visitor's active conversation
         * @description The most recently active open conversation of the visitor; 404 when there is none. A
         * conversation belongs to the signed-in customer (`X-Customer-Session`) or, for a visitor who is not signed in,
         * to the cart token (`X-Cart-Token`); one of them is required (400 `cart_token_required`). Anyone else gets
         * 404.
         */
        get: operations["getCurrentConversation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/public/{publishableKey}/conversations/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Messages of a conversation, oldest first
         * @description A conversation belongs to the signed-in customer (`X-Customer-Session`) or, for a visitor who is
         * not signed in, to the cart token (`X-Cart-Token`); one of them is required (400 `cart_token_required`).
         * Anyone else gets 404.
         */
        get: operations["listConversationMessages"];
        put?: never;
        /**
         * Send a message from the visitor
         * @description A message to a closed conversation opens it again. Raises `conversation.message_created`. A
         * conversation belongs to the signed-in customer (`X-Customer-Session`) or, for a visitor who is not signed in,
         * to the cart token (`X-Cart-Token`); one of them is required (400 `cart_token_required`). Anyone else gets
         * 404.
         */
        post: operations["sendConversationMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/private/conversations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Storefront conversations, open ones first
         * @description Open conversations first, then by latest activity.
         */
        get: operations["adminListConversations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/private/conversations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One conversation
         * @description One storefront conversation with its visitor, status and the time of its last message. 404
         * `resource_not_found` when no conversation of this store has the id.
         */
        get: operations["adminGetConversation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/private/conversations/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Messages of a conversation, oldest first
         * @description The messages of one conversation, oldest first, in cursor pages (see Pagination).
         */
        get: operations["adminListConversationMessages"];
        put?: never;
        /**
         * Reply as staff
         * @description A reply to a closed conversation opens it again. Raises `conversation.message_created`.
         */
        post: operations["adminReplyToConversation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/private/conversations/{id}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Close a conversation
         * @description Closing a closed conversation changes nothing.
         */
        post: operations["adminCloseConversation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/public/{publishableKey}/cart/items/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a line item from the cart
         * @description Answers the whole cart.
         */
        delete: operations["removeCartItem"];
        options?: never;
        head?: never;
        /**
         * Change the quantity of a line item
         * @description Sets the line to `quantity`; stock is checked again (409 `cart_item_out_of_stock` with
         * `details.available`). Answers the whole cart.
         */
        patch: operations["updateCartItem"];
        trace?: never;
    };
    "/v3/public/{publishableKey}/cart/discount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Apply a discount code to the cart
         * @description Replaces any applied code. A code that does not apply answers 422 `discount_code_invalid` with
         * `details.reason` (`not_found`, `expired`, `not_started`, `usage_limit_reached`, `minimum_not_met`) and leaves
         * the cart as it was. Answers the whole cart.
         */
        put: operations["applyCartDiscount"];
        post?: never;
        /**
         * Remove the applied discount
         * @description Answers the whole cart.
         */
        delete: operations["removeCartDiscount"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/public/{publishableKey}/cart/estimate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Estimate tax and shipping before checkout
         * @description Prices the cart for a country (and region) without changing it. A place the store does not ship
         * to answers 422 `shipping_option_unavailable`; no place given and none saved answers 422
         * `shipping_address_required`.
         */
        post: operations["estimateCart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/public/{publishableKey}/cart/shipping-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List shipping options for the cart's address
         * @description Options of the zones covering the saved shipping address, priced for this cart (flat, free above
         * a subtotal, or by weight). Without a saved address: 422 `shipping_address_required`.
         */
        get: operations["listCartShippingOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/public/{publishableKey}/cart/shipping": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Choose a shipping option
         * @description The option must ship to the saved address (422 `shipping_option_unavailable`; no address: 422
         * `shipping_address_required`). Answers the whole cart.
         */
        put: operations["chooseCartShipping"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/public/{publishableKey}/cart/checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the checkout state of the cart
         * @description While the cart's checkout workflow runs, the state comes from that workflow (query); otherwise
         * from the cart and its order.
         */
        get: operations["getCheckout"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Save customer and address details
         * @description Saves `email`, `shippingAddress`, `billingAddress` and `note`; fields left out keep what was
         * saved before. A shipping address the store does not ship to answers 422 `shipping_option_unavailable` and
         * saves nothing; a chosen shipping option that does not ship to the new address is dropped. Answers the whole
         * cart, which carries the saved details.
         */
        patch: operations["saveCheckoutDetails"];
        trace?: never;
    };
    "/v3/public/{publishableKey}/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Catalogue, filterable and paginated
         * @description Active products in keyset pages (`nextCursor` is bound to the filters, sort and currency;
         * another query answers 400 `invalid_cursor`). A product without a price in the currency shows `price: null`;
         * price sorts and `minPrice`/`maxPrice` (minor units, on the "from" price) and `inStock` only match products
         * priced in the currency. Cacheable: `Cache-Control: public, max-age=60, stale-while-revalidate=300`, a strong
         * `ETag` (send `If-None-Match` for 304), and `Cache-Tag`/`Surrogate-Key` purge keys. Texts are in the language
         * `lang` or `Accept-Language` asks for where the store has them, else in the store's default language
         * (`Content-Language` says which). A signed-in shopper (`X-Customer-Session`) of a customer group sees the
         * group's prices where the store has price lists for it; such answers are `Cache-Control: private`, and the
         * store's answers then vary by `X-Customer-Session`.
         */
        get: operations["listProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/public/{publishableKey}/products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One product with variants and media
         * @description An active product; drafts, archived products and products of other stores answer 404
         * `resource_not_found`. Cacheable: `Cache-Control: public, max-age=60, stale-while-revalidate=300`, a strong
         * `ETag` (send `If-None-Match` for 304), and `Cache-Tag`/`Surrogate-Key` purge keys. Texts are in the language
         * `lang` or `Accept-Language` asks for where the store has them, else in the store's default language
         * (`Content-Language` says which). A signed-in shopper (`X-Customer-Session`) of a customer group sees the
         * group's prices where the store has price lists for it; such answers are `Cache-Control: private`, and the
         * store's answers then vary by `X-Customer-Session`.
         */
        get: operations["getProduct"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/public/{publishableKey}/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * All product categories
         * @description Every category with its `parentId` (build the tree from those), in display order. Cacheable:
         * `Cache-Control: public, max-age=300, stale-while-revalidate=3600`, a strong `ETag` (send `If-None-Match` for
         * 304), and `Cache-Tag`/`Surrogate-Key` purge keys. Texts are in the language `lang` or `Accept-Language` asks
         * for where the store has them, else in the store's default language (`Content-Language` says which).
         */
        get: operations["listCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/public/{publishableKey}/categories/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One category
         * @description The category with the ids of its children. Cacheable: `Cache-Control: public, max-age=300,
         * stale-while-revalidate=3600`, a strong `ETag` (send `If-None-Match` for 304), and `Cache-Tag`/`Surrogate-Key`
         * purge keys. Texts are in the language `lang` or `Accept-Language` asks for where the store has them, else in
         * the store's default language (`Content-Language` says which).
         */
        get: operations["getCategory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/public/{publishableKey}/products/{id}/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reviews for a product
         * @description Published reviews of an active product, newest first, with a summary of all published reviews
         * (on every page). Cacheable: `Cache-Control: public, max-age=300, stale-while-revalidate=3600`, a strong
         * `ETag` (send `If-None-Match` for 304), and `Cache-Tag`/`Surrogate-Key` purge keys.
         */
        get: operations["listProductReviews"];
        put?: never;
        /**
         * Submit a product review
         * @description Stored `pending` until approved through the private API, unless the store auto-publishes
         * reviews. Raises `review.created`.
         */
        post: operations["createProductReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/public/{publishableKey}/tax/calculate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Tax for a given basket and address
         * @description Applies the store's rate for the country (a region's own rate wins) and rounds half-up per line.
         * With tax-inclusive prices the tax is extracted and `total` equals `subtotal`.
         */
        post: operations["calculateTax"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/public/{publishableKey}/payment-methods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Enabled payment methods for the store
         * @description The payment methods the store accepts, in the store's order, and whether each needs a
         * `paymentToken` from the payment form at submit. Cacheable: `Cache-Control: public, max-age=300,
         * stale-while-revalidate=86400`, a strong `ETag` (send `If-None-Match` for 304), and
         * `Cache-Tag`/`Surrogate-Key` purge keys.
         */
        get: operations["listPaymentMethods"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/public/{publishableKey}/feeds/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Product feed for advertising platforms; one URL per platform and locale (language and currency)
         * @description One item per variant of every active product priced in the feed's currency (`currency`, else the
         * store's default currency), streamed (any catalogue size), with titles, descriptions and variant titles in the
         * locale's language where the product has them (else in the store's default language). `platform=google`
         * answers Google Merchant Center RSS 2.0 XML (`application/rss+xml`), `platform=meta` answers a Meta catalogue
         * CSV (`text/csv`). The locale must be one of the store's languages. Errors are JSON like everywhere else.
         */
        get: operations["getProductFeed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/private/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Registered webhook endpoints, newest first
         * @description Every webhook endpoint of the store, newest first, with its subscribed event types and whether
         * it is enabled. Signing secrets are not shown here.
         */
        get: operations["adminListWebhooks"];
        put?: never;
        /**
         * Register a webhook endpoint
         * @description Answers the endpoint with its signing secret `whsec_…`, shown once. The URL must be https and
         * must not resolve to a private, loopback or link-local address.
         */
        post: operations["adminCreateWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/private/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The webhook endpoint id (`whe_…`). */
                id: string;
            };
            cookie?: never;
        };
        /**
         * One webhook endpoint
         * @description One webhook endpoint with its subscribed event types, state and the reason it was disabled, if
         * it was. 404 `resource_not_found` when no endpoint of this store has the id.
         */
        get: operations["adminGetWebhook"];
        put?: never;
        post?: never;
        /**
         * Remove a webhook endpoint and its delivery log
         * @description Removes the endpoint and its delivery log. Deliveries already under way stop at their next
         * attempt.
         */
        delete: operations["adminDeleteWebhook"];
        options?: never;
        head?: never;
        /**
         * Change the URL, the subscribed events or the description; enable or disable
         * @description Changes only the fields sent. Enabling an endpoint that was disabled after failures clears
         * `disabledReason`; deliveries resume with events that happen from then on.
         */
        patch: operations["adminUpdateWebhook"];
        trace?: never;
    };
    "/v3/private/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The webhook endpoint id (`whe_…`). */
                id: string;
            };
            cookie?: never;
        };
        /**
         * The delivery log of an endpoint, newest first, each delivery with every attempt
         * @description The delivery log of one endpoint, newest first, in cursor pages. Each delivery lists every
         * attempt with its HTTP status, duration and error, and when the next retry is due.
         */
        get: operations["adminListWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/private/webhooks/{id}/deliveries/{deliveryId}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The webhook endpoint id (`whe_…`). */
                id: string;
                /** @description The delivery id (`whd_…`). */
                deliveryId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Retry a delivery now
         * @description A delivery waiting for its next attempt is attempted at once; a finished one (succeeded or
         * failed) is sent again and follows the retry schedule anew.
         */
        post: operations["adminRetryWebhookDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/private/webhooks/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The webhook endpoint id (`whe_…`). */
                id: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a `webhook.test` event to this endpoint only
         * @description Queues one `webhook.test` event for this endpoint alone, signed like any other delivery, so a
         * receiver can check its signature verification. 409 `invalid_state_transition` while the endpoint is disabled.
         */
        post: operations["adminSendTestWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/private/webhooks/{id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The webhook endpoint id (`whe_…`). */
                id: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate the signing secret
         * @description Answers the new secret once. For 24 hours deliveries carry two signatures, one per secret, so
         * receivers can switch without losing events.
         */
        post: operations["adminRotateWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/private/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Events of the last 30 days, newest first
         * @description The events of the last 30 days, newest first, in cursor pages, filterable by type. The same
         * bodies are POSTed to webhook endpoints, so a receiver that missed deliveries can catch up here.
         */
        get: operations["adminListEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/private/events/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The event id (`evt_…`). */
                id: string;
            };
            cookie?: never;
        };
        /**
         * One event (kept 30 days)
         * @description One event as webhook endpoints receive it. Events are kept 30 days; an older id answers 404
         * `resource_not_found`.
         */
        get: operations["adminGetEvent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/public/{publishableKey}/cart/checkout/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Place the order and start payment
         * @description Starts or joins the one checkout workflow of this cart (`checkout-<cartId>`, update-with-start),
         * so a double click or a second tab never makes a second order or charge. Prices, discount, tax and shipping
         * are recomputed on the server and the stock is reserved atomically. Answers within 4 seconds in every case:
         * 201 with the order when the checkout settles within them, otherwise 202 with the checkout state
         * (`processing`, or `requires_action` when the payment waits on the shopper) and a `Location` header naming the
         * checkout to poll (`getCheckout`) until it settles. Once the checkout may have started, Temporal or PostgreSQL
         * ceasing to answer still answers 202 with what is known, never 503: the checkout runs on and the poll shows
         * its outcome. 503 `service_unavailable` is answered only when nothing can have started (Temporal or the
         * database out of reach before the submit was sent): nothing was reserved or charged. A retry with the same
         * `Idempotency-Key` joins the cart's checkout: it neither waits for a first attempt that is still running (or
         * whose API process died) nor replays a stored 202, but answers the checkout's current outcome. A declined card
         * answers 402 and reopens the cart.
         */
        post: operations["submitCheckout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/public/{publishableKey}/payments/{paymentId}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Provider callback: the shopper completed the payment's extra step
         * @description For a payment in `requires_action` (test token `tok_requires_action`): the provider (or its
         * hosted 3-D Secure page) reports the outcome here, which signals the checkout workflow. `failed` declines the
         * payment. Without a callback before `CHECKOUT_ACTION_TIMEOUT_SECONDS`, the checkout fails and the stock is
         * released. Answers like submit.
         */
        post: operations["confirmPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/private/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * All orders, filterable, newest first
         * @description All orders of the store, newest first, in cursor pages, filterable by status, payment and
         * fulfilment state, e-mail and creation time. Each row carries the actions its state allows (`allowedActions`).
         * Orders that are not placed (a declined card's order, a card checkout still waiting for its payment) are left
         * out unless `includeAttempts=true`; see docs/api-guide.md.
         */
        get: operations["adminListOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/private/orders/{orderId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A single order, with allowed actions and its workflow
         * @description The whole order: lines, totals, payments, refunds, fulfilments, its timeline, the actions its
         * state allows now (`allowedActions`) and a link to its workflow in the Temporal UI.
         */
        get: operations["adminGetOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/private/orders/{orderId}/fulfil": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Fulfil (ship) some or all items
         * @description A Workflow Update on `order-<orderId>`. Without items: everything still unfulfilled. Disallowed:
         * 409 invalid_state_transition.
         */
        post: operations["adminFulfilOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/private/orders/{orderId}/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refund by amount, or by items plus shipping
         * @description Never more than paid minus refunded (422 refund_exceeds_captured); what was paid is the card's
         * capture plus what gift cards and store credit paid at checkout. The money goes back in the reverse order of
         * the checkout: the card (through the provider) up to what it paid, then store credit, then gift cards from the
         * last applied, each a `refund_to` ledger row. Without amount and items: everything still refundable.
         * Idempotency-Key required.
         */
        post: operations["adminRefundOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/private/orders/{orderId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel an order while nothing is fulfilled
         * @description Voids or refunds the payment, releases or restocks the stock, records the reason.
         */
        post: operations["adminCancelOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/private/orders/{orderId}/mark-paid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark an offline (bank transfer) order paid
         * @description For a pending order paid outside the provider: the order is confirmed and its stock committed.
         */
        post: operations["adminMarkOrderPaid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/webhooks/stripe/{storeId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Receive a Stripe event
         * @description Stripe's webhook for one store (outside both API surfaces: no key, the signature is the
         * credential). `Stripe-Signature` is verified over the exact body with the store's webhook signing secret (5
         * minutes tolerance). Each Stripe event id is applied once; a replay answers 200 with `replayed: true`.
         * `payment_intent.succeeded`, `.amount_capturable_updated`, `.payment_failed` and `.canceled` move on a
         * checkout waiting on the shopper (3-D Secure), whichever of them and the shopper's confirm comes first;
         * `charge.refunded` records on the order (through its workflow, without calling Stripe) what Stripe refunded
         * beyond what the order shows (a dashboard refund); `charge.dispute.created` goes on the order's timeline and
         * raises `order.disputed`. Other event types are acknowledged and ignored.
         */
        post: operations["receiveStripeWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/private/staff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The store's staff members
         * @description Every member of the store's staff with their role, permissions and whether two-factor sign-in is
         * on. Owners only (`x-permission: owner`).
         */
        get: operations["adminListStaff"];
        put?: never;
        /**
         * Invite a staff member; they get a sign-in link by e-mail
         * @description Adds a member with a role (`owner`, `admin` or `staff` with chosen permissions) and e-mails them
         * a sign-in link. An e-mail already on the staff answers 409 `staff_exists`. Owners only.
         */
        post: operations["adminInviteStaff"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/private/staff/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a member; their sessions end at once
         * @description The last owner cannot be removed (409 last_owner).
         */
        delete: operations["adminRemoveStaff"];
        options?: never;
        head?: never;
        /**
         * Change a member's name, role or permissions (applies to their live sessions at once)
         * @description Changes a member's name, role or permissions; their live sessions follow at once. Demoting the
         * last owner answers 409 `last_owner`. Owners only.
         */
        patch: operations["adminUpdateStaff"];
        trace?: never;
    };
    "/v3/private/audit-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every state change made through the private API, newest first
         * @description Who (a staff member or a secret key, by id), what (operationId and resource id), when and from
         * which IP.
         */
        get: operations["adminListAuditLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/staff/sign-in-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * E-mail a dashboard sign-in link to a staff member
         * @description Answers the same whatever the address; one link per store the address is a member of. Rate
         * limited per IP and per address. No security scheme: these sign-in steps come before any session or key; the
         * sign-in link token (or the e-mail address) is the credential, and both are rate limited.
         */
        post: operations["requestStaffSignInLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/staff/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in member, their store and permissions, and the CSRF token
         * @description The member the `commerce_staff` cookie belongs to, their store, role and permissions, and the
         * CSRF token to send as `X-CSRF-Token` on every state-changing request.
         */
        get: operations["getStaffSession"];
        put?: never;
        /**
         * Trade a sign-in link's token for a session cookie
         * @description Sets the `commerce_staff` cookie. An owner with two-factor sign-in on also sends `totpCode` (401
         * totp_required / totp_invalid otherwise; the link stays usable until its expiry). No security scheme: these
         * sign-in steps come before any session or key; the sign-in link token (or the e-mail address) is the
         * credential, and both are rate limited.
         */
        post: operations["createStaffSession"];
        /**
         * Sign out: the session ends at once
         * @description Ends the session at once and clears the cookie; the same cookie is refused from then on.
         */
        delete: operations["deleteStaffSession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/staff/session/totp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Owners: start two-factor sign-in (RFC 6238); answers the secret once
         * @description Owners only: makes a new TOTP secret (RFC 6238, 6 digits, 30 s) and answers it once as a secret
         * and an `otpauth://` URI for an authenticator app; two-factor sign-in is on only after the confirm step.
         */
        post: operations["startStaffTotp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/staff/session/totp/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Owners: turn two-factor sign-in on with a current code
         * @description Owners only: turns two-factor sign-in on once a current code from the new secret is sent; from
         * then on a sign-in link also needs the code.
         */
        post: operations["confirmStaffTotp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/private/product-exports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Export products to a file
         * @description Starts an export of products (each with its variants, prices, stock, media and categories, as
         * the product list shows them) to CSV or JSON Lines, as a Temporal workflow that streams the records to a file;
         * answers 202 at once with the export. Poll `GET /v3/private/product-exports/{id}` for its progress; once
         * complete it carries a signed download link, and `export.completed` is raised.
         */
        post: operations["adminExportProducts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/private/product-exports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a product export
         * @description Its progress as its workflow reports it while it runs (as last recorded when the workflow cannot
         * answer), and once complete a freshly signed download link valid for `EXPORT_LINK_SECONDS` (an hour by
         * default).
         */
        get: operations["adminGetProductsExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/private/order-exports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Export orders to a file
         * @description Starts an export of orders, each the whole Order resource with its lines, payments, refunds,
         * fulfilments and timeline to CSV or JSON Lines, as a Temporal workflow that streams the records to a file;
         * answers 202 at once with the export. Poll `GET /v3/private/order-exports/{id}` for its progress; once
         * complete it carries a signed download link, and `export.completed` is raised.
         */
        post: operations["adminExportOrders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/private/order-exports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a order export
         * @description Its progress as its workflow reports it while it runs (as last recorded when the workflow cannot
         * answer), and once complete a freshly signed download link valid for `EXPORT_LINK_SECONDS` (an hour by
         * default).
         */
        get: operations["adminGetOrdersExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/private/customer-exports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Export customers to a file
         * @description Starts an export of customers, with their order count and money spent, as the customer list
         * shows them to CSV or JSON Lines, as a Temporal workflow that streams the records to a file; answers 202 at
         * once with the export. Poll `GET /v3/private/customer-exports/{id}` for its progress; once complete it carries
         * a signed download link, and `export.completed` is raised.
         */
        post: operations["adminExportCustomers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/private/customer-exports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a customer export
         * @description Its progress as its workflow reports it while it runs (as last recorded when the workflow cannot
         * answer), and once complete a freshly signed download link valid for `EXPORT_LINK_SECONDS` (an hour by
         * default).
         */
        get: operations["adminGetCustomersExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/private/stock-ledger-exports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Export the stock ledger to a file
         * @description Starts an export of the stock ledger: every change of on-hand stock (adjustments, sales,
         * restocks), newest first to CSV or JSON Lines, as a Temporal workflow that streams the records to a file;
         * answers 202 at once with the export. Poll `GET /v3/private/stock-ledger-exports/{id}` for its progress; once
         * complete it carries a signed download link, and `export.completed` is raised.
         */
        post: operations["adminExportStockLedger"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/private/stock-ledger-exports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a stock ledger export
         * @description Its progress as its workflow reports it while it runs (as last recorded when the workflow cannot
         * answer), and once complete a freshly signed download link valid for `EXPORT_LINK_SECONDS` (an hour by
         * default).
         */
        get: operations["adminGetStockLedgerExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/exports/{id}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download an export's file through its signed link
         * @description The link `GET /v3/private/<kind>-exports/{id}` gives: no key, the signature is the credential
         * (an HMAC over the export id and the expiry). The file is streamed as it is stored, `text/csv` or
         * `application/x-ndjson`, as an attachment.
         */
        get: operations["downloadExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/private/products/bulk-prices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set the prices of up to 1,000 variants
         * @description Sets each listed variant's prices (the full list per variant, as `PATCH /products/{id}` does),
         * raising `product.updated` for each product changed. Each item is applied in a transaction of its own through
         * the same service as the single change, so each succeeds or fails alone, and events are raised only for the
         * items applied. The answer is 200 whenever the request itself is valid, with one result per item in the order
         * sent: `ok: true` and what changed, or `ok: false` and the error (`{ code, message, details }`) the single
         * operation would have answered; `succeeded` and `failed` count them. A request that is invalid as a whole
         * (over 1,000 items, an item of the wrong shape) is refused with 400 and changes nothing. Every item sets a
         * value, so repeating a request (say after a 503) is harmless.
         */
        post: operations["adminBulkSetPrices"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/private/products/bulk-price-adjustments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move the prices of up to 1,000 variants by an amount or a percentage
         * @description Moves each listed variant's price in one currency by `amount` (minor units, either sign) or by
         * `percent` (taken to two decimals, either sign; the change is the price times the percent, rounded half away
         * from zero to the currency's minor unit), from the price as it is when the item is applied: the product is
         * locked while it changes, so two adjustments sent at once are both applied, one after the other. Raises
         * `product.updated` for each product changed. An item is refused (`validation_failed`) when the variant has no
         * price in that currency or the result would be below 0 or above 1,000,000,000,000; a missing product or
         * variant answers `resource_not_found`. Each item is applied in a transaction of its own through the same
         * service as the single change, so each succeeds or fails alone, and events are raised only for the items
         * applied. The answer is 200 whenever the request itself is valid, with one result per item in the order sent:
         * `ok: true` and the variant's prices after the change, or `ok: false` and the error (`{ code, message, details
         * }`); `succeeded` and `failed` count them. A request that is invalid as a whole (over 1,000 items, an item of
         * the wrong shape) is refused with 400 and changes nothing. Unlike the other bulk operations an item does not
         * set a value: send an Idempotency-Key and repeat a request only with it, so a retry is answered the first
         * outcome instead of moving the prices twice. (A retry that takes over the key of a request whose server died
         * mid-way runs it again, moving the items applied before the death twice; read the prices before sending it
         * again in that case.)
         */
        post: operations["adminBulkAdjustPrices"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/private/products/bulk-stock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set the on-hand stock of up to 1,000 variants
         * @description Sets each listed variant's on-hand stock as `POST /products/{id}/stock` with `set` does: a
         * stock-ledger entry and `inventory.updated` for each, never below what checkouts reserved
         * (`insufficient_stock`). Each item is applied in a transaction of its own through the same service as the
         * single change, so each succeeds or fails alone, and events are raised only for the items applied. The answer
         * is 200 whenever the request itself is valid, with one result per item in the order sent: `ok: true` and what
         * changed, or `ok: false` and the error (`{ code, message, details }`) the single operation would have
         * answered; `succeeded` and `failed` count them. A request that is invalid as a whole (over 1,000 items, an
         * item of the wrong shape) is refused with 400 and changes nothing. Every item sets a value, so repeating a
         * request (say after a 503) is harmless.
         */
        post: operations["adminBulkSetStock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/private/products/bulk-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the status of up to 1,000 products
         * @description Sets each listed product's status (`draft`, `active`, `archived`) as `PATCH /products/{id}`
         * does, raising `product.updated` for each. Each item is applied in a transaction of its own through the same
         * service as the single change, so each succeeds or fails alone, and events are raised only for the items
         * applied. The answer is 200 whenever the request itself is valid, with one result per item in the order sent:
         * `ok: true` and what changed, or `ok: false` and the error (`{ code, message, details }`) the single operation
         * would have answered; `succeeded` and `failed` count them. A request that is invalid as a whole (over 1,000
         * items, an item of the wrong shape) is refused with 400 and changes nothing. Every item sets a value, so
         * repeating a request (say after a 503) is harmless.
         */
        post: operations["adminBulkSetStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/private/products/{id}/translations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The product's translations, one per language
         * @description Every language the product has texts in besides the store's default language, in language order.
         */
        get: operations["adminListProductTranslations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/private/products/{id}/translations/{language}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set the product's texts in one language
         * @description Replaces the product's translation in the language, one of the store's languages other than its
         * default (else 422 `language_not_supported`); texts left out are shown in the default language. Options are
         * translated in the product's order, every value of each (else 400 `validation_failed`). The storefront shows
         * it to readers who ask for the language (`lang` or `Accept-Language`). Raises `product.updated`.
         */
        put: operations["adminPutProductTranslation"];
        post?: never;
        /**
         * Remove the product's texts in one language
         * @description The storefront shows the product in the store's default language to readers of that language
         * from then on; a language without a translation answers 404. Raises `product.updated`.
         */
        delete: operations["adminDeleteProductTranslation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/private/categories/{id}/translations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The category's translations, one per language
         * @description Every language the category has texts in besides the store's default language, in language
         * order.
         */
        get: operations["adminListCategoryTranslations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/private/categories/{id}/translations/{language}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set the category's texts in one language
         * @description Replaces the category's translation in the language, one of the store's languages other than its
         * default (else 422 `language_not_supported`); texts left out are shown in the default language. The storefront
         * shows it to readers who ask for the language (`lang` or `Accept-Language`).
         */
        put: operations["adminPutCategoryTranslation"];
        post?: never;
        /**
         * Remove the category's texts in one language
         * @description The storefront shows the category in the store's default language to readers of that language
         * from then on; a language without a translation answers 404.
         */
        delete: operations["adminDeleteCategoryTranslation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/private/imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a product import
         * @description Uploads a CSV (Shopify's product CSV columns, plus `Category` and `Variant Price <CUR>`; see
         * docs/imports.md) or a JSONL file (one `ImportProduct` per line) as the body, sent as it is (`text/csv` or
         * `application/x-ndjson`), up to `IMPORT_MAX_MB` (100 MiB by default; larger answers 413). The import's
         * workflow starts its dry run at once: it checks every row and records each bad one with its line, column and
         * reason, and writes nothing. Read the report from `GET /imports/{importId}` (status `validated`), then start
         * the real run with `POST /imports/{importId}/start`. Products are upserted by handle and variants by SKU, so
         * importing the same file again changes nothing.
         */
        post: operations["adminCreateImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/private/imports/{importId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One import with its progress and problems
         * @description The import's status, its dry-run report (each bad row's line, column and reason) and, while it
         * runs, rows done and failed, the rate and an estimate, read from its workflow; after it has ended, from the
         * database. 404 `resource_not_found` when no import of this store has the id.
         */
        get: operations["adminGetImport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/private/imports/{importId}/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start an import after its dry run
         * @description Starts the real run of an import whose dry run is over (status `validated`): its valid products
         * are written in batches, each batch in one transaction with the record of its commit, so a crashed worker
         * resumes after the last committed batch. Rows the dry run found bad are skipped (their products are not
         * written). Ends with an `import.completed` or `import.failed` event. 409 `invalid_state_transition` while the
         * dry run is still reading, or once the import has started.
         */
        post: operations["adminStartImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/public/{publishableKey}/gift-cards/balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a gift card's balance
         * @description The balance and expiry of the card with this code. A code that is unknown, disabled or expired
         * answers the same 422 `gift_card_invalid` in about the same time, and every attempt draws on the per-IP limit
         * of the customer sign-in operations (429 `rate_limited`), so codes cannot be found by trying them.
         */
        post: operations["checkGiftCardBalance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/public/{publishableKey}/cart/gift-cards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Apply a gift card to the cart
         * @description Applies the card with this code to the cart; several may be applied, and each pays what it holds
         * of what is left, in the order applied, before store credit and the card. 422 `gift_card_invalid` for a code
         * that is unknown, disabled or expired (`details.reason` `not_usable`), or in another currency (`currency`);
         * 409 `balance_insufficient` for an empty card. Answers the checkout with what each applied balance covers and
         * `amountDue`. Nothing is debited until submit.
         */
        post: operations["applyCartGiftCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/public/{publishableKey}/cart/balances/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Take an applied gift card or store credit off the cart
         * @description Removes one applied balance by the id `appliedBalances` shows. 404 `resource_not_found` when
         * none of the cart has it. Answers the checkout.
         */
        delete: operations["removeCartBalance"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/public/{publishableKey}/cart/store-credit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Apply the shopper's store credit to the cart
         * @description For a signed-in shopper (X-Customer-Session): applies their store credit in the cart's currency,
         * which pays after any gift cards. 409 `balance_insufficient` when they have none. Answers the checkout.
         */
        put: operations["applyCartStoreCredit"];
        post?: never;
        /**
         * Take store credit off the cart
         * @description Removes the applied store credit. 404 `resource_not_found` when none is applied. Answers the
         * checkout.
         */
        delete: operations["removeCartStoreCredit"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/public/{publishableKey}/customers/me/store-credit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in shopper's store credit
         * @description Their store-credit balance in each currency and its newest ledger rows (at most 100 each).
         */
        get: operations["getCurrentCustomerStoreCredit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/private/gift-cards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List gift cards
         * @description Gift cards newest first, keyset-paginated; `last4` finds a card by the characters printed on it.
         * Codes are never shown again after issue.
         */
        get: operations["adminListGiftCards"];
        put?: never;
        /**
         * Issue a gift card
         * @description Issues a card of `amount` in `currency` (one of the store's, else 400 `currency_not_supported`)
         * with an optional expiry; its value is the ledger's first row (`issue`). The 16-character code (from an
         * alphabet without look-alike characters) is answered this once: only its hash and last four characters are
         * stored. Raises `gift_card.issued`.
         */
        post: operations["adminIssueGiftCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/private/gift-cards/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One gift card with its ledger
         * @description The card, its balance (always the sum of its ledger rows) and its newest 100 rows. 404
         * `resource_not_found` when no card of this store has the id.
         */
        get: operations["adminGetGiftCard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/private/gift-cards/{id}/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Disable a gift card
         * @description A disabled card can be neither checked nor applied nor redeemed; its balance stays. Repeating it
         * changes nothing.
         */
        post: operations["adminDisableGiftCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/private/gift-cards/{id}/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Enable a gift card again
         * @description Makes a disabled card usable again (unless it has expired).
         */
        post: operations["adminEnableGiftCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/private/gift-cards/{id}/adjustments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Adjust a gift card's balance
         * @description Adds (positive) or removes (negative) an amount with a reason, as one `adjust` row of the
         * ledger. A removal beyond the balance is refused with 409 `balance_insufficient` (`details.balance`).
         */
        post: operations["adminAdjustGiftCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/private/customers/{id}/store-credit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A customer's store credit
         * @description The customer's balance in each currency with its newest ledger rows. An empty list when they
         * never had any.
         */
        get: operations["adminGetCustomerStoreCredit"];
        put?: never;
        /**
         * Add or remove store credit
         * @description Adds (positive) or removes (negative) credit in one of the store's currencies with a reason, as
         * one `adjust` row. Below zero is refused with 409 `balance_insufficient`. Raises `store_credit.changed`. 404
         * `resource_not_found` for an unknown customer.
         */
        post: operations["adminChangeCustomerStoreCredit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/public/{publishableKey}/customers/me/orders/{id}/returns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask to return items of one of my orders
         * @description The signed-in customer picks fulfilled lines and quantities, a reason and a note. Refusals: 404
         * `resource_not_found` (no such order, or not fulfilled yet), 422 `return_window_closed` (past the store's
         * window after fulfilment), `return_not_allowed` (a product the store does not take back),
         * `return_quantity_exceeded` (more than fulfilled minus what is already returned or being returned),
         * `return_reason_not_offered`. Raises `return.requested` (and `return.approved` when the store's rule approves
         * it).
         */
        post: operations["requestCustomerReturn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/public/{publishableKey}/returns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask to return items, by order number and e-mail
         * @description For guests: the order is found by its number and the e-mail it was placed with; a wrong pair
         * answers 404. Refusals: 404 `resource_not_found` (no such order, or not fulfilled yet), 422
         * `return_window_closed` (past the store's window after fulfilment), `return_not_allowed` (a product the store
         * does not take back), `return_quantity_exceeded` (more than fulfilled minus what is already returned or being
         * returned), `return_reason_not_offered`. Raises `return.requested` (and `return.approved` when the store's
         * rule approves it).
         */
        post: operations["requestGuestReturn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/private/returns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List returns
         * @description Returns newest first, keyset-paginated; filter by status or order.
         */
        get: operations["adminListReturns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/private/returns/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a return
         * @description One return with its lines, what arrived and how it was resolved.
         */
        get: operations["adminGetReturn"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/private/returns/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a return
         * @description A `requested` return becomes `approved`; its workflow waits for the parcel until the store's
         * `shipWithinSeconds` and then expires it (`return.expired`). Raises `return.approved`; 409
         * `invalid_state_transition` in any other state.
         */
        post: operations["adminApproveReturn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/private/returns/{id}/refuse": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refuse a return
         * @description A `requested` return becomes `refused` with the message. Raises `return.refused`.
         */
        post: operations["adminRefuseReturn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/private/returns/{id}/receive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record the parcel
         * @description An `approved` (or `in_transit`) return becomes `received`: per line, how many units arrived and
         * in which condition (at most what was asked for). Raises `return.received`.
         */
        post: operations["adminReceiveReturn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/private/returns/{id}/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resolve a return
         * @description A `received` return is refunded to the original payment through the order's workflow (422
         * `refund_exceeds_captured` when the order has less left to refund, 409 `invalid_state_transition` when it has
         * nothing left) or credited to the customer's store credit (422 `store_credit_unavailable` for an order without
         * a customer), less the store's restocking fee; sellable units go back to stock and damaged ones are written
         * off, each a stock-ledger row. Every money movement happens once, whatever is retried. Raises
         * `return.resolved`.
         */
        post: operations["adminResolveReturn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/private/reports/sales": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sales by day, week or month
         * @description Gross sales, discounts, refunds, net sales, tax, shipping, orders, units and average order value
         * of placed orders, with checkouts started, declined checkouts, refunds and cancellations, per period of a date
         * range. Read from the daily rollups (no order is scanned), so the figures of a day equal the sums over the
         * order list's default view for that day's `createdFrom`/`createdTo`.
         */
        get: operations["adminSalesReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/private/reports/top-products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Best-selling products or variants
         * @description The products (or variants) of placed orders in a date range with the most sales after discounts,
         * read from the daily rollups.
         */
        get: operations["adminTopProductsReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/private/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search orders, customers and products
         * @description One query over the dashboard's three lists, through each list's own `q` filter (the order list's
         * placed orders only). A secret key sees every group; a staff session needs one of the three permissions and
         * gets only the groups its permissions allow (`orders`, `customers`, `catalogue`). A q shorter than 2 or longer
         * than 200 characters answers 400.
         */
        get: operations["adminSearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/public/{publishableKey}/cart/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exchange a recovery mail's link for its cart's token
         * @description A recovery mail links to the store's `cartUrl` with `?cartRecovery=<token>`, a signed token
         * naming the cart and when it expires. This answers the cart's `X-Cart-Token`, so the widget continues with
         * that cart. 404 when the cart is no longer open (ordered).
         */
        post: operations["restoreCart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/cart-recovery/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Stop recovery mails to an address, through a mail's signed link
         * @description Every recovery mail carries this link: no key, the signed token is the credential. The address
         * gets no more recovery mail from the store for any cart: the sequences of its carts already mailed end at
         * once, any other at its next step without a mail. Repeating it changes nothing.
         */
        get: operations["unsubscribeCartRecovery"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/private/customer-groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List customer groups
         * @description Customer groups newest first, keyset-paginated.
         */
        get: operations["adminListCustomerGroups"];
        put?: never;
        /**
         * Create a customer group
         * @description A group (for example `trade` or `vip`) that price lists can be for. Customers join it by staff
         * (PUT …/customers/{customerId}) or by `emailDomains`: a customer whose address is at one of them belongs to it
         * unless staff placed them in another group. 409 `resource_already_exists` for a handle the store already uses.
         */
        post: operations["adminCreateCustomerGroup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/private/customer-groups/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One customer group
         * @description 404 `resource_not_found` when no group of this store has the id.
         */
        get: operations["adminGetCustomerGroup"];
        put?: never;
        post?: never;
        /**
         * Delete a customer group
         * @description Its members leave it, and the price lists for it are deleted with it (their prices end at once).
         */
        delete: operations["adminDeleteCustomerGroup"];
        options?: never;
        head?: never;
        /**
         * Change a customer group
         * @description Renames the group or replaces its e-mail domains; a shopper's next catalogue read and cart use
         * the new rule.
         */
        patch: operations["adminUpdateCustomerGroup"];
        trace?: never;
    };
    "/v3/private/customer-groups/{id}/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the members of a group
         * @description The customers staff placed in the group, newest first (customers who belong by `emailDomains`
         * are not listed).
         */
        get: operations["adminListCustomerGroupMembers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/private/customer-groups/{id}/customers/{customerId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Place a customer in a group
         * @description A customer is in one group at a time: placing them here takes them out of any other. Repeating
         * it changes nothing. 404 `resource_not_found` for a group or customer of no such id in this store.
         */
        put: operations["adminAddCustomerGroupMember"];
        post?: never;
        /**
         * Take a customer out of a group
         * @description 404 `resource_not_found` when the customer is not a member placed by staff.
         */
        delete: operations["adminRemoveCustomerGroupMember"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/private/price-lists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List price lists
         * @description Price lists newest first, keyset-paginated, with their prices.
         */
        get: operations["adminListPriceLists"];
        put?: never;
        /**
         * Create a price list
         * @description An `override` list sets variants' unit prices per currency, with optional quantity tiers
         * (`minQuantity`) and a compare-at price; a `percentage` list takes `percentOff` off every variant's own price.
         * For a customer group or for everyone, from `startsAt` until `endsAt` (either may be left out). A shopper pays
         * the lowest of their variant's own price and what the active lists for them offer, on the catalogue, in the
         * cart and at checkout. The list starts and ends at its dates by its own schedule (raising `price_list.started`
         * and `price_list.ended`). Refusals: 404 `resource_not_found` for a group or variant not of this store, 400
         * `currency_not_supported`, 400 `validation_failed` (ends before it starts, `percentOff` missing or given with
         * `override`, prices on a `percentage` list, a variant twice in one currency and tier, a compare-at price not
         * above the price).
         */
        post: operations["adminCreatePriceList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/private/price-lists/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One price list
         * @description 404 `resource_not_found` when no list of this store has the id.
         */
        get: operations["adminGetPriceList"];
        put?: never;
        post?: never;
        /**
         * Delete a price list
         * @description Its prices end at once (an active list raises `price_list.ended`).
         */
        delete: operations["adminDeletePriceList"];
        options?: never;
        head?: never;
        /**
         * Change a price list
         * @description Changes the fields sent (`prices` replaces every price). New dates move its schedule: a list
         * whose `startsAt` is now in the past starts at once. The same refusals as creating one.
         */
        patch: operations["adminUpdatePriceList"];
        trace?: never;
    };
    "/v3/private/variants/{id}/price-preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What a shopper pays for a variant
         * @description The unit price a customer of the group (or a shopper in no group) pays for the variant now, at
         * this quantity, through the active price lists, beside the variant's own price. 404 `resource_not_found` for a
         * variant or group not of this store.
         */
        get: operations["adminPreviewPrice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/private/locations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The store's locations, by priority
         * @description Every location of the store, lowest priority number first (the order allocation tries them in).
         */
        get: operations["adminListLocations"];
        put?: never;
        /**
         * Add a location (warehouse, shop or dropship supplier)
         * @description A new location holds no stock until stock is set there or a transfer is received.
         */
        post: operations["adminCreateLocation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/private/locations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One location
         * @description A location of the store with its address, priority and whether it fulfils online orders.
         */
        get: operations["adminGetLocation"];
        put?: never;
        post?: never;
        /**
         * Delete a location
         * @description The default location cannot be deleted (409 `location_is_default`), nor one that holds stock or
         * is named by an allocation or a transfer (409 `location_in_use`).
         */
        delete: operations["adminDeleteLocation"];
        options?: never;
        head?: never;
        /**
         * Change a location
         * @description Turning `fulfilsOnlineOrders` off takes the location's stock out of every variant's available
         * stock in the same transaction; when a variant would then have fewer units than checkouts reserved it answers
         * 409 `insufficient_stock`. The default location always fulfils online orders (409 `location_is_default`).
         */
        patch: operations["adminUpdateLocation"];
        trace?: never;
    };
    "/v3/private/locations/{id}/stock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Adjust or set a variant's stock at this location
         * @description Serialised per variant by a row lock. The location's on-hand never goes below zero and the
         * variant's sum over the locations that fulfil online orders never below what checkouts reserved (409
         * `insufficient_stock`). Every change is a stock-ledger entry carrying the location and raises
         * `inventory.updated` with `locationId`.
         */
        post: operations["adminAdjustLocationStock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/private/inventory-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How paid orders are allocated to locations
         * @description The store's allocation strategy (`priority` unless set).
         */
        get: operations["adminGetInventorySettings"];
        /**
         * Choose how paid orders are allocated to locations
         * @description Applies to orders paid from then on.
         */
        put: operations["adminUpdateInventorySettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/private/orders/{orderId}/allocations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Which locations ship a paid order's lines
         * @description Written when the order's payment committed its stock, by the store's allocation strategy.
         */
        get: operations["adminListOrderAllocations"];
        put?: never;
        /**
         * Move units of a line's allocation to another location
         * @description Before fulfilment: the units go back on the shelf at the former location and leave the new one,
         * in one transaction with a ledger row for each. A fulfilled order answers 409 `invalid_state_transition`; a
         * location short of the units 409 `insufficient_stock`.
         */
        post: operations["adminReallocateOrderStock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/private/stock-transfers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The store's stock transfers, newest first (up to 100)
         * @description The store's transfers with their lines, newest first.
         */
        get: operations["adminListStockTransfers"];
        put?: never;
        /**
         * Draft a transfer of stock between two locations
         * @description Nothing moves until it ships. Another store's location or variant answers 404.
         */
        post: operations["adminCreateStockTransfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/private/stock-transfers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One stock transfer
         * @description A transfer with its lines, how much of each was received, and its steps' times.
         */
        get: operations["adminGetStockTransfer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/private/stock-transfers/{id}/ship": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ship a draft transfer: its units leave the source location
         * @description Draft → in transit, one stock-ledger row (`transfer_out`) per line. In-transit units stand at no
         * location, so they are not available. A source short of units answers 409 `insufficient_stock`; another state
         * 409 `invalid_state_transition`.
         */
        post: operations["adminShipStockTransfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/private/stock-transfers/{id}/receive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Receive a transfer in transit, whole or in part
         * @description The received units land at the destination, one stock-ledger row (`transfer_in`) per line.
         * Without `lines`, everything still in transit is received. The transfer is `received` once every line is
         * whole; more than is in transit answers 400.
         */
        post: operations["adminReceiveStockTransfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "order.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * order.created: An order is created (checkout completed, or a pending bank-transfer order).
         * @description POSTed to every enabled endpoint subscribed to this type (or to `*`). Success is any 2xx within
         * 15 s; redirects are not followed. Failures are retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h
         * and 24 h (with jitter), or later if the response carries `Retry-After`; 410 Gone disables the endpoint. At
         * least once, in no particular order.
         */
        post: operations["event_order_created"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.paid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * order.paid: An order's payment is captured or marked paid.
         * @description POSTed to every enabled endpoint subscribed to this type (or to `*`). Success is any 2xx within
         * 15 s; redirects are not followed. Failures are retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h
         * and 24 h (with jitter), or later if the response carries `Retry-After`; 410 Gone disables the endpoint. At
         * least once, in no particular order.
         */
        post: operations["event_order_paid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.fulfilled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * order.fulfilled: Items of an order are fulfilled (partially or completely).
         * @description POSTed to every enabled endpoint subscribed to this type (or to `*`). Success is any 2xx within
         * 15 s; redirects are not followed. Failures are retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h
         * and 24 h (with jitter), or later if the response carries `Retry-After`; 410 Gone disables the endpoint. At
         * least once, in no particular order.
         */
        post: operations["event_order_fulfilled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.cancelled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * order.cancelled: An order is cancelled.
         * @description POSTed to every enabled endpoint subscribed to this type (or to `*`). Success is any 2xx within
         * 15 s; redirects are not followed. Failures are retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h
         * and 24 h (with jitter), or later if the response carries `Retry-After`; 410 Gone disables the endpoint. At
         * least once, in no particular order.
         */
        post: operations["event_order_cancelled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.refunded": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * order.refunded: An order is refunded, partially or fully.
         * @description POSTed to every enabled endpoint subscribed to this type (or to `*`). Success is any 2xx within
         * 15 s; redirects are not followed. Failures are retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h
         * and 24 h (with jitter), or later if the response carries `Retry-After`; 410 Gone disables the endpoint. At
         * least once, in no particular order.
         */
        post: operations["event_order_refunded"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "product.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * product.created: A product is created.
         * @description POSTed to every enabled endpoint subscribed to this type (or to `*`). Success is any 2xx within
         * 15 s; redirects are not followed. Failures are retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h
         * and 24 h (with jitter), or later if the response carries `Retry-After`; 410 Gone disables the endpoint. At
         * least once, in no particular order.
         */
        post: operations["event_product_created"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "product.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * product.updated: A product, its variants, prices or media change.
         * @description POSTed to every enabled endpoint subscribed to this type (or to `*`). Success is any 2xx within
         * 15 s; redirects are not followed. Failures are retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h
         * and 24 h (with jitter), or later if the response carries `Retry-After`; 410 Gone disables the endpoint. At
         * least once, in no particular order.
         */
        post: operations["event_product_updated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "product.deleted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * product.deleted: A product is deleted.
         * @description POSTed to every enabled endpoint subscribed to this type (or to `*`). Success is any 2xx within
         * 15 s; redirects are not followed. Failures are retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h
         * and 24 h (with jitter), or later if the response carries `Retry-After`; 410 Gone disables the endpoint. At
         * least once, in no particular order.
         */
        post: operations["event_product_deleted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "inventory.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * inventory.updated: A variant's stock changes (adjustment, sale, restock).
         * @description POSTed to every enabled endpoint subscribed to this type (or to `*`). Success is any 2xx within
         * 15 s; redirects are not followed. Failures are retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h
         * and 24 h (with jitter), or later if the response carries `Retry-After`; 410 Gone disables the endpoint. At
         * least once, in no particular order.
         */
        post: operations["event_inventory_updated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "customer.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * customer.created: A customer is created.
         * @description POSTed to every enabled endpoint subscribed to this type (or to `*`). Success is any 2xx within
         * 15 s; redirects are not followed. Failures are retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h
         * and 24 h (with jitter), or later if the response carries `Retry-After`; 410 Gone disables the endpoint. At
         * least once, in no particular order.
         */
        post: operations["event_customer_created"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "customer.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * customer.updated: A customer changes.
         * @description POSTed to every enabled endpoint subscribed to this type (or to `*`). Success is any 2xx within
         * 15 s; redirects are not followed. Failures are retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h
         * and 24 h (with jitter), or later if the response carries `Retry-After`; 410 Gone disables the endpoint. At
         * least once, in no particular order.
         */
        post: operations["event_customer_updated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "review.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * review.created: A review is submitted.
         * @description POSTed to every enabled endpoint subscribed to this type (or to `*`). Success is any 2xx within
         * 15 s; redirects are not followed. Failures are retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h
         * and 24 h (with jitter), or later if the response carries `Retry-After`; 410 Gone disables the endpoint. At
         * least once, in no particular order.
         */
        post: operations["event_review_created"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "conversation.message_created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * conversation.message_created: A message is added to a conversation.
         * @description POSTed to every enabled endpoint subscribed to this type (or to `*`). Success is any 2xx within
         * 15 s; redirects are not followed. Failures are retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h
         * and 24 h (with jitter), or later if the response carries `Retry-After`; 410 Gone disables the endpoint. At
         * least once, in no particular order.
         */
        post: operations["event_conversation_message_created"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "export.completed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * export.completed: An export finished writing its file.
         * @description POSTed to every enabled endpoint subscribed to this type (or to `*`). Success is any 2xx within
         * 15 s; redirects are not followed. Failures are retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h
         * and 24 h (with jitter), or later if the response carries `Retry-After`; 410 Gone disables the endpoint. At
         * least once, in no particular order.
         */
        post: operations["event_export_completed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "webhook.test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * webhook.test: `POST /webhooks/{id}/test` was called; sent to that endpoint only.
         * @description POSTed to every enabled endpoint subscribed to this type (or to `*`). Success is any 2xx within
         * 15 s; redirects are not followed. Failures are retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h
         * and 24 h (with jitter), or later if the response carries `Retry-After`; 410 Gone disables the endpoint. At
         * least once, in no particular order.
         */
        post: operations["event_webhook_test"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "import.completed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * import.completed: An import has written its last batch (counts of products created, updated and unchanged,
         * and of failed rows).
         * @description POSTed to every enabled endpoint subscribed to this type (or to `*`). Success is any 2xx within
         * 15 s; redirects are not followed. Failures are retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h
         * and 24 h (with jitter), or later if the response carries `Retry-After`; 410 Gone disables the endpoint. At
         * least once, in no particular order.
         */
        post: operations["event_import_completed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "import.failed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * import.failed: An import could not finish (its failure says why); batches written before stay written.
         * @description POSTed to every enabled endpoint subscribed to this type (or to `*`). Success is any 2xx within
         * 15 s; redirects are not followed. Failures are retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h
         * and 24 h (with jitter), or later if the response carries `Retry-After`; 410 Gone disables the endpoint. At
         * least once, in no particular order.
         */
        post: operations["event_import_failed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "gift_card.issued": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * gift_card.issued: A gift card is issued (never with its code).
         * @description POSTed to every enabled endpoint subscribed to this type (or to `*`). Success is any 2xx within
         * 15 s; redirects are not followed. Failures are retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h
         * and 24 h (with jitter), or later if the response carries `Retry-After`; 410 Gone disables the endpoint. At
         * least once, in no particular order.
         */
        post: operations["event_gift_card_issued"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "gift_card.redeemed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * gift_card.redeemed: A checkout pays with a gift card.
         * @description POSTed to every enabled endpoint subscribed to this type (or to `*`). Success is any 2xx within
         * 15 s; redirects are not followed. Failures are retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h
         * and 24 h (with jitter), or later if the response carries `Retry-After`; 410 Gone disables the endpoint. At
         * least once, in no particular order.
         */
        post: operations["event_gift_card_redeemed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "store_credit.changed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * store_credit.changed: A customer's store credit changes: staff add or remove it, a checkout spends it or
         * gives it back.
         * @description POSTed to every enabled endpoint subscribed to this type (or to `*`). Success is any 2xx within
         * 15 s; redirects are not followed. Failures are retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h
         * and 24 h (with jitter), or later if the response carries `Retry-After`; 410 Gone disables the endpoint. At
         * least once, in no particular order.
         */
        post: operations["event_store_credit_changed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "return.requested": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * return.requested: A shopper asks to return items of an order.
         * @description POSTed to every enabled endpoint subscribed to this type (or to `*`). Success is any 2xx within
         * 15 s; redirects are not followed. Failures are retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h
         * and 24 h (with jitter), or later if the response carries `Retry-After`; 410 Gone disables the endpoint. At
         * least once, in no particular order.
         */
        post: operations["event_return_requested"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "return.approved": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * return.approved: A return is approved, by staff or by the store's auto-approve rule.
         * @description POSTed to every enabled endpoint subscribed to this type (or to `*`). Success is any 2xx within
         * 15 s; redirects are not followed. Failures are retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h
         * and 24 h (with jitter), or later if the response carries `Retry-After`; 410 Gone disables the endpoint. At
         * least once, in no particular order.
         */
        post: operations["event_return_approved"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "return.refused": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * return.refused: Staff refuse a return, with a message.
         * @description POSTed to every enabled endpoint subscribed to this type (or to `*`). Success is any 2xx within
         * 15 s; redirects are not followed. Failures are retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h
         * and 24 h (with jitter), or later if the response carries `Retry-After`; 410 Gone disables the endpoint. At
         * least once, in no particular order.
         */
        post: operations["event_return_refused"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "return.received": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * return.received: The returned parcel arrived; each line's quantity and condition are recorded.
         * @description POSTed to every enabled endpoint subscribed to this type (or to `*`). Success is any 2xx within
         * 15 s; redirects are not followed. Failures are retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h
         * and 24 h (with jitter), or later if the response carries `Retry-After`; 410 Gone disables the endpoint. At
         * least once, in no particular order.
         */
        post: operations["event_return_received"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "return.resolved": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * return.resolved: A return is refunded or credited, and its items restocked or written off.
         * @description POSTed to every enabled endpoint subscribed to this type (or to `*`). Success is any 2xx within
         * 15 s; redirects are not followed. Failures are retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h
         * and 24 h (with jitter), or later if the response carries `Retry-After`; 410 Gone disables the endpoint. At
         * least once, in no particular order.
         */
        post: operations["event_return_resolved"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "return.expired": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * return.expired: An approved return was not received by the store's deadline.
         * @description POSTed to every enabled endpoint subscribed to this type (or to `*`). Success is any 2xx within
         * 15 s; redirects are not followed. Failures are retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h
         * and 24 h (with jitter), or later if the response carries `Retry-After`; 410 Gone disables the endpoint. At
         * least once, in no particular order.
         */
        post: operations["event_return_expired"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "cart.abandoned": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * cart.abandoned: A cart with an e-mail and items was idle for the store's first recovery delay.
         * @description POSTed to every enabled endpoint subscribed to this type (or to `*`). Success is any 2xx within
         * 15 s; redirects are not followed. Failures are retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h
         * and 24 h (with jitter), or later if the response carries `Retry-After`; 410 Gone disables the endpoint. At
         * least once, in no particular order.
         */
        post: operations["event_cart_abandoned"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "price_list.started": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * price_list.started: A price list started: its prices apply from now.
         * @description POSTed to every enabled endpoint subscribed to this type (or to `*`). Success is any 2xx within
         * 15 s; redirects are not followed. Failures are retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h
         * and 24 h (with jitter), or later if the response carries `Retry-After`; 410 Gone disables the endpoint. At
         * least once, in no particular order.
         */
        post: operations["event_price_list_started"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "price_list.ended": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * price_list.ended: A price list ended (its end date passed, it was deleted, or its dates moved it out): its
         * prices no longer apply.
         * @description POSTed to every enabled endpoint subscribed to this type (or to `*`). Success is any 2xx within
         * 15 s; redirects are not followed. Failures are retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h
         * and 24 h (with jitter), or later if the response carries `Retry-After`; 410 Gone disables the endpoint. At
         * least once, in no particular order.
         */
        post: operations["event_price_list_ended"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        Error: {
            error: {
                /**
                 * @description Machine-readable code. Each error response of an operation lists the codes it can carry;
                 * new codes may be added within v3 (see Versioning), so treat an unknown one by its HTTP status.
                 * @enum {string}
                 */
                code: "validation_failed" | "invalid_json" | "invalid_cursor" | "cart_token_required" | "invalid_cart_token" | "idempotency_key_required" | "currency_not_supported" | "webhook_url_forbidden" | "webhook_signature_invalid" | "missing_api_key" | "invalid_api_key" | "secret_key_required" | "publishable_key_required" | "session_invalid" | "payment_declined" | "plan_required" | "resource_not_found" | "route_not_found" | "unsupported_api_version" | "method_not_allowed" | "request_timeout" | "cart_item_out_of_stock" | "invalid_state_transition" | "cart_not_open" | "idempotency_key_in_use" | "resource_already_exists" | "insufficient_stock" | "variant_reserved" | "payload_too_large" | "unsupported_media_type" | "discount_code_invalid" | "idempotency_key_reused" | "shipping_address_required" | "shipping_option_unavailable" | "refund_exceeds_captured" | "payment_provider_error" | "rate_limited" | "headers_too_large" | "internal_error" | "service_unavailable" | "permission_denied" | "csrf_token_invalid" | "sign_in_link_invalid" | "totp_required" | "totp_invalid" | "staff_exists" | "last_owner" | "dashboard_not_built" | "download_link_invalid" | "download_link_expired" | "recovery_link_invalid" | "recovery_link_expired" | "language_not_supported" | "balance_insufficient" | "gift_card_invalid" | "return_window_closed" | "return_not_allowed" | "return_quantity_exceeded" | "return_reason_not_offered" | "store_credit_unavailable" | "location_is_default" | "location_in_use";
                /** @description Human-readable explanation. */
                message: string;
                details?: {
                    field: string;
                    code: string;
                    message: string;
                }[] | Record<string, never>;
                requestId: string;
            };
        };
        /**
         * @description The error envelope of an answer Node gives before routing (408, 431, a request that is not
         * HTTP/1.1): as `Error`, but without a `requestId` yet.
         */
        ErrorBeforeRouting: {
            error: {
                code: components["schemas"]["Error"]["error"]["code"];
                message: string;
                requestId?: string;
            };
        };
        /**
         * @example {
         *       "amount": 8900,
         *       "currency": "USD",
         *       "formatted": "$89.00"
         *     }
         */
        Money: {
            /** @description Minor currency units. */
            amount: number;
            currency: string;
            formatted: string;
        };
        Theme: {
            primaryColor?: string;
            accentColor?: string;
            fontFamily?: string;
            /** Format: uri */
            logoUrl?: string;
        };
        StoreProfile: {
            id: string;
            name: string;
            currencies: string[];
            defaultCurrency: string;
            /** @description BCP 47 language tags */
            languages: string[];
            defaultLanguage: string;
            theme: components["schemas"]["Theme"];
            /**
             * @description The reasons a shopper may give for a return (the store's return policy), as codes such as
             * `damaged`; a storefront shows its own words for them.
             */
            returnReasons?: string[];
        };
        CartItem: {
            id: string;
            productId: string;
            variantId: string;
            title: string;
            variantTitle: string;
            sku: string;
            image: null | {
                url: string;
                alt?: string | null;
            };
            quantity: number;
            unitPrice: components["schemas"]["Money"];
            lineTotal: components["schemas"]["Money"];
        };
        Cart: {
            id: string;
            /** @enum {string} */
            status: "open" | "checking_out" | "completed";
            currency: string;
            items: components["schemas"]["CartItem"][];
            itemCount: number;
            subtotal: components["schemas"]["Money"];
            discountTotal: components["schemas"]["Money"];
            shippingTotal: components["schemas"]["Money"];
            taxTotal: components["schemas"]["Money"];
            total: components["schemas"]["Money"];
            /** @description Why the last checkout failed, when it did. */
            lastCheckoutError?: Record<string, never> | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /**
             * @description Whether prices already include tax (store setting); then `total` does not add `taxTotal`.
             */
            taxInclusive?: boolean;
            /**
             * @description The applied discount while it applies; a code that stopped applying is left out of the
             * totals.
             */
            discount?: null | components["schemas"]["CartDiscount"];
            /** @description The chosen shipping option while it ships to the saved address. */
            shippingOption?: null | components["schemas"]["ShippingRate"];
            email?: string | null;
            shippingAddress?: null | components["schemas"]["Address"];
            billingAddress?: null | components["schemas"]["Address"];
            note?: string | null;
        };
        AddCartItemRequest: {
            productId: string;
            variantId?: string;
            /** @default 1 */
            quantity: number;
        };
        MaskedKey: {
            /** @enum {string} */
            type: "publishable" | "secret";
            maskedKey: string;
            /** Format: date-time */
            createdAt: string;
        };
        NewKey: {
            /** @enum {string} */
            type: "publishable" | "secret";
            key: string;
            /** Format: date-time */
            createdAt: string;
        };
        AdminPriceInput: {
            currency: string;
            amount: number;
        };
        AdminProductOption: {
            name: string;
            values: string[];
        };
        AdminMediaInput: {
            /** Format: uri */
            url: string;
            alt?: string;
        };
        AdminVariantInput: {
            sku: string;
            title?: string;
            /** @description Option name → value; one entry per product option. */
            optionValues?: {
                [key: string]: string;
            };
            prices: components["schemas"]["AdminPriceInput"][];
            stock: number;
            gtin?: string | null;
            weightGrams?: number;
        };
        /**
         * @description With `id`: changes that variant (only the fields given; `stock` sets the level and writes the
         * ledger). Without `id`: a new variant (`sku`, `prices` and `stock` required).
         */
        AdminVariantPatch: {
            id?: string;
            sku?: string;
            title?: string;
            /** @description Option name → value; one entry per product option. */
            optionValues?: {
                [key: string]: string;
            };
            prices?: components["schemas"]["AdminPriceInput"][];
            stock?: number;
            gtin?: string | null;
            weightGrams?: number;
        };
        AdminCreateProductRequest: {
            title: string;
            description?: string;
            handle?: string;
            /** @enum {string} */
            status?: "draft" | "active" | "archived";
            vendor?: string | null;
            categoryIds?: string[];
            options?: components["schemas"]["AdminProductOption"][];
            media?: components["schemas"]["AdminMediaInput"][];
            variants: components["schemas"]["AdminVariantInput"][];
        };
        /**
         * @description Only the fields given change. `categoryIds`, `options` and `media` replace the lists; `variants`
         * is the full list of variants after the change: listed ids are updated, items without id are created, variants
         * not listed are removed.
         */
        AdminUpdateProductRequest: {
            title?: string;
            description?: string;
            handle?: string;
            /** @enum {string} */
            status?: "draft" | "active" | "archived";
            vendor?: string | null;
            categoryIds?: string[];
            options?: components["schemas"]["AdminProductOption"][];
            media?: components["schemas"]["AdminMediaInput"][];
            variants?: components["schemas"]["AdminVariantPatch"][];
        };
        AdminVariant: {
            id: string;
            sku: string;
            title: string;
            optionValues: {
                [key: string]: string;
            };
            gtin: string | null;
            weightGrams: number;
            prices: components["schemas"]["Money"][];
            stock: {
                /** @description The sum over the locations that fulfil online orders. */
                onHand: number;
                /** @description Held by checkouts in progress. */
                reserved: number;
                available: number;
                /** @description On-hand per location holding any of the variant, by priority. */
                locations?: {
                    locationId: string;
                    onHand: number;
                }[];
            };
            position: number;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        AdminProduct: {
            id: string;
            /** @enum {string} */
            status: "draft" | "active" | "archived";
            title: string;
            description: string;
            handle: string;
            vendor: string | null;
            categoryIds: string[];
            options: components["schemas"]["AdminProductOption"][];
            variants: components["schemas"]["AdminVariant"][];
            media: {
                id: string;
                url: string;
                alt: string | null;
                position: number;
            }[];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        AdminDeleted: {
            id: string;
            /** @description True when the product is gone. */
            deleted: boolean;
            /**
             * @description True when a product appears in orders and was archived instead (order lines keep their
             * snapshot); always false for other resources.
             */
            archived: boolean;
        };
        AdminStockAdjustment: {
            variantId: string;
            delta?: number;
            set?: number;
            reason?: string;
            /** @description The location whose stock changes; the store's default location when absent. */
            locationId?: string;
        } & (unknown | unknown);
        AdminInventoryLevel: {
            productId: string;
            variantId: string;
            sku: string;
            onHand: number;
            reserved: number;
            available: number;
            ledgerEntry: {
                id: string;
                delta: number;
                stockAfter: number;
                reason: string;
                /** Format: date-time */
                createdAt: string;
                /** @description The location whose stock changed. */
                locationId?: string;
                /** @description That location's on-hand after the change. */
                locationStockAfter?: number;
            };
            /** @description The location that changed. */
            locationId?: string;
            /** @description That location's on-hand after the change. */
            locationOnHand?: number;
        };
        AdminCategory: {
            id: string;
            name: string;
            handle: string;
            description: string | null;
            parentId: string | null;
            position: number;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        AdminCategoryInput: {
            name?: string;
            handle?: string;
            description?: string | null;
            parentId?: string | null;
            position?: number;
        };
        AdminDiscount: {
            id: string;
            code: string;
            /** @enum {string} */
            type: "percentage" | "fixed_amount" | "free_shipping";
            /** @description Percent (1 to 100) for `percentage`, minor units for `fixed_amount`. */
            value: number | null;
            currency: string | null;
            amountOff: components["schemas"]["Money"] | null;
            minimumSubtotal: components["schemas"]["Money"] | null;
            /** Format: date-time */
            startsAt: string | null;
            /** Format: date-time */
            endsAt: string | null;
            usageLimit: number | null;
            usageLimitPerCustomer: number | null;
            usageCount: number;
            active: boolean;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /**
         * @description `value` is required for `percentage` (1 to 100) and `fixed_amount` (minor units, with
         * `currency`); `free_shipping` takes none. `minimumSubtotal` is in minor units of `currency` (default: the
         * store default currency).
         */
        AdminDiscountInput: {
            code?: string;
            /** @enum {string} */
            type?: "percentage" | "fixed_amount" | "free_shipping";
            value?: number | null;
            currency?: string | null;
            minimumSubtotal?: number | null;
            startsAt?: components["schemas"]["StorableDateTime"] | null;
            endsAt?: components["schemas"]["StorableDateTime"] | null;
            usageLimit?: number | null;
            usageLimitPerCustomer?: number | null;
            active?: boolean;
        };
        AdminReview: {
            id: string;
            productId: string;
            rating: number;
            title: string | null;
            body: string;
            authorName: string;
            /** @enum {string} */
            status: "pending" | "published" | "rejected";
            allowedActions: ("approve" | "reject")[];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        AdminCustomer: {
            id: string;
            email: string;
            firstName: string | null;
            lastName: string | null;
            phone: string | null;
            acceptsMarketing: boolean;
            note: string | null;
            hasAccount: boolean;
            /** @description Orders placed, cancelled ones included. */
            orderCount: number;
            /** @description Captured minus refunded, one entry per order currency. */
            totalSpent: components["schemas"]["Money"][];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        AdminCustomerPatch: {
            /** Format: email */
            email?: string;
            firstName?: string | null;
            lastName?: string | null;
            phone?: string | null;
            acceptsMarketing?: boolean;
            note?: string | null;
        };
        AdminMoneyByCurrency: components["schemas"]["Money"][];
        AdminShippingOption: {
            id: string;
            name: string;
            /** @enum {string} */
            kind: "flat" | "free_over" | "weight";
            prices: components["schemas"]["AdminMoneyByCurrency"];
            freeOver: components["schemas"]["AdminMoneyByCurrency"] | null;
            weightTiers: null | {
                upToGrams: number;
                prices: components["schemas"]["AdminMoneyByCurrency"];
            }[];
            deliveryMinDays: number | null;
            deliveryMaxDays: number | null;
            active: boolean;
            position: number;
        };
        /**
         * @description `flat`: `prices`. `free_over`: `prices` and `freeOver` (free when the subtotal reaches it).
         * `weight`: `weightTiers`. An `id` keeps an existing option (carts that chose it keep it).
         */
        AdminShippingOptionInput: {
            id?: string;
            name: string;
            /** @enum {string} */
            kind: "flat" | "free_over" | "weight";
            prices?: components["schemas"]["AdminPriceInput"][];
            freeOver?: components["schemas"]["AdminPriceInput"][];
            weightTiers?: {
                upToGrams: number;
                prices: components["schemas"]["AdminPriceInput"][];
            }[];
            deliveryMinDays?: number;
            deliveryMaxDays?: number;
            active?: boolean;
        };
        AdminStoreSettings: {
            id: string;
            name: string;
            /** @enum {string} */
            plan: "starter" | "growth" | "pro" | "enterprise";
            currencies: string[];
            defaultCurrency: string;
            languages: string[];
            defaultLanguage: string;
            theme: components["schemas"]["Theme"];
            taxInclusive: boolean;
            reviewAutoPublish: boolean;
            paymentMethods: string[];
            taxRates: {
                id: string;
                country: string;
                region: string | null;
                name: string;
                /** @description 1900 = 19 %. */
                rateBasisPoints: number;
            }[];
            shippingZones: {
                id: string;
                name: string;
                countries: string[];
                options: components["schemas"]["AdminShippingOption"][];
            }[];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /**
             * @description Where sign-in links may point (bare origins such as `https://shop.example.com`). Until a
             * store lists any, only loopback URLs are accepted for `redirectUrl`.
             */
            storefrontOrigins: string[];
            /**
             * @description The payment provider of card payments. `status` is `misconfigured` once the provider refused
             * the stored credentials (checkouts then answer 424 `payment_provider_error`) until they are saved again.
             */
            paymentProvider: {
                /** @enum {string} */
                name: "test" | "stripe";
                /** @enum {string} */
                status: "active" | "misconfigured";
                statusReason: string | null;
                /**
                 * @description Each credential masked: its prefix and last four characters, for example
                 * `sk_test_…4242`.
                 */
                credentials: {
                    [key: string]: string;
                };
            };
            returnPolicy?: components["schemas"]["ReturnPolicy"];
            cartRecovery?: components["schemas"]["CartRecoverySettings"];
        };
        /**
         * @description Only the fields given change. `taxRates` replaces every rate. `shippingZones` is the full list
         * after the change: zones and options with an `id` are kept and updated, those without are created, the rest
         * removed.
         */
        AdminStoreSettingsPatch: {
            name?: string;
            currencies?: string[];
            defaultCurrency?: string;
            languages?: string[];
            defaultLanguage?: string;
            theme?: components["schemas"]["Theme"];
            taxInclusive?: boolean;
            reviewAutoPublish?: boolean;
            paymentMethods?: ("card" | "bank_transfer")[];
            taxRates?: {
                country: string;
                region?: string | null;
                name: string;
                rateBasisPoints: number;
            }[];
            shippingZones?: {
                id?: string;
                name: string;
                countries: string[];
                options?: components["schemas"]["AdminShippingOptionInput"][];
            }[];
            /**
             * @description Where sign-in links may point (bare origins such as `https://shop.example.com`). Until a
             * store lists any, only loopback URLs are accepted for `redirectUrl`.
             */
            storefrontOrigins?: string[];
            /**
             * @description The provider card payments go through: `test` (the built-in test provider, the default) or
             * `stripe` with the store's Stripe secret key (`sk_…` or a restricted `rk_…`) and its webhook signing
             * secret (`whsec_…`). Both are sealed at rest (AES-256-GCM under the server's SECRETS_KEY) and never shown
             * again, only masked. Saving them again re-enables a provider disabled as misconfigured.
             */
            paymentProvider?: {
                /** @enum {string} */
                name: "test" | "stripe";
                secretKey?: string;
                webhookSecret?: string;
            };
            returnPolicy?: components["schemas"]["ReturnPolicyPatch"];
            cartRecovery?: components["schemas"]["CartRecoverySettingsPatch"];
        };
        Customer: {
            id: string;
            email: string;
            firstName: string | null;
            lastName: string | null;
            phone: string | null;
            acceptsMarketing: boolean;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        CustomerEmailRequest: {
            /** Format: email */
            email: string;
        };
        CustomerAuthLinkRequest: {
            /** Format: email */
            email: string;
            /**
             * Format: uri
             * @description Where the e-mailed link points; the token is added as the `token` query parameter. It must
             * be on one of the store's storefront origins; a store that has none yet accepts only loopback URLs
             * (development), so a token can never be steered to a stranger's site.
             */
            redirectUrl: string;
        };
        CreateCustomerRequest: {
            /** Format: email */
            email: string;
            /**
             * Format: uri
             * @description Where the e-mailed link points; the token is added as the `token` query parameter. It must
             * be on one of the store's storefront origins; a store that has none yet accepts only loopback URLs
             * (development), so a token can never be steered to a stranger's site.
             */
            redirectUrl: string;
            firstName?: string;
            lastName?: string;
            phone?: string;
            acceptsMarketing?: boolean;
        };
        UpdateCustomerRequest: {
            firstName?: string | null;
            lastName?: string | null;
            phone?: string | null;
            acceptsMarketing?: boolean;
        };
        LinkRequested: {
            /** @constant */
            status: "link_requested";
            message: string;
        };
        CustomerVerifyRequest: {
            token: string;
        };
        CustomerSignedIn: {
            /** @description Send it as `X-Customer-Session`. Shown once; stored only as a hash. */
            sessionToken: string;
            /**
             * Format: date-time
             * @description When the session ends if unused; use moves it forward up to the absolute limit.
             */
            expiresAt: string;
            customer: components["schemas"]["Customer"];
        };
        CustomerStatus: {
            signedIn: boolean;
            customer?: components["schemas"]["Customer"];
            /** Format: date-time */
            expiresAt?: string;
        };
        CustomerOrderSummary: {
            id: string;
            number: number;
            /** @enum {string} */
            status: "pending" | "confirmed" | "completed" | "cancelled";
            /** @enum {string} */
            paymentStatus: "pending" | "authorized" | "paid" | "partially_refunded" | "refunded" | "voided" | "failed";
            /** @enum {string} */
            fulfillmentStatus: "unfulfilled" | "partially_fulfilled" | "fulfilled";
            currency: string;
            itemCount: number;
            total: components["schemas"]["Money"];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        CustomerOrderLine: {
            id: string;
            productId: string;
            variantId: string;
            title: string;
            variantTitle: string;
            sku: string;
            imageUrl: string | null;
            quantity: number;
            unitPrice: components["schemas"]["Money"];
            total: components["schemas"]["Money"];
            fulfilledQuantity: number;
            refundedQuantity: number;
        };
        CustomerOrder: components["schemas"]["CustomerOrderSummary"] & {
            email: string;
            subtotal: components["schemas"]["Money"];
            discountTotal: components["schemas"]["Money"];
            shippingTotal: components["schemas"]["Money"];
            taxTotal: components["schemas"]["Money"];
            refundedTotal: components["schemas"]["Money"];
            shippingAddress: Record<string, never> | null;
            billingAddress: Record<string, never> | null;
            shippingOption: Record<string, never> | null;
            lines: components["schemas"]["CustomerOrderLine"][];
        };
        Conversation: {
            id: string;
            /** @enum {string} */
            status: "open" | "closed";
            messageCount: number;
            /** Format: date-time */
            lastMessageAt: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** Format: date-time */
            closedAt: string | null;
        };
        AdminConversation: components["schemas"]["Conversation"] & {
            customerId: string | null;
            email: string | null;
            name: string | null;
        };
        ConversationMessage: {
            id: string;
            conversationId: string;
            /** @enum {string} */
            author: "visitor" | "staff";
            authorName: string | null;
            body: string;
            /** Format: date-time */
            createdAt: string;
        };
        OpenConversationRequest: {
            message: string;
            /** Format: email */
            email?: string;
            name?: string;
        };
        SendMessageRequest: {
            body: string;
        };
        StaffReplyRequest: {
            body: string;
            authorName?: string;
        };
        Address: {
            firstName: string;
            lastName: string;
            company?: string;
            line1: string;
            line2?: string;
            city: string;
            /** @description State, province or region code, for example `CA`. */
            region?: string;
            postalCode: string;
            /** @description ISO 3166-1 alpha-2; stored upper case. */
            country: string;
            phone?: string;
        };
        ShippingRate: {
            id: string;
            name: string;
            price: components["schemas"]["Money"];
            deliveryMinDays: number | null;
            deliveryMaxDays: number | null;
        };
        CartDiscount: {
            code: string;
            /** @enum {string} */
            type: "percentage" | "fixed_amount" | "free_shipping";
            /**
             * @description Percent (1 to 100) for `percentage`, minor units for `fixed_amount`, null for
             * `free_shipping`.
             */
            value: number | null;
        };
        UpdateCartItemRequest: {
            /** @description The new quantity of the line (1 to 999); to remove a line use DELETE. */
            quantity: number;
        };
        ApplyDiscountRequest: {
            /** @description Case-insensitive. */
            code: string;
        };
        EstimatePlace: {
            country: string;
            region?: string;
            postalCode?: string;
        };
        /**
         * @description Where the goods go: either a place (`country`, `region`, `postalCode`) or the whole `Address` a
         * storefront already holds. Only `country` and `region` choose the rate; the other fields are accepted and
         * ignored.
         */
        TaxAddress: {
            firstName?: components["schemas"]["Address"]["firstName"];
            lastName?: components["schemas"]["Address"]["lastName"];
            company?: components["schemas"]["Address"]["company"];
            line1?: components["schemas"]["Address"]["line1"];
            line2?: components["schemas"]["Address"]["line2"];
            city?: components["schemas"]["Address"]["city"];
            region?: components["schemas"]["EstimatePlace"]["region"];
            postalCode?: components["schemas"]["EstimatePlace"]["postalCode"];
            country: components["schemas"]["EstimatePlace"]["country"];
            phone?: components["schemas"]["Address"]["phone"];
        };
        CartEstimateRequest: {
            /** @description Where to estimate for; without it, the saved shipping address. */
            shippingAddress?: components["schemas"]["EstimatePlace"];
        };
        CartEstimate: {
            currency: string;
            country: string;
            region: string | null;
            subtotal: components["schemas"]["Money"];
            discountTotal: components["schemas"]["Money"];
            shippingTotal: components["schemas"]["Money"];
            taxTotal: components["schemas"]["Money"];
            total: components["schemas"]["Money"];
            /** @description Tax rate in 1/100 of a percent (725 = 7.25%). */
            taxRateBasisPoints: number;
            taxInclusive: boolean;
            /** @description The option the estimate uses: the chosen one when it ships there, else the cheapest. */
            shippingOption: null | components["schemas"]["ShippingRate"];
            shippingOptions: components["schemas"]["ShippingRate"][];
        };
        ShippingRateList: {
            data: components["schemas"]["ShippingRate"][];
            hasMore: boolean;
            nextCursor?: string;
        };
        ChooseShippingRequest: {
            optionId: string;
        };
        CheckoutDetailsRequest: {
            /** Format: email */
            email?: string;
            shippingAddress?: components["schemas"]["Address"];
            /** @description Null clears it (then the shipping address is used). */
            billingAddress?: null | components["schemas"]["Address"];
            note?: string | null;
        };
        ProductSummary: {
            id: string;
            title: string;
            handle: string;
            vendor: string | null;
            description: string;
            /**
             * @description The "from" price: the lowest variant price in the currency; null when the product has no
             * price in it.
             */
            price: null | components["schemas"]["Money"];
            priceRange: null | {
                min: components["schemas"]["Money"];
                max: components["schemas"]["Money"];
            };
            /** @description Whether any variant can be bought now. */
            inStock: boolean;
            image: null | {
                url: string;
                alt: string | null;
            };
            /** Format: date-time */
            createdAt: string;
        };
        ProductList: {
            data: components["schemas"]["ProductSummary"][];
            hasMore: boolean;
            nextCursor?: string;
        };
        Product: {
            id: string;
            title: string;
            description: string;
            handle: string;
            vendor: string | null;
            options: {
                name: string;
                values: string[];
            }[];
            variants: {
                id: string;
                sku: string;
                title: string;
                optionValues: {
                    [key: string]: string;
                };
                gtin: string | null;
                weightGrams: number;
                /** @description Null when the variant has no price in the currency. */
                price: null | components["schemas"]["Money"];
                /** @description Units that can be bought now. */
                available: number;
                inStock: boolean;
                /**
                 * @description The struck-through price when a price list lowers `price` for this shopper; null
                 * otherwise.
                 */
                compareAtPrice?: null | components["schemas"]["Money"];
            }[];
            media: {
                id: string;
                url: string;
                alt: string | null;
                position: number;
            }[];
            categories: {
                id: string;
                name: string;
                handle: string;
                parentId: string | null;
            }[];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        Category: {
            id: string;
            /** @description The parent category; null at the top of the tree. */
            parentId: string | null;
            name: string;
            handle: string;
            description: string | null;
            position: number;
        };
        CategoryList: {
            data: components["schemas"]["Category"][];
            hasMore: boolean;
            nextCursor?: string;
        };
        CategoryDetail: components["schemas"]["Category"] & {
            childIds: string[];
        };
        Review: {
            id: string;
            productId: string;
            rating: number;
            title: string | null;
            body: string;
            authorName: string;
            /** @enum {string} */
            status: "pending" | "published" | "rejected";
            /** Format: date-time */
            createdAt: string;
        };
        ReviewSummary: {
            count: number;
            /** @description Mean rating to two decimals; null without reviews. */
            average: number | null;
            /** @description Published reviews per star. */
            ratings: {
                1: number;
                2: number;
                3: number;
                4: number;
                5: number;
            };
        };
        ReviewList: {
            data: components["schemas"]["Review"][];
            hasMore: boolean;
            nextCursor?: string;
            summary: components["schemas"]["ReviewSummary"];
        };
        CreateReviewRequest: {
            rating: number;
            title?: string;
            body: string;
            authorName: string;
        };
        TaxCalculationRequest: {
            /** @description Defaults to the store's default currency. */
            currency?: string;
            address: components["schemas"]["TaxAddress"];
            lines: {
                /** @description Echoed back, for matching lines. */
                reference?: string;
                /** @description Unit price in minor units. */
                unitAmount: number;
                quantity: number;
            }[];
        };
        TaxCalculation: {
            currency: string;
            country: string;
            region: string | null;
            taxRateBasisPoints: number;
            taxInclusive: boolean;
            lines: {
                reference: string | null;
                quantity: number;
                subtotal: components["schemas"]["Money"];
                tax: components["schemas"]["Money"];
                total: components["schemas"]["Money"];
            }[];
            subtotal: components["schemas"]["Money"];
            taxTotal: components["schemas"]["Money"];
            total: components["schemas"]["Money"];
        };
        PaymentMethod: {
            /** @description The `paymentMethod` of checkout submit. */
            id: string;
            name: string;
            /** @description Whether submit needs a `paymentToken` from the provider. */
            requiresPaymentToken: boolean;
        };
        PaymentMethodList: {
            data: components["schemas"]["PaymentMethod"][];
            hasMore: boolean;
        };
        /**
         * @description Every event type the service raises.
         * @enum {string}
         */
        EventType: "order.created" | "order.paid" | "order.fulfilled" | "order.cancelled" | "order.refunded" | "order.disputed" | "product.created" | "product.updated" | "product.deleted" | "inventory.updated" | "customer.created" | "customer.updated" | "review.created" | "conversation.message_created" | "payment_provider.misconfigured" | "export.completed" | "webhook.test" | "import.completed" | "import.failed" | "gift_card.issued" | "gift_card.redeemed" | "store_credit.changed" | "return.requested" | "return.approved" | "return.refused" | "return.received" | "return.resolved" | "return.expired" | "cart.abandoned" | "price_list.started" | "price_list.ended";
        /**
         * @description An event type, or `*` for every type.
         * @enum {string}
         */
        WebhookEventSelector: "order.created" | "order.paid" | "order.fulfilled" | "order.cancelled" | "order.refunded" | "product.created" | "product.updated" | "product.deleted" | "inventory.updated" | "customer.created" | "customer.updated" | "review.created" | "conversation.message_created" | "export.completed" | "webhook.test" | "*" | "import.completed" | "import.failed" | "gift_card.issued" | "gift_card.redeemed" | "store_credit.changed" | "return.requested" | "return.approved" | "return.refused" | "return.received" | "return.resolved" | "return.expired" | "cart.abandoned" | "price_list.started" | "price_list.ended";
        WebhookEndpoint: {
            id: string;
            /** @description Where events are POSTed. */
            url: string;
            description: string | null;
            /** @description Subscribed types, or `["*"]` for all. */
            events: components["schemas"]["WebhookEventSelector"][];
            enabled: boolean;
            /**
             * @description Why the endpoint is disabled: by a PATCH, or because the receiver answered 410 Gone.
             * @enum {string|null}
             */
            disabledReason: "disabled_by_user" | "endpoint_gone" | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        WebhookEndpointWithSecret: components["schemas"]["WebhookEndpoint"] & {
            /** @description The signing secret, shown once. */
            secret: string;
        };
        CreateWebhookRequest: {
            /**
             * @description An https URL; private, loopback and link-local targets are refused (400
             * `webhook_url_forbidden`).
             */
            url: string;
            events: components["schemas"]["WebhookEventSelector"][];
            description?: string;
        };
        UpdateWebhookRequest: {
            url?: string;
            events?: components["schemas"]["WebhookEventSelector"][];
            description?: string | null;
            /** @description `false` stops deliveries (pending retries end); `true` resumes them for new events. */
            enabled?: boolean;
        };
        WebhookSecret: {
            secret: string;
            /**
             * Format: date-time
             * @description Until then every delivery carries a second signature made with the previous secret.
             */
            previousSecretExpiresAt: string;
        };
        WebhookTestResult: {
            eventId: string;
            deliveryId: string;
        };
        WebhookAttempt: {
            number: number;
            /** Format: date-time */
            attemptedAt: string;
            durationMs: number;
            /** @description null when no HTTP response arrived (time-out, refused connection, forbidden address). */
            statusCode: number | null;
            /** @description The first 2,048 characters of the response body. */
            responseBody: string | null;
            error: string | null;
            /**
             * Format: date-time
             * @description When the next attempt is due; null when this one ended the delivery.
             */
            nextRetryAt: string | null;
        };
        WebhookDelivery: {
            id: string;
            endpointId: string;
            eventId: string;
            eventType: components["schemas"]["EventType"];
            /** @enum {string} */
            status: "pending" | "succeeded" | "failed" | "cancelled";
            attemptCount: number;
            lastStatusCode: number | null;
            lastError: string | null;
            /** Format: date-time */
            nextRetryAt: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** Format: date-time */
            completedAt: string | null;
            attempts: components["schemas"]["WebhookAttempt"][];
        };
        /** @description The order as `GET /orders/{id}` of the private API shows it. */
        EventOrderObject: {
            id: string;
            /** @enum {string} */
            status?: "pending" | "confirmed" | "completed" | "cancelled";
            paymentStatus?: string;
            fulfillmentStatus?: string;
            email?: string;
            total?: components["schemas"]["Money"];
            /** Format: date-time */
            updatedAt: string;
        } & {
            [key: string]: unknown;
        };
        /** @description The product as the private API shows it (for `product.deleted`, at least its id). */
        EventProductObject: {
            id: string;
            title?: string;
            /** @enum {string} */
            status?: "draft" | "active" | "archived";
            handle?: string;
            /** Format: date-time */
            updatedAt: string;
        } & {
            [key: string]: unknown;
        };
        /** @description The variant's new stock level and the change that led to it. */
        EventInventoryObject: {
            /** @description The variant's id (as `variantId`). */
            id?: string;
            productId?: string;
            variantId?: string;
            sku?: string;
            /** @description On-hand stock after the change. */
            onHand?: number;
            /** @description Held by running checkouts. */
            reserved?: number;
            /** @description `onHand - reserved`: what can still be sold. */
            available?: number;
            /** @description The stock-ledger entry of this change. */
            ledgerEntry?: {
                id: string;
                /**
                 * @description The change of on-hand stock (negative for a sale or a decrease), so the level before it
                 * was `onHand - delta`.
                 */
                delta: number;
                stockAfter: number;
                reason: string;
                /** Format: date-time */
                createdAt: string;
                /** @description The location whose stock changed. */
                locationId?: string;
                /** @description That location's on-hand after the change. */
                locationStockAfter?: number;
            };
            /**
             * @deprecated
             * @description Never sent: read `onHand`.
             */
            stock?: number;
            /**
             * @deprecated
             * @description Never sent: read `ledgerEntry.delta`.
             */
            delta?: number;
            /**
             * @deprecated
             * @description Never sent: read `ledgerEntry.reason`.
             */
            reason?: string | null;
            /** Format: date-time */
            updatedAt: string;
            /**
             * @description The location whose stock changed (on-hand is per location; `onHand` is the sum over the
             * locations that fulfil online orders).
             */
            locationId?: string;
            /** @description That location's on-hand after the change. */
            locationOnHand?: number;
        } & {
            [key: string]: unknown;
        };
        /**
         * @description The customer as the private API shows it, without the order figures (orderCount, totalSpent),
         * whichever surface (private API, storefront account, checkout) made the change.
         */
        EventCustomerObject: {
            id: string;
            email: string;
            firstName: string | null;
            lastName: string | null;
            phone: string | null;
            acceptsMarketing: boolean;
            note: string | null;
            hasAccount: boolean;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /** @description The review as the private API shows it. */
        EventReviewObject: {
            id: string;
            productId?: string;
            rating?: number;
            status?: string;
            /** Format: date-time */
            updatedAt: string;
        } & {
            [key: string]: unknown;
        };
        /** @description The new message of a conversation. */
        EventMessageObject: {
            id: string;
            conversationId?: string;
            author?: string;
            body?: string;
            /** Format: date-time */
            updatedAt: string;
        } & {
            [key: string]: unknown;
        };
        /** @description The endpoint the test was sent to. */
        EventTestObject: {
            id: string;
            /** @constant */
            object: "webhook_endpoint";
            url: string;
            message: string;
            /** Format: date-time */
            updatedAt: string;
        } & {
            [key: string]: unknown;
        };
        /** @description The body of every webhook delivery and of `GET /events/{id}`. */
        Event: {
            /**
             * @description Also sent as the `webhook-id` header; stable across retries, so receivers deduplicate on it.
             */
            id: string;
            type: components["schemas"]["EventType"];
            /** Format: date-time */
            createdAt: string;
            storeId: string;
            /** @constant */
            apiVersion: "v3";
            data: {
                /**
                 * @description The resource the event is about, as the private API shows it; its schema depends on
                 * `type` (see the `webhooks` section).
                 */
                object: {
                    /** Format: date-time */
                    updatedAt: string;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        /** @description The checkout of a cart. While a checkout workflow runs, status comes from that workflow. */
        CheckoutState: {
            cartId: string;
            /** @enum {string} */
            status: "incomplete" | "ready" | "processing" | "requires_action" | "completed" | "failed";
            /** @description What the checkout still needs (status incomplete). */
            missing: ("items" | "email" | "shippingAddress" | "shippingOption")[];
            email?: string | null;
            shippingAddress?: Record<string, never> | null;
            billingAddress?: Record<string, never> | null;
            note?: string | null;
            shippingOption?: {
                id?: string;
                name?: string;
                amount?: components["schemas"]["Money"];
            } | null;
            discountCode?: string | null;
            subtotal: components["schemas"]["Money"];
            discountTotal: components["schemas"]["Money"];
            shippingTotal: components["schemas"]["Money"];
            taxTotal: components["schemas"]["Money"];
            total: components["schemas"]["Money"];
            /** @description The order, once created. */
            orderId: string | null;
            /** @description Why the last checkout failed (status failed): code, message, details. */
            error: Record<string, never> | null;
            /**
             * @description status requires_action: the payment waits on the shopper; the provider confirms it through
             * POST /payments/{paymentId}/confirm. With a real provider, `clientSecret` is what its browser library
             * needs first.
             */
            nextAction: {
                /** @enum {string} */
                type?: "confirm_payment";
                paymentId?: string;
                /**
                 * @description Present for a real provider (`stripe`): the browser finishes the payment with that
                 * provider's library.
                 */
                provider?: string;
                /**
                 * @description Stripe: the PaymentIntent's client secret for Stripe.js `handleNextAction` (3-D Secure).
                 * Then call confirm, or wait: Stripe's webhook moves the checkout on too.
                 */
                clientSecret?: string;
            } | null;
            /** @description The running checkout workflow (`checkout-<cartId>`). */
            workflowId?: string | null;
            /**
             * @description Gift cards (in the order applied), then store credit, each with what it pays of the total
             * now.
             */
            appliedBalances?: {
                /** @description The application's id, for DELETE /cart/balances/{id}. */
                id: string;
                /** @enum {string} */
                type: "gift_card" | "store_credit";
                last4: string | null;
                balance: components["schemas"]["Money"];
                amount: components["schemas"]["Money"];
                /** @description What is left on the card or credit once this checkout has paid `amount` from it. */
                remaining: components["schemas"]["Money"];
                /**
                 * @description Why it pays nothing; submit refuses until it is removed.
                 * @enum {string|null}
                 */
                unusableReason: "disabled" | "expired" | "currency" | "empty" | null;
            }[];
            /** @description What the card or the transfer pays: the total less what the applied balances cover. */
            amountDue?: components["schemas"]["Money"];
        };
        OrderSummary: {
            id: string;
            number: number;
            /** @enum {string} */
            status: "pending" | "confirmed" | "completed" | "cancelled";
            /** @enum {string} */
            paymentStatus: "pending" | "authorized" | "paid" | "partially_refunded" | "refunded" | "voided" | "failed";
            /** @enum {string} */
            fulfillmentStatus: "unfulfilled" | "partially_fulfilled" | "fulfilled";
            allowedActions: ("fulfil" | "refund" | "cancel")[];
            email: string;
            customerId?: string | null;
            currency: string;
            paymentMethod: string;
            total: components["schemas"]["Money"];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        Order: components["schemas"]["OrderSummary"] & {
            cartId: string;
            lines: components["schemas"]["OrderLines"];
            subtotal: components["schemas"]["Money"];
            discountTotal: components["schemas"]["Money"];
            shippingTotal: components["schemas"]["Money"];
            taxTotal: components["schemas"]["Money"];
            capturedAmount: components["schemas"]["Money"];
            refundedAmount: components["schemas"]["Money"];
            discountCode?: string | null;
            shippingAddress?: Record<string, never> | null;
            billingAddress?: Record<string, never> | null;
            shippingOption?: Record<string, never> | null;
            note?: string | null;
            payments: components["schemas"]["OrderPayments"];
            refunds: components["schemas"]["OrderRefunds"];
            fulfilments: components["schemas"]["OrderFulfilments"];
            timeline: {
                type: string;
                actor: string;
                message: string;
                data?: Record<string, never>;
                /** Format: date-time */
                createdAt: string;
            }[];
            /** @description The order's workflow and a link into the Temporal UI. */
            workflow: {
                id: string;
                url?: string;
            };
            cancelReason?: string | null;
            /** Format: date-time */
            cancelledAt?: string | null;
        };
        OrderLines: {
            id: string;
            productId: string;
            variantId: string;
            title: string;
            variantTitle?: string;
            sku?: string;
            imageUrl?: string | null;
            quantity: number;
            unitPrice: components["schemas"]["Money"];
            subtotal?: components["schemas"]["Money"];
            discount?: components["schemas"]["Money"];
            tax?: components["schemas"]["Money"];
            total: components["schemas"]["Money"];
            fulfilledQuantity: number;
            refundedQuantity: number;
        }[];
        OrderPayments: {
            id: string;
            provider: string;
            method: string;
            /**
             * @description `void_failed`: the provider refused every void of a failed checkout's hold.
             * @enum {string}
             */
            status: "pending" | "requires_action" | "authorized" | "captured" | "voided" | "failed" | "void_failed";
            amount: components["schemas"]["Money"];
            declineCode?: string | null;
            /** Format: date-time */
            createdAt?: string;
        }[];
        OrderRefunds: {
            id: string;
            amount: components["schemas"]["Money"];
            reason?: string | null;
            restock?: boolean;
            includeShipping?: boolean;
            items?: unknown[];
            /** Format: date-time */
            createdAt?: string;
        }[];
        OrderFulfilments: {
            id: string;
            items: unknown[];
            tracking?: Record<string, never> | null;
            notifyCustomer?: boolean;
            /** Format: date-time */
            createdAt?: string;
        }[];
        /**
         * @description An order as the shopper who placed it sees it (what submit and the payment callback answer): the
         * admin's `Order` without `allowedActions`, `customerId`, `timeline` and `workflow`.
         */
        ShopperOrder: {
            id: components["schemas"]["OrderSummary"]["id"];
            number: components["schemas"]["OrderSummary"]["number"];
            status: components["schemas"]["OrderSummary"]["status"];
            paymentStatus: components["schemas"]["OrderSummary"]["paymentStatus"];
            fulfillmentStatus: components["schemas"]["OrderSummary"]["fulfillmentStatus"];
            email: components["schemas"]["OrderSummary"]["email"];
            currency: components["schemas"]["OrderSummary"]["currency"];
            paymentMethod: components["schemas"]["OrderSummary"]["paymentMethod"];
            total: components["schemas"]["OrderSummary"]["total"];
            createdAt: components["schemas"]["OrderSummary"]["createdAt"];
            updatedAt: components["schemas"]["OrderSummary"]["updatedAt"];
            cartId: string;
            lines: components["schemas"]["OrderLines"];
            subtotal: components["schemas"]["Money"];
            discountTotal: components["schemas"]["Money"];
            shippingTotal: components["schemas"]["Money"];
            taxTotal: components["schemas"]["Money"];
            capturedAmount: components["schemas"]["Money"];
            refundedAmount: components["schemas"]["Money"];
            discountCode?: string | null;
            shippingAddress?: Record<string, never> | null;
            billingAddress?: Record<string, never> | null;
            shippingOption?: Record<string, never> | null;
            note?: string | null;
            payments: components["schemas"]["OrderPayments"];
            refunds: components["schemas"]["OrderRefunds"];
            fulfilments: components["schemas"]["OrderFulfilments"];
            cancelReason?: string | null;
            /** Format: date-time */
            cancelledAt?: string | null;
        };
        SubmitCheckoutRequest: {
            /** @description An id from GET /payment-methods, e.g. `card` or `bank_transfer`. */
            paymentMethod: string;
            /**
             * @description Card token from the provider (test provider: tok_visa, tok_declined, tok_insufficient_funds,
             * tok_requires_action, tok_flaky).
             */
            paymentToken?: string;
        };
        FulfilOrderRequest: {
            /** @description Omitted: everything still unfulfilled. */
            items?: {
                lineId: string;
                quantity: number;
            }[];
            tracking?: {
                carrier: string;
                number: string;
                /** Format: uri */
                url?: string;
            };
            notifyCustomer?: boolean;
        };
        RefundOrderRequest: {
            /** @description Minor units. With neither amount nor items: everything still refundable. */
            amount?: number;
            items?: {
                lineId: string;
                quantity: number;
            }[];
            includeShipping?: boolean;
            restock?: boolean;
            reason?: string;
        };
        CancelOrderRequest: {
            reason?: string;
        };
        ConfirmPaymentRequest: {
            /**
             * @default succeeded
             * @enum {string}
             */
            result: "succeeded" | "failed";
        };
        ProviderWebhookReceipt: {
            /** @constant */
            received: true;
            /** @description The event id was already applied: acknowledged, nothing changed. */
            replayed: boolean;
        };
        /**
         * @description What a `staff` member may do; `marketing` covers discounts and reviews, `customers` also
         * conversations, `webhooks` also events.
         * @enum {string}
         */
        StaffPermission: "catalogue" | "orders" | "customers" | "marketing" | "settings" | "webhooks";
        /**
         * @description `owner`: everything, including keys, staff and the audit log; `admin`: everything but those;
         * `staff`: the chosen permissions.
         * @enum {string}
         */
        StaffRole: "owner" | "admin" | "staff";
        StaffMember: {
            id: string;
            email: string;
            name: string;
            role: components["schemas"]["StaffRole"];
            /** @description The permissions the role grants (for `staff`, the chosen ones). */
            permissions: components["schemas"]["StaffPermission"][];
            totpEnabled: boolean;
            /** Format: date-time */
            createdAt: string;
        };
        StaffSession: {
            staff: components["schemas"]["StaffMember"];
            store: {
                id: string;
                name: string;
                currencies: string[];
                defaultCurrency: string;
            };
            permissions: ("catalogue" | "orders" | "customers" | "marketing" | "settings" | "webhooks" | "owner")[];
            /** @description Send it as X-CSRF-Token on every state-changing request made with the session cookie. */
            csrfToken: string;
            /**
             * Format: date-time
             * @description When the session ends if left idle (never later than its absolute expiry).
             */
            expiresAt: string;
        };
        AuditEntry: {
            id: string;
            actor: {
                /** @enum {string} */
                type: "staff" | "key";
                /** @description The staff member's id (stf_…) or the secret key's id (key_…), never the key. */
                id: string;
                name: string;
            };
            operationId: string;
            method: string;
            path: string;
            resourceId: string | null;
            status: number;
            ip: string;
            /** Format: date-time */
            createdAt: string;
        };
        /**
         * Format: date-time
         * @description An RFC 3339 date-time that the service can store: the instant it names falls in UTC years 0001
         * to 9999 and its offset is within ±15:59 (PostgreSQL's limit). Any other date-time in a request (year 0000, an
         * offset such as -23:59, an instant that would fall in year 10000) answers 400 `validation_failed` naming the
         * field.
         * @example 2026-01-01T00:00:00Z
         */
        StorableDateTime: string;
        /**
         * @description What an export holds.
         * @enum {string}
         */
        ExportKind: "products" | "orders" | "customers" | "stock_ledger";
        /**
         * @description A signed link that downloads the file without a key until `expiresAt`; GET the export again for
         * a fresh one.
         */
        DownloadLink: {
            /** Format: uri */
            url: string;
            /** Format: date-time */
            expiresAt: string;
        };
        /**
         * @description An export of the store's data to one file. Its workflow reads the list of its kind a page at a
         * time (the same filters, order and records as the list operation) and appends them to the file; `rowsWritten`
         * and `byteSize` grow while it runs.
         */
        Export: {
            id: string;
            kind: components["schemas"]["ExportKind"];
            /** @enum {string} */
            format: "csv" | "jsonl";
            /** @description The filters the export was asked with. */
            filters: {
                [key: string]: string;
            };
            /** @enum {string} */
            status: "running" | "completed" | "failed";
            /** @description Records written so far (an order is one record). */
            rowsWritten: number;
            byteSize: number;
            /** @description Why a failed export failed. */
            failure: string | null;
            /** @description The Temporal workflow that writes it. */
            workflowId: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** Format: date-time */
            completedAt: string | null;
            /** @description Present once the export is complete. */
            download: components["schemas"]["DownloadLink"] | null;
        };
        /** @description The completed export (without a download link: GET it for one). */
        EventExportObject: {
            id?: string;
            kind?: components["schemas"]["ExportKind"];
            /** @enum {string} */
            format?: "csv" | "jsonl";
            /** @constant */
            status?: "completed";
            rowsWritten?: number;
            byteSize?: number;
            /** Format: date-time */
            updatedAt: string;
        } & {
            [key: string]: unknown;
        };
        ExportProductsRequest: {
            /**
             * @description CSV (a header row, then one row per record; nested fields as JSON) or JSON Lines (one record
             * per line).
             * @enum {string}
             */
            format: "csv" | "jsonl";
            /** @description The filters of `GET /v3/private/products`. */
            filters?: {
                /**
                 * @description Only this status.
                 * @enum {string}
                 */
                status?: "draft" | "active" | "archived";
                /** @description Only products in this category or one of its sub-categories. */
                category?: string;
                /** @description Text search over title, description, handle and SKU. */
                q?: string;
                /** @description Only products updated at or after this time. */
                updatedFrom?: components["schemas"]["StorableDateTime"];
                /** @description Only products updated before this time. */
                updatedTo?: components["schemas"]["StorableDateTime"];
            };
        };
        ExportOrdersRequest: {
            /**
             * @description CSV (a header row, then one row per record; nested fields as JSON) or JSON Lines (one record
             * per line).
             * @enum {string}
             */
            format: "csv" | "jsonl";
            /** @description The filters of `GET /v3/private/orders`. */
            filters?: {
                /** @enum {string} */
                status?: "pending" | "confirmed" | "completed" | "cancelled";
                /** @enum {string} */
                paymentStatus?: "pending" | "authorized" | "paid" | "partially_refunded" | "refunded" | "voided" | "failed";
                /** @enum {string} */
                fulfillmentStatus?: "unfulfilled" | "partially_fulfilled" | "fulfilled";
                /** @description Created at or after (ISO 8601). */
                createdFrom?: components["schemas"]["StorableDateTime"];
                /** @description Created before (ISO 8601). */
                createdTo?: components["schemas"]["StorableDateTime"];
                email?: string;
                /** @description Text: order id, number, e-mail or name. */
                q?: string;
            };
        };
        ExportCustomersRequest: {
            /**
             * @description CSV (a header row, then one row per record; nested fields as JSON) or JSON Lines (one record
             * per line).
             * @enum {string}
             */
            format: "csv" | "jsonl";
            /** @description The filters of `GET /v3/private/customers`. */
            filters?: {
                /** @description Only this e-mail (case-insensitive). */
                email?: string;
                /** @description Text search over e-mail and name. */
                q?: string;
                /** @description Only customers created at or after this time. */
                createdFrom?: components["schemas"]["StorableDateTime"];
                /** @description Only customers created before this time. */
                createdTo?: components["schemas"]["StorableDateTime"];
            };
        };
        ExportStockLedgerRequest: {
            /**
             * @description CSV (a header row, then one row per record; nested fields as JSON) or JSON Lines (one record
             * per line).
             * @enum {string}
             */
            format: "csv" | "jsonl";
            /** @description Which entries. */
            filters?: {
                /** @description Only this product's variants. */
                productId?: string;
                /** @description Only this variant. */
                variantId?: string;
                /** @description Only entries at or after this time. */
                createdFrom?: components["schemas"]["StorableDateTime"];
                /** @description Only entries before this time. */
                createdTo?: components["schemas"]["StorableDateTime"];
            };
        };
        /** @description Why one item was not applied: the error the single-item operation would answer. */
        BulkItemError: {
            code: string;
            message: string;
            details?: {
                field: string;
                code: string;
                message: string;
            }[] | Record<string, never>;
        };
        BulkAdjustPricesRequest: {
            items: ({
                productId: string;
                variantId: string;
                currency: string;
                /** @description Added to the price, in minor units; negative lowers it. */
                amount?: number;
                /**
                 * @description The price changes by this percentage of itself (-10 is 10% off), taken to two decimals;
                 * the change is rounded half away from zero.
                 */
                percent?: number;
            } & (unknown | unknown))[];
        };
        BulkSetPricesRequest: {
            items: {
                productId: string;
                variantId: string;
                prices: components["schemas"]["AdminPriceInput"][];
            }[];
        };
        /** @description One result per item, in the order sent. */
        BulkSetPricesResult: {
            succeeded: number;
            failed: number;
            results: ({
                index: number;
                /** @constant */
                ok: true;
                result: {
                    productId: string;
                    variantId: string;
                    prices: components["schemas"]["Money"][];
                };
            } | {
                index: number;
                /** @constant */
                ok: false;
                error: components["schemas"]["BulkItemError"];
            })[];
        };
        BulkSetStockRequest: {
            items: {
                productId: string;
                variantId: string;
                set: number;
                reason?: string;
            }[];
        };
        /** @description One result per item, in the order sent. */
        BulkSetStockResult: {
            succeeded: number;
            failed: number;
            results: ({
                index: number;
                /** @constant */
                ok: true;
                result: components["schemas"]["AdminInventoryLevel"];
            } | {
                index: number;
                /** @constant */
                ok: false;
                error: components["schemas"]["BulkItemError"];
            })[];
        };
        BulkSetStatusRequest: {
            items: {
                productId: string;
                /** @enum {string} */
                status: "draft" | "active" | "archived";
            }[];
        };
        /** @description One result per item, in the order sent. */
        BulkSetStatusResult: {
            succeeded: number;
            failed: number;
            results: ({
                index: number;
                /** @constant */
                ok: true;
                result: {
                    productId: string;
                    /** @enum {string} */
                    status: "draft" | "active" | "archived";
                    /** Format: date-time */
                    updatedAt: string;
                };
            } | {
                index: number;
                /** @constant */
                ok: false;
                error: components["schemas"]["BulkItemError"];
            })[];
        };
        /**
         * @description An option's name and values in the language, in the product's own order of options and values.
         */
        TranslatedOption: {
            name: string;
            values: string[];
        };
        /**
         * @description A product's texts in one language. Whatever is left out (or null) is shown in the store's
         * default language.
         */
        ProductTranslationInput: {
            title?: string | null;
            description?: string | null;
            /** @description Every option of the product in its order, each with all its values in order (else 400). */
            options?: components["schemas"]["TranslatedOption"][];
            /** @description Variant titles; each id must be a variant of the product. */
            variants?: {
                id: string;
                title: string;
            }[];
        };
        ProductTranslation: {
            language: string;
            title: string | null;
            description: string | null;
            options: components["schemas"]["TranslatedOption"][];
            variants: {
                id: string;
                title: string;
            }[];
            /** Format: date-time */
            updatedAt: string;
        };
        ProductTranslationList: {
            /** @description The store's default language: the resource's own texts. */
            defaultLanguage: string;
            /** @description The store's other languages, the ones a translation can be written in. */
            languages: string[];
            data: components["schemas"]["ProductTranslation"][];
        };
        /**
         * @description A category's texts in one language. Whatever is left out (or null) is shown in the store's
         * default language.
         */
        CategoryTranslationInput: {
            name?: string | null;
            description?: string | null;
        };
        CategoryTranslation: {
            language: string;
            name: string | null;
            description: string | null;
            /** Format: date-time */
            updatedAt: string;
        };
        CategoryTranslationList: {
            /** @description The store's default language: the resource's own texts. */
            defaultLanguage: string;
            /** @description The store's other languages, the ones a translation can be written in. */
            languages: string[];
            data: components["schemas"]["CategoryTranslation"][];
        };
        /**
         * @description One line of a JSONL import: a product with its variants, upserted by `handle` (products) and
         * `sku` (variants). A CSV import carries the same product over one row per variant (docs/imports.md); both are
         * held to these limits.
         * @example {
         *       "handle": "merino-crew",
         *       "title": "Merino Crew Sweater",
         *       "status": "active",
         *       "categories": [
         *         "Apparel > Sweaters"
         *       ],
         *       "options": [
         *         {
         *           "name": "Size",
         *           "values": [
         *             "M",
         *             "L"
         *           ]
         *         }
         *       ],
         *       "variants": [
         *         {
         *           "sku": "MERINO-M",
         *           "optionValues": {
         *             "Size": "M"
         *           },
         *           "prices": [
         *             {
         *               "currency": "USD",
         *               "amount": 8900
         *             },
         *             {
         *               "currency": "EUR",
         *               "amount": 8200
         *             }
         *           ],
         *           "stock": 12
         *         },
         *         {
         *           "sku": "MERINO-L",
         *           "optionValues": {
         *             "Size": "L"
         *           },
         *           "prices": [
         *             {
         *               "currency": "USD",
         *               "amount": 8900
         *             }
         *           ],
         *           "stock": 0
         *         }
         *       ],
         *       "media": [
         *         {
         *           "url": "https://cdn.example.com/merino.jpg",
         *           "alt": "Merino crew"
         *         }
         *       ]
         *     }
         */
        ImportProduct: {
            handle: string;
            title: string;
            description?: string;
            vendor?: string | null;
            /**
             * @description Defaults to draft.
             * @enum {string}
             */
            status?: "draft" | "active" | "archived";
            /**
             * @description Category paths from the root, names joined by `>` (`Apparel > Sweaters`); categories that do
             * not exist are created.
             */
            categories?: string[];
            options?: components["schemas"]["AdminProductOption"][];
            variants: components["schemas"]["AdminVariantInput"][];
            media?: components["schemas"]["AdminMediaInput"][];
        };
        ImportProblem: {
            /** @description The line of the file (1 is a CSV file's header). */
            line: number;
            /**
             * @description The CSV column (`Variant Price`), or the JSON path in a JSONL line
             * (`variants.0.prices.0.amount`); `(row)` or `(line)` when the row itself cannot be read.
             */
            column: string;
            reason: string;
            /**
             * @description Found by the dry run, or only while writing (the store changed meanwhile).
             * @enum {string}
             */
            phase: "dry_run" | "import";
        };
        /**
         * @description A product import and how far it has come. While it runs the counts, rate and estimate come from
         * its workflow; once it has ended, from the database.
         */
        Import: {
            id: string;
            /** @enum {string} */
            format: "csv" | "jsonl";
            /**
             * @description `validating`: the dry run is reading the file; `validated`: its report is ready and the
             * import waits for `POST /imports/{importId}/start`; `importing`, then `completed` or `failed`.
             * @enum {string}
             */
            status: "validating" | "validated" | "importing" | "completed" | "failed";
            fileBytes: number;
            /** @description Data rows (CSV) or lines (JSONL) of the file, known after the dry run. */
            totalRows: number;
            totalProducts: number;
            /** @description Rows the dry run found a problem in. */
            badRows: number;
            rowsDone: number;
            /** @description Rows of products that were not written (a product is written whole or not at all). */
            rowsFailed: number;
            rowsPerSecond: number | null;
            estimatedSecondsLeft: number | null;
            productsCreated: number;
            productsUpdated: number;
            productsUnchanged: number;
            failure: string | null;
            problemCount: number;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            startedAt: string | null;
            /** Format: date-time */
            finishedAt: string | null;
            /**
             * @description Each bad row with its line, column and reason, in file order: the first 1,000
             * (`problemCount` has them all).
             */
            problems: components["schemas"]["ImportProblem"][];
        };
        /** @description The import as `GET /imports/{importId}` shows it, without the list of problems. */
        EventImportObject: {
            id?: string;
            /** @enum {string} */
            format?: "csv" | "jsonl";
            /**
             * @description `validating`: the dry run is reading the file; `validated`: its report is ready and the
             * import waits for `POST /imports/{importId}/start`; `importing`, then `completed` or `failed`.
             * @enum {string}
             */
            status?: "validating" | "validated" | "importing" | "completed" | "failed";
            fileBytes?: number;
            /** @description Data rows (CSV) or lines (JSONL) of the file, known after the dry run. */
            totalRows?: number;
            totalProducts?: number;
            /** @description Rows the dry run found a problem in. */
            badRows?: number;
            rowsDone?: number;
            /** @description Rows of products that were not written (a product is written whole or not at all). */
            rowsFailed?: number;
            rowsPerSecond?: number | null;
            estimatedSecondsLeft?: number | null;
            productsCreated?: number;
            productsUpdated?: number;
            productsUnchanged?: number;
            failure?: string | null;
            problemCount?: number;
            /** Format: date-time */
            createdAt?: string;
            /** Format: date-time */
            startedAt?: string | null;
            /** Format: date-time */
            finishedAt?: string | null;
            /** Format: date-time */
            updatedAt: string;
        } & {
            [key: string]: unknown;
        };
        /** @description One row of the ledger of gift cards and store credit: a balance is the sum of its rows. */
        BalanceLedgerEntry: {
            id: string;
            /**
             * @description `issue` the value at issue, `redeem` a checkout's debit (negative), `reverse` its
             * compensation when that checkout failed, `refund_to` a refund paid onto the balance, `adjust` a change by
             * staff with a reason, `expire` what was left at expiry (negative).
             * @enum {string}
             */
            kind: "issue" | "redeem" | "reverse" | "refund_to" | "adjust" | "expire";
            /** @description Signed: positive adds to the balance, negative takes from it. */
            amount: components["schemas"]["Money"];
            balanceAfter: components["schemas"]["Money"];
            orderId: string | null;
            reason: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        /** @description A gift card as staff see it: never its code, only the last four characters. */
        GiftCard: {
            id: string;
            last4: string;
            currency: string;
            initialValue: components["schemas"]["Money"];
            balance: components["schemas"]["Money"];
            /** @enum {string} */
            status: "active" | "disabled" | "expired";
            /** Format: date-time */
            expiresAt: string | null;
            note: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        GiftCardDetail: components["schemas"]["GiftCard"] & {
            /** @description The card's ledger rows, newest first (at most 100). */
            history: components["schemas"]["BalanceLedgerEntry"][];
        };
        IssuedGiftCard: components["schemas"]["GiftCard"] & {
            /** @description The code, shown this once: only its hash and last four characters are kept. */
            code: string;
        };
        IssueGiftCardRequest: {
            /** @description One of the store's currencies. */
            currency: string;
            /** @description The value in minor units. */
            amount: number;
            /**
             * Format: date-time
             * @description When the card stops being usable; none by default.
             */
            expiresAt?: string | null;
            note?: string | null;
        };
        BalanceAdjustmentRequest: {
            /**
             * @description Signed minor units: positive adds, negative removes. Below zero is refused with 409
             * `balance_insufficient`.
             */
            amount: number;
            reason: string;
        };
        StoreCreditChangeRequest: {
            currency: string;
            /**
             * @description Signed minor units: positive adds, negative removes. Below zero is refused with 409
             * `balance_insufficient`.
             */
            amount: number;
            reason: string;
        };
        /** @description A customer's store credit: one balance per currency, each with its newest ledger rows. */
        StoreCredit: {
            data: {
                currency: string;
                balance: components["schemas"]["Money"];
                history: components["schemas"]["BalanceLedgerEntry"][];
            }[];
        };
        GiftCardCodeRequest: {
            /** @description The code as printed; case, spaces and dashes do not matter. */
            code: string;
        };
        GiftCardBalance: {
            last4: string;
            balance: components["schemas"]["Money"];
            /** Format: date-time */
            expiresAt: string | null;
        };
        /** @description A checkout debited a gift card: the card, the order and the ledger row. */
        EventGiftCardRedeemedObject: {
            id: string;
            last4: string;
            orderId: string;
            entry: components["schemas"]["BalanceLedgerEntry"];
            /** Format: date-time */
            updatedAt?: string;
        };
        /**
         * @description A customer's store credit changed: the customer, the currency and the ledger row (its
         * `balanceAfter` is the new balance).
         */
        EventStoreCreditObject: {
            customerId: string;
            currency: string;
            entry: components["schemas"]["BalanceLedgerEntry"];
            /** Format: date-time */
            updatedAt?: string;
        };
        /**
         * @description The store's return policy, checked when a shopper asks to return something. Durations of the
         * return's workflow timers are in seconds so that tests can run days in seconds.
         * @example {
         *       "windowDays": 30,
         *       "reasons": [
         *         "damaged",
         *         "wrong_item",
         *         "not_as_described",
         *         "no_longer_needed",
         *         "other"
         *       ],
         *       "restockingFeeAmount": 0,
         *       "restockingFeePercent": 0,
         *       "nonReturnableProductIds": [],
         *       "shipWithinSeconds": 1209600,
         *       "reminderBeforeSeconds": 259200,
         *       "autoApproveMaxAmount": null
         *     }
         */
        ReturnPolicy: {
            /** @description Days after the last fulfilment within which a return may be asked for. */
            windowDays: number;
            /** @description The reasons a shopper may give; any other answers 422 `return_reason_not_offered`. */
            reasons: string[];
            /** @description Kept from each refund or credit, in minor units of the order currency. */
            restockingFeeAmount: number;
            /**
             * @description Percent of the returned items' value kept from each refund or credit (added to the amount).
             */
            restockingFeePercent: number;
            /** @description Products that cannot be returned (422 `return_not_allowed`). */
            nonReturnableProductIds: string[];
            /**
             * @description After approval, the shopper has this long to send the parcel; an approved return not
             * received by then expires.
             */
            shipWithinSeconds: number;
            /** @description A reminder is recorded this long before the deadline (0: none). */
            reminderBeforeSeconds: number;
            /**
             * @description Returns worth at most this (minor units) are approved at once; null: staff approve every
             * return.
             */
            autoApproveMaxAmount: number | null;
        };
        /** @description Only the fields given change. */
        ReturnPolicyPatch: {
            /** @description Days after the last fulfilment within which a return may be asked for. */
            windowDays?: number;
            /** @description The reasons a shopper may give; any other answers 422 `return_reason_not_offered`. */
            reasons?: string[];
            /** @description Kept from each refund or credit, in minor units of the order currency. */
            restockingFeeAmount?: number;
            /**
             * @description Percent of the returned items' value kept from each refund or credit (added to the amount).
             */
            restockingFeePercent?: number;
            /** @description Products that cannot be returned (422 `return_not_allowed`). */
            nonReturnableProductIds?: string[];
            /**
             * @description After approval, the shopper has this long to send the parcel; an approved return not
             * received by then expires.
             */
            shipWithinSeconds?: number;
            /** @description A reminder is recorded this long before the deadline (0: none). */
            reminderBeforeSeconds?: number;
            /**
             * @description Returns worth at most this (minor units) are approved at once; null: staff approve every
             * return.
             */
            autoApproveMaxAmount?: number | null;
        };
        /** @description Fulfilled lines of the order and how many of each to send back. */
        RequestReturnRequest: {
            lines: {
                lineId: string;
                quantity: number;
            }[];
            reason: string;
            note?: string | null;
        };
        /** @description A guest finds the order by its number and e-mail address; a wrong pair answers 404. */
        RequestGuestReturnRequest: {
            orderNumber: number;
            /** Format: email */
            email: string;
            lines: {
                lineId: string;
                quantity: number;
            }[];
            reason: string;
            note?: string | null;
        };
        /**
         * @description A return of items of one order. Its workflow `return-<id>` waits for the parcel, expires it, and
         * resolves it.
         * @example {
         *       "id": "ret_4fH8kLm2Qx9ZtB7nVw3Yc1Rd",
         *       "orderId": "ord_7c1e0f4a2b9d4e8f9a0b1c2d3e4f5a6b",
         *       "orderNumber": 1042,
         *       "status": "requested",
         *       "email": "ada@example.com",
         *       "reason": "damaged",
         *       "note": "The seam came apart.",
         *       "staffMessage": null,
         *       "lines": [
         *         {
         *           "lineId": "li_8sK2mP4qR6tV8xZ0bD2fH4jL",
         *           "variantId": "var_7hJ3kL9mN2pQ4rS6tU8vW0xY",
         *           "title": "Merino Crew Sweater",
         *           "quantity": 1,
         *           "receivedQuantity": 0,
         *           "sellableQuantity": 0,
         *           "damagedQuantity": 0,
         *           "value": {
         *             "amount": 8900,
         *             "currency": "USD",
         *             "formatted": "$89.00"
         *           }
         *         }
         *       ],
         *       "value": {
         *         "amount": 8900,
         *         "currency": "USD",
         *         "formatted": "$89.00"
         *       },
         *       "resolution": null,
         *       "shipBy": null,
         *       "createdAt": "2026-11-28T10:15:30.123Z",
         *       "updatedAt": "2026-11-28T10:15:30.123Z"
         *     }
         */
        Return: {
            id: string;
            orderId: string;
            orderNumber: number;
            /** @enum {string} */
            status: "requested" | "approved" | "refused" | "in_transit" | "received" | "resolved" | "expired" | "cancelled";
            email: string;
            reason: string;
            note: string | null;
            /** @description What staff wrote when approving or refusing. */
            staffMessage: string | null;
            lines: {
                lineId: string;
                variantId: string;
                title: string;
                quantity: number;
                receivedQuantity: number;
                sellableQuantity: number;
                damagedQuantity: number;
                value: components["schemas"]["Money"];
            }[];
            /** @description What the returned items were paid, before any restocking fee. */
            value: components["schemas"]["Money"];
            resolution: null | {
                /** @enum {string} */
                method: "refund" | "store_credit";
                amount: components["schemas"]["Money"];
                restockingFee: components["schemas"]["Money"];
            };
            /**
             * Format: date-time
             * @description When an approved return expires if not received.
             */
            shipBy: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        ReturnMessageRequest: {
            message?: string;
        };
        RefuseReturnRequest: {
            message: string;
        };
        /**
         * @description What arrived, per line and condition; a line may come twice (some units sellable, some damaged).
         */
        ReceiveReturnRequest: {
            lines: {
                lineId: string;
                quantity: number;
                /** @enum {string} */
                condition: "sellable" | "damaged";
            }[];
        };
        ResolveReturnRequest: {
            /**
             * @description `refund`: to the original payment, through the order (never more than captured minus
             * refunded); `store_credit`: to the store credit of the order's customer.
             * @enum {string}
             */
            method: "refund" | "store_credit";
        };
        /** @description The return as `GET /returns/{id}` of the private API shows it. */
        EventReturnObject: {
            id: string;
            orderId: string;
            /** @enum {string} */
            status: "requested" | "approved" | "refused" | "in_transit" | "received" | "resolved" | "expired" | "cancelled";
            /** Format: date-time */
            updatedAt: string;
        } & {
            [key: string]: unknown;
        };
        /** @description One period's figures; money in minor units of the report's currency. */
        SalesFigures: {
            /** @description Line subtotals before discounts, minor units. */
            grossSales: number;
            /** @description Discounts given. */
            discounts: number;
            /** @description Money refunded in the period (by the day of the refund). */
            refunds: number;
            /** @description grossSales − discounts − refunds. */
            netSales: number;
            /** @description Tax charged. */
            tax: number;
            /** @description Shipping charged. */
            shipping: number;
            /** @description What the placed orders came to (their totals). */
            totalSales: number;
            /** @description Orders placed. */
            orders: number;
            /** @description Items in the orders placed. */
            units: number;
            /** @description totalSales ÷ orders, rounded; 0 without orders. */
            averageOrderValue: number;
            /** @description Checkouts submitted (placed, declined or still waiting for the card). */
            checkoutsStarted: number;
            /** @description Checkouts whose payment failed. */
            declinedCheckouts: number;
            /** @description Refunds made in the period. */
            refundCount: number;
            /** @description Placed orders cancelled in the period (by the day of the cancellation). */
            cancellations: number;
            /** @description The totals of those orders. */
            cancelledAmount: number;
        };
        SalesReport: {
            currency: string;
            /** @description First day (UTC). */
            from: string;
            /** @description Last day (UTC). */
            to: string;
            /** @enum {string} */
            interval: "day" | "week" | "month";
            totals: components["schemas"]["SalesFigures"];
            /**
             * @description Every period of the range in order, zeros where nothing happened; a week starts on Monday,
             * and the first and last period are cut to the range.
             */
            periods: ({
                /** @description The period's first day (UTC date). */
                start: string;
            } & components["schemas"]["SalesFigures"])[];
        };
        TopProductsReport: {
            currency: string;
            from: string;
            to: string;
            /** @enum {string} */
            by: "product" | "variant";
            data: {
                productId: string;
                /** @description With `by=variant`. */
                variantId?: string;
                variantTitle?: string;
                sku?: string;
                /** @description As it was last sold. */
                title: string;
                units: number;
                grossSales: number;
                discounts: number;
                /** @description grossSales − discounts; the list is ordered by it, highest first. */
                netSales: number;
            }[];
        };
        SearchHit: {
            /** @description The order's, customer's or product's id, for its page in the private API. */
            id: string;
            /**
             * @description What the result is called: the order number (#1001), the customer's name or e-mail, the
             * product title.
             */
            label: string;
            /**
             * @description One line that tells results apart: the order's e-mail, status and total; the customer's
             * e-mail; the product's SKUs.
             */
            secondary: string;
        };
        /** @description Results grouped by kind, each group newest first. */
        SearchResults: {
            /**
             * @description Matching orders (permission `orders`): by number (with or without #), id, e-mail or shipping
             * name; absent when the staff session lacks the permission to see them.
             */
            orders?: components["schemas"]["SearchHit"][];
            /**
             * @description Matching customers (permission `customers`): by name or e-mail; absent when the staff
             * session lacks the permission to see them.
             */
            customers?: components["schemas"]["SearchHit"][];
            /**
             * @description Matching products (permission `catalogue`): by title, handle, words or variant SKU; absent
             * when the staff session lacks the permission to see them.
             */
            products?: components["schemas"]["SearchHit"][];
        };
        /**
         * @description Abandoned-cart recovery: one workflow `cart-recovery-<cartId>` per cart with an e-mail and
         * items, one mail per step at most, none after the order or an unsubscribe.
         */
        CartRecoverySettings: {
            /** @description Whether carts with an e-mail and items get recovery mails. */
            enabled: boolean;
            /**
             * @description Idle time before each step's mail, in seconds (for example 3600, 86400, 259200); cart
             * activity starts the current step's wait again.
             */
            delaysSeconds: number[];
            /** @description A discount code the last step's mail offers. */
            lastStepDiscountCode: string | null;
            /**
             * Format: uri
             * @description The storefront page whose widget restores a cart from `?cartRecovery=<token>` (see
             * `restoreCart`); the API's base URL when null.
             */
            cartUrl: string | null;
            /** @description How long a mail's restore link works. */
            linkValiditySeconds: number;
        };
        /** @description Only the fields given change. */
        CartRecoverySettingsPatch: {
            /** @description Whether carts with an e-mail and items get recovery mails. */
            enabled?: boolean;
            /**
             * @description Idle time before each step's mail, in seconds (for example 3600, 86400, 259200); cart
             * activity starts the current step's wait again.
             */
            delaysSeconds?: number[];
            /** @description A discount code the last step's mail offers. */
            lastStepDiscountCode?: string | null;
            /**
             * Format: uri
             * @description The storefront page whose widget restores a cart from `?cartRecovery=<token>` (see
             * `restoreCart`); the API's base URL when null.
             */
            cartUrl?: string | null;
            /** @description How long a mail's restore link works. */
            linkValiditySeconds?: number;
        };
        RestoreCartRequest: {
            /** @description The `cartRecovery` query parameter of a recovery mail's link. */
            token: string;
        };
        RestoredCart: {
            /** @description The cart's token: send it as `X-Cart-Token` from now on. */
            cartToken: string;
        };
        /** @description The abandoned cart: its id, e-mail and number of units. */
        EventCartObject: {
            id: string;
            email: string;
            units: number;
            /** Format: date-time */
            updatedAt: string;
        };
        /** @description A group of customers who may see other prices (price lists for the group). */
        CustomerGroup: {
            id: string;
            name: string;
            handle: string;
            /**
             * @description A customer not placed in a group by staff belongs to the oldest group listing their
             * address's domain.
             */
            emailDomains: string[];
            /** Format: date-time */
            createdAt: string;
        };
        CreateCustomerGroupRequest: {
            name: string;
            /** @description Unique in the store; made from the name when left out. */
            handle?: string;
            emailDomains?: string[];
        };
        UpdateCustomerGroupRequest: {
            name?: string;
            emailDomains?: string[];
        };
        /** @description A customer placed in a group by staff. */
        CustomerGroupMember: {
            customerId: string;
            customerGroupId: string;
            /** Format: date-time */
            createdAt: string;
        };
        PriceListPrice: {
            variantId: string;
            currency: string;
            /** @description The tier: the price applies to a line of at least this many units. */
            minQuantity: number;
            amount: components["schemas"]["Money"];
            /** @description Shown struck through; null: the variant's own price is. */
            compareAtAmount: null | components["schemas"]["Money"];
        };
        PriceListPriceInput: {
            variantId: string;
            /** @description One of the store's currencies (else 400 `currency_not_supported`). */
            currency: string;
            /** @default 1 */
            minQuantity: number;
            /** @description The unit price in minor units. */
            amount: number;
            /** @description Above `amount` (else 400 `validation_failed`). */
            compareAtAmount?: number | null;
        };
        PriceList: {
            id: string;
            name: string;
            /** @enum {string} */
            kind: "override" | "percentage";
            /** @description For `percentage` lists: the percentage off every variant's own price. */
            percentOff: number | null;
            /** @description For `percentage` lists: the smallest line the percentage applies to. */
            minQuantity: number;
            /** @description The group it prices for; null: everyone (a sale). */
            customerGroupId: string | null;
            /**
             * @description Moved at `startsAt` and `endsAt` by the list's schedule.
             * @enum {string}
             */
            status: "scheduled" | "active" | "ended";
            /** Format: date-time */
            startsAt: string | null;
            /** Format: date-time */
            endsAt: string | null;
            prices: components["schemas"]["PriceListPrice"][];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        CreatePriceListRequest: {
            /** @enum {string} */
            kind: "override" | "percentage";
            name: string;
            /** @description Required for (and only for) a `percentage` list. */
            percentOff?: number;
            /** @description For `percentage` lists; 1 by default. */
            minQuantity?: number;
            /** @description A group of the store (else 404 `resource_not_found`); null or left out: everyone. */
            customerGroupId?: string | null;
            /** Format: date-time */
            startsAt?: string | null;
            /**
             * Format: date-time
             * @description After `startsAt` (else 400 `validation_failed`).
             */
            endsAt?: string | null;
            /**
             * @description For `override` lists: the prices, each variant of the store (else 404 `resource_not_found`)
             * once per currency and tier. Replaces them all.
             */
            prices?: components["schemas"]["PriceListPriceInput"][];
        };
        UpdatePriceListRequest: {
            name?: string;
            /** @description Required for (and only for) a `percentage` list. */
            percentOff?: number;
            /** @description For `percentage` lists; 1 by default. */
            minQuantity?: number;
            /** @description A group of the store (else 404 `resource_not_found`); null or left out: everyone. */
            customerGroupId?: string | null;
            /** Format: date-time */
            startsAt?: string | null;
            /**
             * Format: date-time
             * @description After `startsAt` (else 400 `validation_failed`).
             */
            endsAt?: string | null;
            /**
             * @description For `override` lists: the prices, each variant of the store (else 404 `resource_not_found`)
             * once per currency and tier. Replaces them all.
             */
            prices?: components["schemas"]["PriceListPriceInput"][];
        };
        PricePreview: {
            variantId: string;
            quantity: number;
            customerGroupId: string | null;
            /** @description What the shopper pays per unit now. */
            price: null | components["schemas"]["Money"];
            compareAtPrice: null | components["schemas"]["Money"];
            /** @description The variant's own price, without lists. */
            ownPrice: null | components["schemas"]["Money"];
        };
        /** @description The price list, as the admin API shows it (without its prices). */
        EventPriceListObject: {
            id: string;
            name: string;
            /** @enum {string} */
            kind: "override" | "percentage";
            customerGroupId: string | null;
            /** @enum {string} */
            status: "scheduled" | "active" | "ended";
            /** Format: date-time */
            startsAt: string | null;
            /** Format: date-time */
            endsAt: string | null;
            /** Format: date-time */
            updatedAt: string;
        };
        LocationAddress: {
            line1?: string;
            line2?: string;
            city?: string;
            postalCode?: string;
            region?: string;
            country?: string;
        };
        StockLocation: {
            id: string;
            name: string;
            /** @enum {string} */
            kind: "warehouse" | "shop" | "dropship";
            address: components["schemas"]["LocationAddress"];
            /** @description Allocation takes from lower numbers first. */
            priority: number;
            /** @description Only these locations count in a variant's available stock and ship online orders. */
            fulfilsOnlineOrders: boolean;
            /**
             * @description Stock changes that name no location land here; it always fulfils online orders and cannot be
             * deleted.
             */
            isDefault: boolean;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        CreateLocationRequest: {
            name: string;
            /** @enum {string} */
            kind?: "warehouse" | "shop" | "dropship";
            address?: components["schemas"]["LocationAddress"];
            priority?: number;
            fulfilsOnlineOrders?: boolean;
        };
        UpdateLocationRequest: {
            name?: string;
            /** @enum {string} */
            kind?: "warehouse" | "shop" | "dropship";
            address?: components["schemas"]["LocationAddress"];
            priority?: number;
            fulfilsOnlineOrders?: boolean;
            /**
             * @description Makes this location the default one (the former default stays as it is otherwise).
             * @constant
             */
            isDefault?: true;
        };
        AdminLocationStockAdjustment: {
            variantId: string;
            delta?: number;
            set?: number;
            reason?: string;
        } & (unknown | unknown);
        InventorySettings: {
            /**
             * @description `priority`: each line takes from the locations in priority order. `single_location_first`:
             * the first location (by priority) that can ship the whole order, else by priority.
             * @enum {string}
             */
            allocationStrategy: "priority" | "single_location_first";
        };
        StockAllocation: {
            variantId: string;
            locationId: string;
            quantity: number;
        };
        StockTransfer: {
            id: string;
            fromLocationId: string;
            toLocationId: string;
            /** @enum {string} */
            status: "draft" | "in_transit" | "received";
            note: string | null;
            lines: {
                variantId: string;
                quantity: number;
                receivedQuantity: number;
            }[];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** Format: date-time */
            shippedAt: string | null;
            /** Format: date-time */
            receivedAt: string | null;
        };
    };
    responses: {
        /** @description The request is invalid */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "validation_failed",
                 *         "message": "The request is invalid: body.quantity must be <= 999.",
                 *         "requestId": "req_5f2c9d0e6b7a4c1d8e3f2a1b0c9d8e7f"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description Not modified: the `ETag` sent in `If-None-Match` is still current. No body; reuse the answer
         * held.
         */
        NotModified: {
            headers: {
                ETag: components["headers"]["ETag"];
                "Cache-Control": components["headers"]["CacheControl"];
                "Cache-Tag": components["headers"]["CacheTag"];
                "Surrogate-Key": components["headers"]["SurrogateKey"];
                [name: string]: unknown;
            };
            content?: never;
        };
        /** @description The key is missing, unknown, rotated or of the wrong kind */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "invalid_api_key",
                 *         "message": "The API key is unknown or has been rotated. Check the key in Settings → API.",
                 *         "requestId": "req_5f2c9d0e6b7a4c1d8e3f2a1b0c9d8e7f"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description The secret key is missing, unknown, rotated or of the wrong kind; or the dashboard's staff
         * session is missing, expired or signed out (`session_invalid`)
         */
        PrivateUnauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "invalid_api_key",
                 *         "message": "The API key is unknown or has been rotated. Check the key in Settings → API.",
                 *         "requestId": "req_5f2c9d0e6b7a4c1d8e3f2a1b0c9d8e7f"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description The store plan does not include API access (plan_required); or a staff session lacks the
         * operation's x-permission (permission_denied, details.permission names it); or a session's state-changing
         * request has no valid X-CSRF-Token (csrf_token_invalid)
         */
        PlanRequired: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "plan_required",
                 *         "message": "API access needs the Growth plan or higher. Upgrade the store plan to use the
                 * API.",
                 *         "requestId": "req_5f2c9d0e6b7a4c1d8e3f2a1b0c9d8e7f"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No such resource in this store */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "resource_not_found",
                 *         "message": "No product with id prod_x exists in this store.",
                 *         "requestId": "req_5f2c9d0e6b7a4c1d8e3f2a1b0c9d8e7f"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description The resource is not in a state that allows this (`invalid_state_transition`,
         * `cart_item_out_of_stock`, …), or a value that must be unique in the store is taken
         * (`resource_already_exists`, with the field in `details`), or stock would fall below what checkouts reserved
         * (`insufficient_stock`, `variant_reserved`); or the e-mail is already on the staff (`staff_exists`), or the
         * change would leave the store without an owner (`last_owner`); or a gift card or store credit holds less than
         * asked of it (`balance_insufficient`); or a location is the default one or still holds stock
         * (`location_is_default`, `location_in_use`)
         */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "cart_item_out_of_stock",
                 *         "message": "Only 3 of this item are in stock.",
                 *         "requestId": "req_5f2c9d0e6b7a4c1d8e3f2a1b0c9d8e7f"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description A request with this Idempotency-Key is still being processed; retry after `Retry-After` seconds
         */
        IdempotencyKeyInUse: {
            headers: {
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "idempotency_key_in_use",
                 *         "message": "A request with this Idempotency-Key is still being processed; retry shortly.",
                 *         "requestId": "req_5f2c9d0e6b7a4c1d8e3f2a1b0c9d8e7f"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description The request is understood but cannot be applied; a gift-card code that cannot be used answers
         * `gift_card_invalid`; a return the store's policy refuses answers `return_window_closed`,
         * `return_not_allowed`, `return_quantity_exceeded` or `return_reason_not_offered`, and store credit for an
         * order without a customer `store_credit_unavailable`
         */
        Unprocessable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "idempotency_key_reused",
                 *         "message": "This Idempotency-Key was used with a different request body. Use a new key for a
                 * new request.",
                 *         "requestId": "req_5f2c9d0e6b7a4c1d8e3f2a1b0c9d8e7f"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description This Idempotency-Key was used with a different request body */
        IdempotencyKeyReused: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "idempotency_key_reused",
                 *         "message": "This Idempotency-Key was used with a different request body. Use a new key for a
                 * new request.",
                 *         "requestId": "req_5f2c9d0e6b7a4c1d8e3f2a1b0c9d8e7f"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The body is larger than 1 MiB */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "payload_too_large",
                 *         "message": "The request body is larger than 1 MiB.",
                 *         "requestId": "req_5f2c9d0e6b7a4c1d8e3f2a1b0c9d8e7f"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The body is not JSON */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "unsupported_media_type",
                 *         "message": "Request bodies must be JSON, sent with Content-Type: application/json.",
                 *         "requestId": "req_5f2c9d0e6b7a4c1d8e3f2a1b0c9d8e7f"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Too many requests; see Retry-After */
        RateLimited: {
            headers: {
                "Retry-After": components["headers"]["RetryAfter"];
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "rate_limited",
                 *         "message": "Too many requests; retry in 1 s.",
                 *         "requestId": "req_5f2c9d0e6b7a4c1d8e3f2a1b0c9d8e7f"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description The request did not arrive whole in time. Node answers this before routing, so the body has no
         * `requestId` yet
         */
        RequestTimeout: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "request_timeout",
                 *         "message": "The request did not arrive in time; send it again."
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ErrorBeforeRouting"];
            };
        };
        /**
         * @description The request line and headers exceed 16 KiB. Node answers this before routing, so the body has no
         * `requestId` yet
         */
        HeadersTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "headers_too_large",
                 *         "message": "The request line and headers exceed 16 KiB; send long input in a JSON body
                 * instead of the URL or headers."
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ErrorBeforeRouting"];
            };
        };
        /**
         * @description PostgreSQL or Temporal is out of reach, or a concurrent change stopped the request; nothing was
         * half-written. Retry after `Retry-After` seconds
         */
        ServiceUnavailable: {
            headers: {
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "service_unavailable",
                 *         "message": "A backing service is unavailable right now; retry shortly.",
                 *         "requestId": "req_5f2c9d0e6b7a4c1d8e3f2a1b0c9d8e7f"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description The step failed on our side and nothing was changed; the request id identifies it in our logs
         */
        InternalError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "internal_error",
                 *         "message": "The order could not be changed: the step failed on our side and nothing was
                 * changed.",
                 *         "requestId": "req_5f2c9d0e6b7a4c1d8e3f2a1b0c9d8e7f"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description The key is wrong, or the customer session is missing, expired or signed out (`session_invalid`)
         */
        SessionInvalid: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "session_invalid",
                 *         "message": "The customer session is missing, expired or signed out. Sign in again with a new
                 * sign-in link.",
                 *         "requestId": "req_5f2c9d0e6b7a4c1d8e3f2a1b0c9d8e7f"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description The sign-in link is unknown, used or expired (`sign_in_link_invalid`), an owner with two-factor
         * sign-in sent no code or a wrong one (`totp_required`, `totp_invalid`), or the dashboard session is missing,
         * expired or signed out (`session_invalid`)
         */
        StaffSessionRefused: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "sign_in_link_invalid",
                 *         "message": "This sign-in link is unknown, used or expired. Ask for a new one.",
                 *         "requestId": "req_5f2c9d0e6b7a4c1d8e3f2a1b0c9d8e7f"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The payment was declined; the cart is open again */
        PaymentDeclined: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "payment_declined",
                 *         "message": "The card was declined.",
                 *         "requestId": "req_5f2c9d0e6b7a4c1d8e3f2a1b0c9d8e7f",
                 *         "details": {
                 *           "declineCode": "card_declined"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The payment provider did not answer; nothing was charged */
        PaymentProviderError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "payment_provider_error",
                 *         "message": "The payment provider did not answer; nothing was charged. Try again.",
                 *         "requestId": "req_5f2c9d0e6b7a4c1d8e3f2a1b0c9d8e7f"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The order's state does not allow this action */
        OrderConflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "invalid_state_transition",
                 *         "message": "Cannot cancel while the order is completed (payment paid, fulfilled).",
                 *         "requestId": "req_5f2c9d0e6b7a4c1d8e3f2a1b0c9d8e7f",
                 *         "details": {
                 *           "currentState": "completed",
                 *           "allowedActions": [
                 *             "refund"
                 *           ]
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: {
        /**
         * @description The store's publishable key, `pk_live_…`. It is the credential of the public surface and travels
         * in the path (so a storefront can use plain links and a CDN can cache per store), which is why public
         * operations declare no security scheme (`security: []`). It is safe in a browser: it only reads the catalogue
         * and acts on the carts and sessions whose tokens the caller holds.
         * @example pk_live_3kQ9wXr2LmP7vT4nB8sZ1cY6dF0gH5jA
         */
        PublishableKey: string;
        /**
         * @description The visitor's cart token: generated once by the client, 16 to 128 characters of A-Z, a-z, 0-9,
         * `_` and `-`.
         * @example c1a7e9f0-visitor-42b8
         */
        CartToken: string;
        /**
         * @description Makes a retry safe: the same key and body replay the first response (with `Idempotent-Replayed:
         * true`). Kept 24 hours.
         */
        IdempotencyKey: string;
        /**
         * @description Required: the same key and body replay the first response; a different body answers 422
         * `idempotency_key_reused`.
         */
        IdempotencyKeyRequired: string;
        /** @description Page size, 1 to 100. */
        Limit: number;
        /** @description The `nextCursor` of the previous page. */
        Cursor: string;
        /**
         * @description The `ETag` of an answer already held: the API answers 304 without a body while it is still
         * current.
         * @example "q3Zk8b0v2mWl5sYJ1cX7tR4nE9d"
         */
        IfNoneMatch: string;
        /**
         * @description The product id (`prod_…`).
         * @example prod_2bX9kQ7mLp4RtY6vN8wZ3cD5
         */
        AdminProductId: string;
        /**
         * @description The category id (`cat_…`).
         * @example cat_3dF5gH7jK9lZ1xC3vB5nM7qW
         */
        AdminCategoryId: string;
        /**
         * @description The discount id (`disc_…`).
         * @example disc_5tG7hJ9kL1zX3cV5bN7mQ9wE
         */
        AdminDiscountId: string;
        /**
         * @description The review id (`rev_…`).
         * @example rev_4rT6yU8iO0pA2sD4fG6hJ8kL
         */
        AdminReviewId: string;
        /**
         * @description The customer id (`cus_…`).
         * @example cus_6yH8jK0lZ2xC4vB6nM8qW0eR
         */
        AdminCustomerId: string;
        /**
         * @description The visitor's cart token, when the visitor has one: 16 to 128 characters of A-Z, a-z, 0-9, `_`
         * and `-`.
         * @example c1a7e9f0-visitor-42b8
         */
        CartTokenOptional: string;
        /**
         * @description The session token `cs_…` answered by `POST /customers/verify`. A missing, expired or signed-out
         * session answers 401 `session_invalid`.
         * @example cs_q8Vd2kLm9PzX4tRb7nWc1YsH6fJ3gA0eU5iO8yT2rE4
         */
        CustomerSession: string;
        /**
         * @description The customer session `cs_…`, when the visitor is signed in. An expired or signed-out session
         * counts as not signed in.
         * @example cs_q8Vd2kLm9PzX4tRb7nWc1YsH6fJ3gA0eU5iO8yT2rE4
         */
        CustomerSessionOptional: string;
        /**
         * @description A staff member's id.
         * @example stf_3Kp9Lm2Qx8Rv4Nb6Cz1Wd7Yt
         */
        StaffId: string;
        /**
         * @description One of the store's languages other than its default (else 422 `language_not_supported`).
         * @example de
         */
        TranslationLanguage: string;
        /**
         * @description The language of the texts: one of the store's languages (a regional tag such as `de-AT` picks
         * `de`). Takes precedence over `Accept-Language`; a language the store does not have falls back like a missing
         * one. The answer's `Content-Language` says which language was used.
         * @example de
         */
        CatalogueLanguage: string;
        /**
         * @description The visitor's languages with quality values (RFC 9110), used when `lang` is absent: the most
         * wanted language the store has, else the store's default language.
         * @example de-CH, de;q=0.9, en;q=0.5
         */
        AcceptLanguage: string;
        /**
         * @description The import id (`imp_…`).
         * @example imp_4Tg8Hk2Lm6Np0Qr3St7Vw1Xy
         */
        AdminImportId: string;
        /**
         * @description A location's id (`loc_…`).
         * @example loc_3c9f2a7e1b8d4c6f9a0e5b2d7c1f8a3e
         */
        LocationId: string;
        /**
         * @description A stock transfer's id (`trf_…`).
         * @example trf_5Gh7Jk9Lm1Np3Qr5St7Uv9Wx
         */
        StockTransferId: string;
    };
    requestBodies: never;
    headers: {
        /**
         * @description The token bucket of this credential (and client IP on the public surface): burst size q and
         * window w in seconds.
         * @example "burst";q=60;w=3
         */
        RateLimitPolicy: string;
        /**
         * @description Tokens r left in the bucket, and seconds t until a whole token is back: 0 on an allowed request,
         * the wait on a refused (429) one.
         * @example "burst";r=58;t=0
         */
        RateLimit: string;
        /**
         * @description Seconds to wait before retrying.
         * @example 1
         */
        RetryAfter: number;
        /**
         * @description Strong validator of the answer's exact bytes; send it back in `If-None-Match` to get 304 while
         * nothing changed.
         * @example "q3Zk8b0v2mWl5sYJ1cX7tR4nE9d"
         */
        ETag: string;
        /**
         * @description `public, max-age=…, stale-while-revalidate=…`, chosen per resource (see Caching in the
         * description).
         * @example public, max-age=60, stale-while-revalidate=300
         */
        CacheControl: string;
        /**
         * @description Purge keys for a CDN (Cloudflare style, comma-separated): the store id and the id of every
         * product or category the answer shows.
         * @example str_7Yt3Kp9Lm2Qx8Rv4Nb6Cz1Wd,prod_2bX9kQ7mLp4RtY6vN8wZ3cD5
         */
        CacheTag: string;
        /**
         * @description The same purge keys as `Cache-Tag`, space-separated (Fastly style).
         * @example str_7Yt3Kp9Lm2Qx8Rv4Nb6Cz1Wd prod_2bX9kQ7mLp4RtY6vN8wZ3cD5
         */
        SurrogateKey: string;
        /**
         * @description The language the texts are in: the store language `lang` or `Accept-Language` asked for, else
         * the store's default language.
         * @example de
         */
        ContentLanguage: string;
        /**
         * @description `Accept-Language` in a store with several languages, so a shared cache keeps one answer per
         * language.
         * @example Accept-Language
         */
        VaryAcceptLanguage: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getStore: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The `ETag` of an answer already held: the API answers 304 without a body while it is
                 * still current.
                 * @example "q3Zk8b0v2mWl5sYJ1cX7tR4nE9d"
                 */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /**
                 * @description The store's publishable key, `pk_live_…`. It is the credential of the public surface and
                 * travels in the path (so a storefront can use plain links and a CDN can cache per store), which is why
                 * public operations declare no security scheme (`security: []`). It is safe in a browser: it only reads
                 * the catalogue and acts on the carts and sessions whose tokens the caller holds.
                 * @example pk_live_3kQ9wXr2LmP7vT4nB8sZ1cY6dF0gH5jA
                 */
                publishableKey: components["parameters"]["PublishableKey"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The store profile */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "Cache-Tag": components["headers"]["CacheTag"];
                    "Surrogate-Key": components["headers"]["SurrogateKey"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "str_9aB3cD5eF7gH9iJ1kL3mN5oP",
                     *       "name": "Acme Outfitters",
                     *       "currencies": [
                     *         "USD",
                     *         "EUR"
                     *       ],
                     *       "defaultCurrency": "USD",
                     *       "languages": [
                     *         "en",
                     *         "de"
                     *       ],
                     *       "defaultLanguage": "en",
                     *       "theme": {
                     *         "primaryColor": "#1f3a5f",
                     *         "accentColor": "#f2a541",
                     *         "fontFamily": "Inter",
                     *         "logoUrl": "https://cdn.example.com/acme-logo.svg"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["StoreProfile"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["PlanRequired"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCart: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The visitor's cart token: generated once by the client, 16 to 128 characters of A-Z,
                 * a-z, 0-9, `_` and `-`.
                 * @example c1a7e9f0-visitor-42b8
                 */
                "X-Cart-Token": components["parameters"]["CartToken"];
            };
            path: {
                /**
                 * @description The store's publishable key, `pk_live_…`. It is the credential of the public surface and
                 * travels in the path (so a storefront can use plain links and a CDN can cache per store), which is why
                 * public operations declare no security scheme (`security: []`). It is safe in a browser: it only reads
                 * the catalogue and acts on the carts and sessions whose tokens the caller holds.
                 * @example pk_live_3kQ9wXr2LmP7vT4nB8sZ1cY6dF0gH5jA
                 */
                publishableKey: components["parameters"]["PublishableKey"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cart */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "cart_4fH8kLm2Qx9ZtB7nVw3Yc1Rd",
                     *       "status": "open",
                     *       "currency": "USD",
                     *       "items": [
                     *         {
                     *           "id": "li_8sK2mP4qR6tV8xZ0bD2fH4jL",
                     *           "productId": "prod_2bX9kQ7mLp4RtY6vN8wZ3cD5",
                     *           "variantId": "var_7hJ3kL9mN2pQ4rS6tU8vW0xY",
                     *           "title": "Merino Crew Sweater",
                     *           "variantTitle": "M / Navy",
                     *           "sku": "MCS-M-NAVY",
                     *           "image": {
                     *             "url": "https://cdn.example.com/mcs-navy.jpg",
                     *             "alt": "Navy merino sweater"
                     *           },
                     *           "quantity": 2,
                     *           "unitPrice": {
                     *             "amount": 8900,
                     *             "currency": "USD",
                     *             "formatted": "$89.00"
                     *           },
                     *           "lineTotal": {
                     *             "amount": 17800,
                     *             "currency": "USD",
                     *             "formatted": "$178.00"
                     *           }
                     *         }
                     *       ],
                     *       "itemCount": 2,
                     *       "subtotal": {
                     *         "amount": 17800,
                     *         "currency": "USD",
                     *         "formatted": "$178.00"
                     *       },
                     *       "discountTotal": {
                     *         "amount": 0,
                     *         "currency": "USD",
                     *         "formatted": "$0.00"
                     *       },
                     *       "shippingTotal": {
                     *         "amount": 0,
                     *         "currency": "USD",
                     *         "formatted": "$0.00"
                     *       },
                     *       "taxTotal": {
                     *         "amount": 0,
                     *         "currency": "USD",
                     *         "formatted": "$0.00"
                     *       },
                     *       "total": {
                     *         "amount": 17800,
                     *         "currency": "USD",
                     *         "formatted": "$178.00"
                     *       },
                     *       "lastCheckoutError": null,
                     *       "createdAt": "2026-11-22T10:15:30.123Z",
                     *       "updatedAt": "2026-11-22T10:16:02.511Z",
                     *       "taxInclusive": false,
                     *       "discount": null,
                     *       "shippingOption": null,
                     *       "email": null,
                     *       "shippingAddress": null,
                     *       "billingAddress": null,
                     *       "note": null
                     *     }
                     */
                    "application/json": components["schemas"]["Cart"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["PlanRequired"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    addCartItem: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The visitor's cart token: generated once by the client, 16 to 128 characters of A-Z,
                 * a-z, 0-9, `_` and `-`.
                 * @example c1a7e9f0-visitor-42b8
                 */
                "X-Cart-Token": components["parameters"]["CartToken"];
                /**
                 * @description Makes a retry safe: the same key and body replay the first response (with
                 * `Idempotent-Replayed: true`). Kept 24 hours.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The store's publishable key, `pk_live_…`. It is the credential of the public surface and
                 * travels in the path (so a storefront can use plain links and a CDN can cache per store), which is why
                 * public operations declare no security scheme (`security: []`). It is safe in a browser: it only reads
                 * the catalogue and acts on the carts and sessions whose tokens the caller holds.
                 * @example pk_live_3kQ9wXr2LmP7vT4nB8sZ1cY6dF0gH5jA
                 */
                publishableKey: components["parameters"]["PublishableKey"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "productId": "prod_2bX9kQ7mLp4RtY6vN8wZ3cD5",
                 *       "variantId": "var_7hJ3kL9mN2pQ4rS6tU8vW0xY",
                 *       "quantity": 2
                 *     }
                 */
                "application/json": components["schemas"]["AddCartItemRequest"];
            };
        };
        responses: {
            /** @description The cart after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "cart_4fH8kLm2Qx9ZtB7nVw3Yc1Rd",
                     *       "status": "open",
                     *       "currency": "USD",
                     *       "items": [
                     *         {
                     *           "id": "li_8sK2mP4qR6tV8xZ0bD2fH4jL",
                     *           "productId": "prod_2bX9kQ7mLp4RtY6vN8wZ3cD5",
                     *           "variantId": "var_7hJ3kL9mN2pQ4rS6tU8vW0xY",
                     *           "title": "Merino Crew Sweater",
                     *           "variantTitle": "M / Navy",
                     *           "sku": "MCS-M-NAVY",
                     *           "image": {
                     *             "url": "https://cdn.example.com/mcs-navy.jpg",
                     *             "alt": "Navy merino sweater"
                     *           },
                     *           "quantity": 2,
                     *           "unitPrice": {
                     *             "amount": 8900,
                     *             "currency": "USD",
                     *             "formatted": "$89.00"
                     *           },
                     *           "lineTotal": {
                     *             "amount": 17800,
                     *             "currency": "USD",
                     *             "formatted": "$178.00"
                     *           }
                     *         }
                     *       ],
                     *       "itemCount": 2,
                     *       "subtotal": {
                     *         "amount": 17800,
                     *         "currency": "USD",
                     *         "formatted": "$178.00"
                     *       },
                     *       "discountTotal": {
                     *         "amount": 0,
                     *         "currency": "USD",
                     *         "formatted": "$0.00"
                     *       },
                     *       "shippingTotal": {
                     *         "amount": 0,
                     *         "currency": "USD",
                     *         "formatted": "$0.00"
                     *       },
                     *       "taxTotal": {
                     *         "amount": 0,
                     *         "currency": "USD",
                     *         "formatted": "$0.00"
                     *       },
                     *       "total": {
                     *         "amount": 17800,
                     *         "currency": "USD",
                     *         "formatted": "$178.00"
                     *       },
                     *       "lastCheckoutError": null,
                     *       "createdAt": "2026-11-22T10:15:30.123Z",
                     *       "updatedAt": "2026-11-22T10:16:02.511Z",
                     *       "taxInclusive": false,
                     *       "discount": null,
                     *       "shippingOption": null,
                     *       "email": null,
                     *       "shippingAddress": null,
                     *       "billingAddress": null,
                     *       "note": null
                     *     }
                     */
                    "application/json": components["schemas"]["Cart"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["PlanRequired"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listKeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Masked keys */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "type": "publishable",
                     *           "maskedKey": "pk_live_****************************a1B2",
                     *           "createdAt": "2026-11-22T10:15:30.123Z"
                     *         },
                     *         {
                     *           "type": "secret",
                     *           "maskedKey": "sk_live_****************************c3D4",
                     *           "createdAt": "2026-11-22T10:15:30.123Z"
                     *         }
                     *       ],
                     *       "hasMore": false
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["MaskedKey"][];
                        hasMore: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    rotateKey: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the same key and body replay the first response (with
                 * `Idempotent-Replayed: true`). Kept 24 hours.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "secret"
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    type: "publishable" | "secret";
                };
            };
        };
        responses: {
            /** @description The new key, shown once */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "secret",
                     *       "key": "sk_live_Xq3...",
                     *       "createdAt": "2026-11-22T10:15:30.123Z"
                     *     }
                     */
                    "application/json": components["schemas"]["NewKey"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["IdempotencyKeyInUse"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminListProducts: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 100. */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page. */
                cursor?: components["parameters"]["Cursor"];
                /** @description Only this status. */
                status?: "draft" | "active" | "archived";
                /** @description Only products in this category or one of its sub-categories. */
                category?: string;
                /**
                 * @description Text search over title, description, handle and SKU.
                 * @example merino
                 */
                q?: string;
                /** @description Only products updated at or after this time. */
                updatedFrom?: components["schemas"]["StorableDateTime"];
                /** @description Only products updated before this time. */
                updatedTo?: components["schemas"]["StorableDateTime"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of products */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "prod_2bX9kQ7mLp4RtY6vN8wZ3cD5",
                     *           "status": "active",
                     *           "title": "Merino Crew Sweater",
                     *           "description": "Soft merino wool.",
                     *           "handle": "merino-crew-sweater",
                     *           "vendor": "Demo Outfitters",
                     *           "categoryIds": [
                     *             "cat_3dF5gH7jK9lZ1xC3vB5nM7qW"
                     *           ],
                     *           "options": [
                     *             {
                     *               "name": "Size",
                     *               "values": [
                     *                 "M",
                     *                 "L"
                     *               ]
                     *             }
                     *           ],
                     *           "variants": [
                     *             {
                     *               "id": "var_7hJ3kL9mN2pQ4rS6tU8vW0xY",
                     *               "sku": "MCS-M",
                     *               "title": "M",
                     *               "optionValues": {
                     *                 "Size": "M"
                     *               },
                     *               "gtin": null,
                     *               "weightGrams": 450,
                     *               "prices": [
                     *                 {
                     *                   "amount": 8900,
                     *                   "currency": "USD",
                     *                   "formatted": "$89.00"
                     *                 },
                     *                 {
                     *                   "amount": 8200,
                     *                   "currency": "EUR",
                     *                   "formatted": "€82.00"
                     *                 }
                     *               ],
                     *               "stock": {
                     *                 "onHand": 12,
                     *                 "reserved": 2,
                     *                 "available": 10
                     *               },
                     *               "position": 0,
                     *               "createdAt": "2026-11-22T10:15:30.123Z",
                     *               "updatedAt": "2026-11-22T10:15:30.123Z"
                     *             },
                     *             {
                     *               "id": "var_1aB3cD5eF7gH9iJ1kL3mN5oP",
                     *               "sku": "MCS-L",
                     *               "title": "L",
                     *               "optionValues": {
                     *                 "Size": "L"
                     *               },
                     *               "gtin": "4006381333931",
                     *               "weightGrams": 480,
                     *               "prices": [
                     *                 {
                     *                   "amount": 8900,
                     *                   "currency": "USD",
                     *                   "formatted": "$89.00"
                     *                 },
                     *                 {
                     *                   "amount": 8200,
                     *                   "currency": "EUR",
                     *                   "formatted": "€82.00"
                     *                 }
                     *               ],
                     *               "stock": {
                     *                 "onHand": 0,
                     *                 "reserved": 0,
                     *                 "available": 0
                     *               },
                     *               "position": 1,
                     *               "createdAt": "2026-11-22T10:15:30.123Z",
                     *               "updatedAt": "2026-11-22T10:15:30.123Z"
                     *             }
                     *           ],
                     *           "media": [
                     *             {
                     *               "id": "med_9zY8xW7vU6tS5rQ4pO3nM2lK",
                     *               "url": "https://cdn.example.com/mcs.jpg",
                     *               "alt": "Merino crew sweater",
                     *               "position": 0
                     *             }
                     *           ],
                     *           "createdAt": "2026-11-22T10:15:30.123Z",
                     *           "updatedAt": "2026-11-22T10:15:30.123Z"
                     *         }
                     *       ],
                     *       "hasMore": true,
                     *       "nextCursor": "cur_eyJxIjoiYSIsInAiOlsxXX0.c2lnbmF0dXJlc2lnbmF0dXJl"
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["AdminProduct"][];
                        hasMore: boolean;
                        nextCursor?: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminCreateProduct: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the same key and body replay the first response (with
                 * `Idempotent-Replayed: true`). Kept 24 hours.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "title": "Merino Crew Sweater",
                 *       "status": "active",
                 *       "categoryIds": [
                 *         "cat_3dF5gH7jK9lZ1xC3vB5nM7qW"
                 *       ],
                 *       "options": [
                 *         {
                 *           "name": "Size",
                 *           "values": [
                 *             "M",
                 *             "L"
                 *           ]
                 *         }
                 *       ],
                 *       "variants": [
                 *         {
                 *           "sku": "MCS-M",
                 *           "optionValues": {
                 *             "Size": "M"
                 *           },
                 *           "prices": [
                 *             {
                 *               "currency": "USD",
                 *               "amount": 8900
                 *             }
                 *           ],
                 *           "stock": 12
                 *         },
                 *         {
                 *           "sku": "MCS-L",
                 *           "optionValues": {
                 *             "Size": "L"
                 *           },
                 *           "prices": [
                 *             {
                 *               "currency": "USD",
                 *               "amount": 8900
                 *             }
                 *           ],
                 *           "stock": 0
                 *         }
                 *       ],
                 *       "media": [
                 *         {
                 *           "url": "https://cdn.example.com/mcs.jpg",
                 *           "alt": "Merino crew sweater"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["AdminCreateProductRequest"];
            };
        };
        responses: {
            /** @description The product */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "prod_2bX9kQ7mLp4RtY6vN8wZ3cD5",
                     *       "status": "active",
                     *       "title": "Merino Crew Sweater",
                     *       "description": "Soft merino wool.",
                     *       "handle": "merino-crew-sweater",
                     *       "vendor": "Demo Outfitters",
                     *       "categoryIds": [
                     *         "cat_3dF5gH7jK9lZ1xC3vB5nM7qW"
                     *       ],
                     *       "options": [
                     *         {
                     *           "name": "Size",
                     *           "values": [
                     *             "M",
                     *             "L"
                     *           ]
                     *         }
                     *       ],
                     *       "variants": [
                     *         {
                     *           "id": "var_7hJ3kL9mN2pQ4rS6tU8vW0xY",
                     *           "sku": "MCS-M",
                     *           "title": "M",
                     *           "optionValues": {
                     *             "Size": "M"
                     *           },
                     *           "gtin": null,
                     *           "weightGrams": 450,
                     *           "prices": [
                     *             {
                     *               "amount": 8900,
                     *               "currency": "USD",
                     *               "formatted": "$89.00"
                     *             },
                     *             {
                     *               "amount": 8200,
                     *               "currency": "EUR",
                     *               "formatted": "€82.00"
                     *             }
                     *           ],
                     *           "stock": {
                     *             "onHand": 12,
                     *             "reserved": 2,
                     *             "available": 10
                     *           },
                     *           "position": 0,
                     *           "createdAt": "2026-11-22T10:15:30.123Z",
                     *           "updatedAt": "2026-11-22T10:15:30.123Z"
                     *         },
                     *         {
                     *           "id": "var_1aB3cD5eF7gH9iJ1kL3mN5oP",
                     *           "sku": "MCS-L",
                     *           "title": "L",
                     *           "optionValues": {
                     *             "Size": "L"
                     *           },
                     *           "gtin": "4006381333931",
                     *           "weightGrams": 480,
                     *           "prices": [
                     *             {
                     *               "amount": 8900,
                     *               "currency": "USD",
                     *               "formatted": "$89.00"
                     *             },
                     *             {
                     *               "amount": 8200,
                     *               "currency": "EUR",
                     *               "formatted": "€82.00"
                     *             }
                     *           ],
                     *           "stock": {
                     *             "onHand": 0,
                     *             "reserved": 0,
                     *             "available": 0
                     *           },
                     *           "position": 1,
                     *           "createdAt": "2026-11-22T10:15:30.123Z",
                     *           "updatedAt": "2026-11-22T10:15:30.123Z"
                     *         }
                     *       ],
                     *       "media": [
                     *         {
                     *           "id": "med_9zY8xW7vU6tS5rQ4pO3nM2lK",
                     *           "url": "https://cdn.example.com/mcs.jpg",
                     *           "alt": "Merino crew sweater",
                     *           "position": 0
                     *         }
                     *       ],
                     *       "createdAt": "2026-11-22T10:15:30.123Z",
                     *       "updatedAt": "2026-11-22T10:15:30.123Z"
                     *     }
                     */
                    "application/json": components["schemas"]["AdminProduct"];
                };
            };
            /** @description Invalid input or a price in a currency the store does not accept */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "currency_not_supported",
                     *         "message": "The store does not accept JPY; add it to the store currencies first.",
                     *         "details": [
                     *           {
                     *             "field": "body.variants.0.prices.1.currency",
                     *             "code": "currency_not_supported",
                     *             "message": "JPY is not one of the store currencies (USD, EUR)"
                     *           }
                     *         ],
                     *         "requestId": "req_5f2c9d0e6b7a4c1d8e3f2a1b0c9d8e7f"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            /** @description No category with id cat_3dF5gH7jK9lZ1xC3vB5nM7qW exists in this store. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "resource_not_found",
                     *         "message": "No category with id cat_3dF5gH7jK9lZ1xC3vB5nM7qW exists in this store.",
                     *         "requestId": "req_5f2c9d0e6b7a4c1d8e3f2a1b0c9d8e7f"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["RequestTimeout"];
            /** @description SKU "MCS-M" is already used in this store. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "resource_already_exists",
                     *         "message": "SKU \"MCS-M\" is already used in this store.",
                     *         "details": [
                     *           {
                     *             "field": "body.variants.0.sku",
                     *             "code": "duplicate",
                     *             "message": "body.variants.0.sku must be unique in the store"
                     *           }
                     *         ],
                     *         "requestId": "req_5f2c9d0e6b7a4c1d8e3f2a1b0c9d8e7f"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminGetProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The product id (`prod_…`).
                 * @example prod_2bX9kQ7mLp4RtY6vN8wZ3cD5
                 */
                id: components["parameters"]["AdminProductId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The product */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "prod_2bX9kQ7mLp4RtY6vN8wZ3cD5",
                     *       "status": "active",
                     *       "title": "Merino Crew Sweater",
                     *       "description": "Soft merino wool.",
                     *       "handle": "merino-crew-sweater",
                     *       "vendor": "Demo Outfitters",
                     *       "categoryIds": [
                     *         "cat_3dF5gH7jK9lZ1xC3vB5nM7qW"
                     *       ],
                     *       "options": [
                     *         {
                     *           "name": "Size",
                     *           "values": [
                     *             "M",
                     *             "L"
                     *           ]
                     *         }
                     *       ],
                     *       "variants": [
                     *         {
                     *           "id": "var_7hJ3kL9mN2pQ4rS6tU8vW0xY",
                     *           "sku": "MCS-M",
                     *           "title": "M",
                     *           "optionValues": {
                     *             "Size": "M"
                     *           },
                     *           "gtin": null,
                     *           "weightGrams": 450,
                     *           "prices": [
                     *             {
                     *               "amount": 8900,
                     *               "currency": "USD",
                     *               "formatted": "$89.00"
                     *             },
                     *             {
                     *               "amount": 8200,
                     *               "currency": "EUR",
                     *               "formatted": "€82.00"
                     *             }
                     *           ],
                     *           "stock": {
                     *             "onHand": 12,
                     *             "reserved": 2,
                     *             "available": 10
                     *           },
                     *           "position": 0,
                     *           "createdAt": "2026-11-22T10:15:30.123Z",
                     *           "updatedAt": "2026-11-22T10:15:30.123Z"
                     *         },
                     *         {
                     *           "id": "var_1aB3cD5eF7gH9iJ1kL3mN5oP",
                     *           "sku": "MCS-L",
                     *           "title": "L",
                     *           "optionValues": {
                     *             "Size": "L"
                     *           },
                     *           "gtin": "4006381333931",
                     *           "weightGrams": 480,
                     *           "prices": [
                     *             {
                     *               "amount": 8900,
                     *               "currency": "USD",
                     *               "formatted": "$89.00"
                     *             },
                     *             {
                     *               "amount": 8200,
                     *               "currency": "EUR",
                     *               "formatted": "€82.00"
                     *             }
                     *           ],
                     *           "stock": {
                     *             "onHand": 0,
                     *             "reserved": 0,
                     *             "available": 0
                     *           },
                     *           "position": 1,
                     *           "createdAt": "2026-11-22T10:15:30.123Z",
                     *           "updatedAt": "2026-11-22T10:15:30.123Z"
                     *         }
                     *       ],
                     *       "media": [
                     *         {
                     *           "id": "med_9zY8xW7vU6tS5rQ4pO3nM2lK",
                     *           "url": "https://cdn.example.com/mcs.jpg",
                     *           "alt": "Merino crew sweater",
                     *           "position": 0
                     *         }
                     *       ],
                     *       "createdAt": "2026-11-22T10:15:30.123Z",
                     *       "updatedAt": "2026-11-22T10:15:30.123Z"
                     *     }
                     */
                    "application/json": components["schemas"]["AdminProduct"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminDeleteProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The product id (`prod_…`).
                 * @example prod_2bX9kQ7mLp4RtY6vN8wZ3cD5
                 */
                id: components["parameters"]["AdminProductId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What happened to the product */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "prod_2bX9kQ7mLp4RtY6vN8wZ3cD5",
                     *       "deleted": false,
                     *       "archived": true
                     *     }
                     */
                    "application/json": components["schemas"]["AdminDeleted"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminUpdateProduct: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the same key and body replay the first response (with
                 * `Idempotent-Replayed: true`). Kept 24 hours.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The product id (`prod_…`).
                 * @example prod_2bX9kQ7mLp4RtY6vN8wZ3cD5
                 */
                id: components["parameters"]["AdminProductId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "title": "Merino Crew Sweater (new season)",
                 *       "variants": [
                 *         {
                 *           "id": "var_7hJ3kL9mN2pQ4rS6tU8vW0xY",
                 *           "prices": [
                 *             {
                 *               "currency": "USD",
                 *               "amount": 9400
                 *             },
                 *             {
                 *               "currency": "EUR",
                 *               "amount": 8700
                 *             }
                 *           ]
                 *         },
                 *         {
                 *           "id": "var_1aB3cD5eF7gH9iJ1kL3mN5oP"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["AdminUpdateProductRequest"];
            };
        };
        responses: {
            /** @description The product after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "prod_2bX9kQ7mLp4RtY6vN8wZ3cD5",
                     *       "status": "active",
                     *       "title": "Merino Crew Sweater",
                     *       "description": "Soft merino wool.",
                     *       "handle": "merino-crew-sweater",
                     *       "vendor": "Demo Outfitters",
                     *       "categoryIds": [
                     *         "cat_3dF5gH7jK9lZ1xC3vB5nM7qW"
                     *       ],
                     *       "options": [
                     *         {
                     *           "name": "Size",
                     *           "values": [
                     *             "M",
                     *             "L"
                     *           ]
                     *         }
                     *       ],
                     *       "variants": [
                     *         {
                     *           "id": "var_7hJ3kL9mN2pQ4rS6tU8vW0xY",
                     *           "sku": "MCS-M",
                     *           "title": "M",
                     *           "optionValues": {
                     *             "Size": "M"
                     *           },
                     *           "gtin": null,
                     *           "weightGrams": 450,
                     *           "prices": [
                     *             {
                     *               "amount": 8900,
                     *               "currency": "USD",
                     *               "formatted": "$89.00"
                     *             },
                     *             {
                     *               "amount": 8200,
                     *               "currency": "EUR",
                     *               "formatted": "€82.00"
                     *             }
                     *           ],
                     *           "stock": {
                     *             "onHand": 12,
                     *             "reserved": 2,
                     *             "available": 10
                     *           },
                     *           "position": 0,
                     *           "createdAt": "2026-11-22T10:15:30.123Z",
                     *           "updatedAt": "2026-11-22T10:15:30.123Z"
                     *         },
                     *         {
                     *           "id": "var_1aB3cD5eF7gH9iJ1kL3mN5oP",
                     *           "sku": "MCS-L",
                     *           "title": "L",
                     *           "optionValues": {
                     *             "Size": "L"
                     *           },
                     *           "gtin": "4006381333931",
                     *           "weightGrams": 480,
                     *           "prices": [
                     *             {
                     *               "amount": 8900,
                     *               "currency": "USD",
                     *               "formatted": "$89.00"
                     *             },
                     *             {
                     *               "amount": 8200,
                     *               "currency": "EUR",
                     *               "formatted": "€82.00"
                     *             }
                     *           ],
                     *           "stock": {
                     *             "onHand": 0,
                     *             "reserved": 0,
                     *             "available": 0
                     *           },
                     *           "position": 1,
                     *           "createdAt": "2026-11-22T10:15:30.123Z",
                     *           "updatedAt": "2026-11-22T10:15:30.123Z"
                     *         }
                     *       ],
                     *       "media": [
                     *         {
                     *           "id": "med_9zY8xW7vU6tS5rQ4pO3nM2lK",
                     *           "url": "https://cdn.example.com/mcs.jpg",
                     *           "alt": "Merino crew sweater",
                     *           "position": 0
                     *         }
                     *       ],
                     *       "createdAt": "2026-11-22T10:15:30.123Z",
                     *       "updatedAt": "2026-11-22T10:15:30.123Z"
                     *     }
                     */
                    "application/json": components["schemas"]["AdminProduct"];
                };
            };
            /** @description Invalid input or a price in a currency the store does not accept */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "currency_not_supported",
                     *         "message": "The store does not accept JPY; add it to the store currencies first.",
                     *         "details": [
                     *           {
                     *             "field": "body.variants.0.prices.1.currency",
                     *             "code": "currency_not_supported",
                     *             "message": "JPY is not one of the store currencies (USD, EUR)"
                     *           }
                     *         ],
                     *         "requestId": "req_5f2c9d0e6b7a4c1d8e3f2a1b0c9d8e7f"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            /** @description Handle "merino-crew-sweater" is already used in this store. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "resource_already_exists",
                     *         "message": "Handle \"merino-crew-sweater\" is already used in this store.",
                     *         "details": [
                     *           {
                     *             "field": "body.handle",
                     *             "code": "duplicate",
                     *             "message": "body.handle must be unique in the store"
                     *           }
                     *         ],
                     *         "requestId": "req_5f2c9d0e6b7a4c1d8e3f2a1b0c9d8e7f"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminAdjustStock: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the same key and body replay the first response (with
                 * `Idempotent-Replayed: true`). Kept 24 hours.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The product id (`prod_…`).
                 * @example prod_2bX9kQ7mLp4RtY6vN8wZ3cD5
                 */
                id: components["parameters"]["AdminProductId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "variantId": "var_7hJ3kL9mN2pQ4rS6tU8vW0xY",
                 *       "delta": -2,
                 *       "reason": "damaged in warehouse"
                 *     }
                 */
                "application/json": components["schemas"]["AdminStockAdjustment"];
            };
        };
        responses: {
            /** @description The variant stock after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "productId": "prod_2bX9kQ7mLp4RtY6vN8wZ3cD5",
                     *       "variantId": "var_7hJ3kL9mN2pQ4rS6tU8vW0xY",
                     *       "sku": "MCS-M",
                     *       "onHand": 10,
                     *       "reserved": 2,
                     *       "available": 8,
                     *       "ledgerEntry": {
                     *         "id": "stk_7vB9nM1qW3eR5tY7uI9oP1aS",
                     *         "delta": -2,
                     *         "stockAfter": 10,
                     *         "reason": "damaged in warehouse",
                     *         "createdAt": "2026-11-22T10:15:30.123Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminInventoryLevel"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            /** @description Stock cannot go below the 2 units reserved by checkouts. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "insufficient_stock",
                     *         "message": "Stock cannot go below the 2 units reserved by checkouts.",
                     *         "details": {
                     *           "variantId": "var_7hJ3kL9mN2pQ4rS6tU8vW0xY",
                     *           "onHand": 3,
                     *           "reserved": 2,
                     *           "requested": 1
                     *         },
                     *         "requestId": "req_5f2c9d0e6b7a4c1d8e3f2a1b0c9d8e7f"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminListCategories: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 100. */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page. */
                cursor?: components["parameters"]["Cursor"];
                /** @description Only children of this category; `root` for top-level ones. */
                parentId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of categories */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "cat_8pO6iU4yT2rE0wQ9aS7dF5gH",
                     *           "name": "Sweaters",
                     *           "handle": "sweaters",
                     *           "description": "Warm knits",
                     *           "parentId": "cat_3dF5gH7jK9lZ1xC3vB5nM7qW",
                     *           "position": 1,
                     *           "createdAt": "2026-11-22T10:15:30.123Z",
                     *           "updatedAt": "2026-11-22T10:15:30.123Z"
                     *         }
                     *       ],
                     *       "hasMore": true,
                     *       "nextCursor": "cur_eyJxIjoiYSIsInAiOlsxXX0.c2lnbmF0dXJlc2lnbmF0dXJl"
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["AdminCategory"][];
                        hasMore: boolean;
                        nextCursor?: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminCreateCategory: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the same key and body replay the first response (with
                 * `Idempotent-Replayed: true`). Kept 24 hours.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Sweaters",
                 *       "parentId": "cat_3dF5gH7jK9lZ1xC3vB5nM7qW",
                 *       "position": 1
                 *     }
                 */
                "application/json": components["schemas"]["AdminCategoryInput"] & {
                    name: string;
                };
            };
        };
        responses: {
            /** @description The category */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "cat_8pO6iU4yT2rE0wQ9aS7dF5gH",
                     *       "name": "Sweaters",
                     *       "handle": "sweaters",
                     *       "description": "Warm knits",
                     *       "parentId": "cat_3dF5gH7jK9lZ1xC3vB5nM7qW",
                     *       "position": 1,
                     *       "createdAt": "2026-11-22T10:15:30.123Z",
                     *       "updatedAt": "2026-11-22T10:15:30.123Z"
                     *     }
                     */
                    "application/json": components["schemas"]["AdminCategory"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            /** @description No category with id cat_3dF5gH7jK9lZ1xC3vB5nM7qW exists in this store. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "resource_not_found",
                     *         "message": "No category with id cat_3dF5gH7jK9lZ1xC3vB5nM7qW exists in this store.",
                     *         "requestId": "req_5f2c9d0e6b7a4c1d8e3f2a1b0c9d8e7f"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["RequestTimeout"];
            /** @description Handle "sweaters" is already used in this store. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "resource_already_exists",
                     *         "message": "Handle \"sweaters\" is already used in this store.",
                     *         "details": [
                     *           {
                     *             "field": "body.handle",
                     *             "code": "duplicate",
                     *             "message": "body.handle must be unique in the store"
                     *           }
                     *         ],
                     *         "requestId": "req_5f2c9d0e6b7a4c1d8e3f2a1b0c9d8e7f"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminGetCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The category id (`cat_…`).
                 * @example cat_3dF5gH7jK9lZ1xC3vB5nM7qW
                 */
                id: components["parameters"]["AdminCategoryId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The category */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "cat_8pO6iU4yT2rE0wQ9aS7dF5gH",
                     *       "name": "Sweaters",
                     *       "handle": "sweaters",
                     *       "description": "Warm knits",
                     *       "parentId": "cat_3dF5gH7jK9lZ1xC3vB5nM7qW",
                     *       "position": 1,
                     *       "createdAt": "2026-11-22T10:15:30.123Z",
                     *       "updatedAt": "2026-11-22T10:15:30.123Z"
                     *     }
                     */
                    "application/json": components["schemas"]["AdminCategory"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminDeleteCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The category id (`cat_…`).
                 * @example cat_3dF5gH7jK9lZ1xC3vB5nM7qW
                 */
                id: components["parameters"]["AdminCategoryId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "cat_3dF5gH7jK9lZ1xC3vB5nM7qW",
                     *       "deleted": true,
                     *       "archived": false
                     *     }
                     */
                    "application/json": components["schemas"]["AdminDeleted"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminUpdateCategory: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the same key and body replay the first response (with
                 * `Idempotent-Replayed: true`). Kept 24 hours.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The category id (`cat_…`).
                 * @example cat_3dF5gH7jK9lZ1xC3vB5nM7qW
                 */
                id: components["parameters"]["AdminCategoryId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Knitwear",
                 *       "parentId": null
                 *     }
                 */
                "application/json": components["schemas"]["AdminCategoryInput"] & unknown;
            };
        };
        responses: {
            /** @description The category after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "cat_8pO6iU4yT2rE0wQ9aS7dF5gH",
                     *       "name": "Sweaters",
                     *       "handle": "sweaters",
                     *       "description": "Warm knits",
                     *       "parentId": "cat_3dF5gH7jK9lZ1xC3vB5nM7qW",
                     *       "position": 1,
                     *       "createdAt": "2026-11-22T10:15:30.123Z",
                     *       "updatedAt": "2026-11-22T10:15:30.123Z"
                     *     }
                     */
                    "application/json": components["schemas"]["AdminCategory"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            /** @description Handle "knitwear" is already used in this store. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "resource_already_exists",
                     *         "message": "Handle \"knitwear\" is already used in this store.",
                     *         "details": [
                     *           {
                     *             "field": "body.handle",
                     *             "code": "duplicate",
                     *             "message": "body.handle must be unique in the store"
                     *           }
                     *         ],
                     *         "requestId": "req_5f2c9d0e6b7a4c1d8e3f2a1b0c9d8e7f"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminListDiscounts: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 100. */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page. */
                cursor?: components["parameters"]["Cursor"];
                /** @description Only active (or inactive) codes. */
                active?: boolean;
                /** @description Only this code (case-insensitive). */
                code?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of discounts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "disc_5tG7hJ9kL1zX3cV5bN7mQ9wE",
                     *           "code": "WELCOME10",
                     *           "type": "percentage",
                     *           "value": 10,
                     *           "currency": null,
                     *           "amountOff": null,
                     *           "minimumSubtotal": {
                     *             "amount": 5000,
                     *             "currency": "USD",
                     *             "formatted": "$50.00"
                     *           },
                     *           "startsAt": "2026-11-22T10:15:30.123Z",
                     *           "endsAt": null,
                     *           "usageLimit": 1000,
                     *           "usageLimitPerCustomer": 1,
                     *           "usageCount": 42,
                     *           "active": true,
                     *           "createdAt": "2026-11-22T10:15:30.123Z",
                     *           "updatedAt": "2026-11-22T10:15:30.123Z"
                     *         }
                     *       ],
                     *       "hasMore": true,
                     *       "nextCursor": "cur_eyJxIjoiYSIsInAiOlsxXX0.c2lnbmF0dXJlc2lnbmF0dXJl"
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["AdminDiscount"][];
                        hasMore: boolean;
                        nextCursor?: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminCreateDiscount: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the same key and body replay the first response (with
                 * `Idempotent-Replayed: true`). Kept 24 hours.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "code": "WELCOME10",
                 *       "type": "percentage",
                 *       "value": 10,
                 *       "minimumSubtotal": 5000,
                 *       "currency": "USD",
                 *       "usageLimit": 1000,
                 *       "usageLimitPerCustomer": 1
                 *     }
                 */
                "application/json": components["schemas"]["AdminDiscountInput"] & {
                    code: string;
                    /** @enum {string} */
                    type: "percentage" | "fixed_amount" | "free_shipping";
                };
            };
        };
        responses: {
            /** @description The discount */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "disc_5tG7hJ9kL1zX3cV5bN7mQ9wE",
                     *       "code": "WELCOME10",
                     *       "type": "percentage",
                     *       "value": 10,
                     *       "currency": null,
                     *       "amountOff": null,
                     *       "minimumSubtotal": {
                     *         "amount": 5000,
                     *         "currency": "USD",
                     *         "formatted": "$50.00"
                     *       },
                     *       "startsAt": "2026-11-22T10:15:30.123Z",
                     *       "endsAt": null,
                     *       "usageLimit": 1000,
                     *       "usageLimitPerCustomer": 1,
                     *       "usageCount": 42,
                     *       "active": true,
                     *       "createdAt": "2026-11-22T10:15:30.123Z",
                     *       "updatedAt": "2026-11-22T10:15:30.123Z"
                     *     }
                     */
                    "application/json": components["schemas"]["AdminDiscount"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            408: components["responses"]["RequestTimeout"];
            /** @description Code "WELCOME10" is already used in this store. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "resource_already_exists",
                     *         "message": "Code \"WELCOME10\" is already used in this store.",
                     *         "details": [
                     *           {
                     *             "field": "body.code",
                     *             "code": "duplicate",
                     *             "message": "body.code must be unique in the store"
                     *           }
                     *         ],
                     *         "requestId": "req_5f2c9d0e6b7a4c1d8e3f2a1b0c9d8e7f"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminGetDiscount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The discount id (`disc_…`).
                 * @example disc_5tG7hJ9kL1zX3cV5bN7mQ9wE
                 */
                id: components["parameters"]["AdminDiscountId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The discount */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "disc_5tG7hJ9kL1zX3cV5bN7mQ9wE",
                     *       "code": "WELCOME10",
                     *       "type": "percentage",
                     *       "value": 10,
                     *       "currency": null,
                     *       "amountOff": null,
                     *       "minimumSubtotal": {
                     *         "amount": 5000,
                     *         "currency": "USD",
                     *         "formatted": "$50.00"
                     *       },
                     *       "startsAt": "2026-11-22T10:15:30.123Z",
                     *       "endsAt": null,
                     *       "usageLimit": 1000,
                     *       "usageLimitPerCustomer": 1,
                     *       "usageCount": 42,
                     *       "active": true,
                     *       "createdAt": "2026-11-22T10:15:30.123Z",
                     *       "updatedAt": "2026-11-22T10:15:30.123Z"
                     *     }
                     */
                    "application/json": components["schemas"]["AdminDiscount"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminDeleteDiscount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The discount id (`disc_…`).
                 * @example disc_5tG7hJ9kL1zX3cV5bN7mQ9wE
                 */
                id: components["parameters"]["AdminDiscountId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "disc_5tG7hJ9kL1zX3cV5bN7mQ9wE",
                     *       "deleted": true,
                     *       "archived": false
                     *     }
                     */
                    "application/json": components["schemas"]["AdminDeleted"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminUpdateDiscount: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the same key and body replay the first response (with
                 * `Idempotent-Replayed: true`). Kept 24 hours.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The discount id (`disc_…`).
                 * @example disc_5tG7hJ9kL1zX3cV5bN7mQ9wE
                 */
                id: components["parameters"]["AdminDiscountId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "active": false
                 *     }
                 */
                "application/json": components["schemas"]["AdminDiscountInput"] & unknown;
            };
        };
        responses: {
            /** @description The discount after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "disc_5tG7hJ9kL1zX3cV5bN7mQ9wE",
                     *       "code": "WELCOME10",
                     *       "type": "percentage",
                     *       "value": 10,
                     *       "currency": null,
                     *       "amountOff": null,
                     *       "minimumSubtotal": {
                     *         "amount": 5000,
                     *         "currency": "USD",
                     *         "formatted": "$50.00"
                     *       },
                     *       "startsAt": "2026-11-22T10:15:30.123Z",
                     *       "endsAt": null,
                     *       "usageLimit": 1000,
                     *       "usageLimitPerCustomer": 1,
                     *       "usageCount": 42,
                     *       "active": true,
                     *       "createdAt": "2026-11-22T10:15:30.123Z",
                     *       "updatedAt": "2026-11-22T10:15:30.123Z"
                     *     }
                     */
                    "application/json": components["schemas"]["AdminDiscount"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            /** @description Code "WELCOME10" is already used in this store. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "resource_already_exists",
                     *         "message": "Code \"WELCOME10\" is already used in this store.",
                     *         "details": [
                     *           {
                     *             "field": "body.code",
                     *             "code": "duplicate",
                     *             "message": "body.code must be unique in the store"
                     *           }
                     *         ],
                     *         "requestId": "req_5f2c9d0e6b7a4c1d8e3f2a1b0c9d8e7f"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminListReviews: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 100. */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page. */
                cursor?: components["parameters"]["Cursor"];
                /** @description Only this status. */
                status?: "pending" | "published" | "rejected";
                /** @description Only reviews of this product. */
                productId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of reviews */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "rev_4rT6yU8iO0pA2sD4fG6hJ8kL",
                     *           "productId": "prod_2bX9kQ7mLp4RtY6vN8wZ3cD5",
                     *           "rating": 5,
                     *           "title": "Lovely",
                     *           "body": "Warm and soft.",
                     *           "authorName": "Ada",
                     *           "status": "published",
                     *           "allowedActions": [
                     *             "reject"
                     *           ],
                     *           "createdAt": "2026-11-22T10:15:30.123Z",
                     *           "updatedAt": "2026-11-22T10:15:30.123Z"
                     *         }
                     *       ],
                     *       "hasMore": true,
                     *       "nextCursor": "cur_eyJxIjoiYSIsInAiOlsxXX0.c2lnbmF0dXJlc2lnbmF0dXJl"
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["AdminReview"][];
                        hasMore: boolean;
                        nextCursor?: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminApproveReview: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the same key and body replay the first response (with
                 * `Idempotent-Replayed: true`). Kept 24 hours.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The review id (`rev_…`).
                 * @example rev_4rT6yU8iO0pA2sD4fG6hJ8kL
                 */
                id: components["parameters"]["AdminReviewId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The review */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "rev_4rT6yU8iO0pA2sD4fG6hJ8kL",
                     *       "productId": "prod_2bX9kQ7mLp4RtY6vN8wZ3cD5",
                     *       "rating": 5,
                     *       "title": "Lovely",
                     *       "body": "Warm and soft.",
                     *       "authorName": "Ada",
                     *       "status": "published",
                     *       "allowedActions": [
                     *         "reject"
                     *       ],
                     *       "createdAt": "2026-11-22T10:15:30.123Z",
                     *       "updatedAt": "2026-11-22T10:15:30.123Z"
                     *     }
                     */
                    "application/json": components["schemas"]["AdminReview"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            /** @description Cannot approve while the review is published. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_state_transition",
                     *         "message": "Cannot approve while the review is published.",
                     *         "details": {
                     *           "currentState": "published",
                     *           "allowedActions": [
                     *             "reject"
                     *           ]
                     *         },
                     *         "requestId": "req_5f2c9d0e6b7a4c1d8e3f2a1b0c9d8e7f"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminRejectReview: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the same key and body replay the first response (with
                 * `Idempotent-Replayed: true`). Kept 24 hours.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The review id (`rev_…`).
                 * @example rev_4rT6yU8iO0pA2sD4fG6hJ8kL
                 */
                id: components["parameters"]["AdminReviewId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The review */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "rev_4rT6yU8iO0pA2sD4fG6hJ8kL",
                     *       "productId": "prod_2bX9kQ7mLp4RtY6vN8wZ3cD5",
                     *       "rating": 5,
                     *       "title": "Lovely",
                     *       "body": "Warm and soft.",
                     *       "authorName": "Ada",
                     *       "status": "rejected",
                     *       "allowedActions": [
                     *         "approve"
                     *       ],
                     *       "createdAt": "2026-11-22T10:15:30.123Z",
                     *       "updatedAt": "2026-11-22T10:15:30.123Z"
                     *     }
                     */
                    "application/json": components["schemas"]["AdminReview"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            /** @description Cannot reject while the review is rejected. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_state_transition",
                     *         "message": "Cannot reject while the review is rejected.",
                     *         "details": {
                     *           "currentState": "rejected",
                     *           "allowedActions": [
                     *             "approve"
                     *           ]
                     *         },
                     *         "requestId": "req_5f2c9d0e6b7a4c1d8e3f2a1b0c9d8e7f"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminListCustomers: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 100. */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page. */
                cursor?: components["parameters"]["Cursor"];
                /** @description Only this e-mail (case-insensitive). */
                email?: string;
                /**
                 * @description Text search over e-mail and name.
                 * @example ada
                 */
                q?: string;
                /** @description Only customers created at or after this time. */
                createdFrom?: components["schemas"]["StorableDateTime"];
                /** @description Only customers created before this time. */
                createdTo?: components["schemas"]["StorableDateTime"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of customers */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "cus_6yH8jK0lZ2xC4vB6nM8qW0eR",
                     *           "email": "ada@example.com",
                     *           "firstName": "Ada",
                     *           "lastName": "Lovelace",
                     *           "phone": "+441234567890",
                     *           "acceptsMarketing": true,
                     *           "note": "VIP",
                     *           "hasAccount": false,
                     *           "orderCount": 3,
                     *           "totalSpent": [
                     *             {
                     *               "amount": 26700,
                     *               "currency": "USD",
                     *               "formatted": "$267.00"
                     *             }
                     *           ],
                     *           "createdAt": "2026-11-22T10:15:30.123Z",
                     *           "updatedAt": "2026-11-22T10:15:30.123Z"
                     *         }
                     *       ],
                     *       "hasMore": true,
                     *       "nextCursor": "cur_eyJxIjoiYSIsInAiOlsxXX0.c2lnbmF0dXJlc2lnbmF0dXJl"
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["AdminCustomer"][];
                        hasMore: boolean;
                        nextCursor?: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminGetCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The customer id (`cus_…`).
                 * @example cus_6yH8jK0lZ2xC4vB6nM8qW0eR
                 */
                id: components["parameters"]["AdminCustomerId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The customer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "cus_6yH8jK0lZ2xC4vB6nM8qW0eR",
                     *       "email": "ada@example.com",
                     *       "firstName": "Ada",
                     *       "lastName": "Lovelace",
                     *       "phone": "+441234567890",
                     *       "acceptsMarketing": true,
                     *       "note": "VIP",
                     *       "hasAccount": false,
                     *       "orderCount": 3,
                     *       "totalSpent": [
                     *         {
                     *           "amount": 26700,
                     *           "currency": "USD",
                     *           "formatted": "$267.00"
                     *         }
                     *       ],
                     *       "createdAt": "2026-11-22T10:15:30.123Z",
                     *       "updatedAt": "2026-11-22T10:15:30.123Z"
                     *     }
                     */
                    "application/json": components["schemas"]["AdminCustomer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminUpdateCustomer: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the same key and body replay the first response (with
                 * `Idempotent-Replayed: true`). Kept 24 hours.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The customer id (`cus_…`).
                 * @example cus_6yH8jK0lZ2xC4vB6nM8qW0eR
                 */
                id: components["parameters"]["AdminCustomerId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "firstName": "Ada",
                 *       "note": "VIP",
                 *       "acceptsMarketing": true
                 *     }
                 */
                "application/json": components["schemas"]["AdminCustomerPatch"];
            };
        };
        responses: {
            /** @description The customer after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "cus_6yH8jK0lZ2xC4vB6nM8qW0eR",
                     *       "email": "ada@example.com",
                     *       "firstName": "Ada",
                     *       "lastName": "Lovelace",
                     *       "phone": "+441234567890",
                     *       "acceptsMarketing": true,
                     *       "note": "VIP",
                     *       "hasAccount": false,
                     *       "orderCount": 3,
                     *       "totalSpent": [
                     *         {
                     *           "amount": 26700,
                     *           "currency": "USD",
                     *           "formatted": "$267.00"
                     *         }
                     *       ],
                     *       "createdAt": "2026-11-22T10:15:30.123Z",
                     *       "updatedAt": "2026-11-22T10:15:30.123Z"
                     *     }
                     */
                    "application/json": components["schemas"]["AdminCustomer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            /** @description E-mail "ada@example.com" is already used in this store. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "resource_already_exists",
                     *         "message": "E-mail \"ada@example.com\" is already used in this store.",
                     *         "details": [
                     *           {
                     *             "field": "body.email",
                     *             "code": "duplicate",
                     *             "message": "body.email must be unique in the store"
                     *           }
                     *         ],
                     *         "requestId": "req_5f2c9d0e6b7a4c1d8e3f2a1b0c9d8e7f"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminGetStoreSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The settings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "str_1qA3zS5xD7cF9vG1bH3nJ5mK",
                     *       "name": "Demo Outfitters",
                     *       "plan": "growth",
                     *       "currencies": [
                     *         "USD",
                     *         "EUR"
                     *       ],
                     *       "defaultCurrency": "USD",
                     *       "languages": [
                     *         "en",
                     *         "de"
                     *       ],
                     *       "defaultLanguage": "en",
                     *       "theme": {
                     *         "primaryColor": "#1f3a5f",
                     *         "accentColor": "#f2a541",
                     *         "fontFamily": "Inter"
                     *       },
                     *       "taxInclusive": false,
                     *       "reviewAutoPublish": false,
                     *       "paymentMethods": [
                     *         "card",
                     *         "bank_transfer"
                     *       ],
                     *       "taxRates": [
                     *         {
                     *           "id": "tax_2wE4rT6yU8iO0pA2sD4fG6hJ",
                     *           "country": "DE",
                     *           "region": null,
                     *           "name": "Umsatzsteuer",
                     *           "rateBasisPoints": 1900
                     *         }
                     *       ],
                     *       "shippingZones": [
                     *         {
                     *           "id": "zone_8kL0zX2cV4bN6mQ8wE0rT2yU",
                     *           "name": "Europe",
                     *           "countries": [
                     *             "DE",
                     *             "FR"
                     *           ],
                     *           "options": [
                     *             {
                     *               "id": "ship_3sD5fG7hJ9kL1zX3cV5bN7mQ",
                     *               "name": "Standard",
                     *               "kind": "free_over",
                     *               "prices": [
                     *                 {
                     *                   "amount": 500,
                     *                   "currency": "USD",
                     *                   "formatted": "$5.00"
                     *                 },
                     *                 {
                     *                   "amount": 500,
                     *                   "currency": "EUR",
                     *                   "formatted": "€5.00"
                     *                 }
                     *               ],
                     *               "freeOver": [
                     *                 {
                     *                   "amount": 10000,
                     *                   "currency": "USD",
                     *                   "formatted": "$100.00"
                     *                 },
                     *                 {
                     *                   "amount": 9000,
                     *                   "currency": "EUR",
                     *                   "formatted": "€90.00"
                     *                 }
                     *               ],
                     *               "weightTiers": null,
                     *               "deliveryMinDays": 3,
                     *               "deliveryMaxDays": 5,
                     *               "active": true,
                     *               "position": 0
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "createdAt": "2026-11-22T10:15:30.123Z",
                     *       "updatedAt": "2026-11-22T10:15:30.123Z",
                     *       "storefrontOrigins": [
                     *         "https://shop.example.com"
                     *       ],
                     *       "paymentProvider": {
                     *         "name": "stripe",
                     *         "status": "active",
                     *         "statusReason": null,
                     *         "credentials": {
                     *           "secretKey": "sk_test_…4242",
                     *           "webhookSecret": "whsec_…9f3a"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminStoreSettings"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminUpdateStoreSettings: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the same key and body replay the first response (with
                 * `Idempotent-Replayed: true`). Kept 24 hours.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Demo Outfitters",
                 *       "currencies": [
                 *         "USD",
                 *         "EUR"
                 *       ],
                 *       "reviewAutoPublish": true,
                 *       "taxRates": [
                 *         {
                 *           "country": "DE",
                 *           "name": "Umsatzsteuer",
                 *           "rateBasisPoints": 1900
                 *         }
                 *       ],
                 *       "shippingZones": [
                 *         {
                 *           "id": "zone_8kL0zX2cV4bN6mQ8wE0rT2yU",
                 *           "name": "Europe",
                 *           "countries": [
                 *             "DE",
                 *             "FR"
                 *           ],
                 *           "options": [
                 *             {
                 *               "id": "ship_3sD5fG7hJ9kL1zX3cV5bN7mQ",
                 *               "name": "Standard",
                 *               "kind": "free_over",
                 *               "prices": [
                 *                 {
                 *                   "currency": "USD",
                 *                   "amount": 500
                 *                 }
                 *               ],
                 *               "freeOver": [
                 *                 {
                 *                   "currency": "USD",
                 *                   "amount": 10000
                 *                 }
                 *               ],
                 *               "deliveryMinDays": 3,
                 *               "deliveryMaxDays": 5
                 *             }
                 *           ]
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["AdminStoreSettingsPatch"];
            };
        };
        responses: {
            /** @description The settings after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "str_1qA3zS5xD7cF9vG1bH3nJ5mK",
                     *       "name": "Demo Outfitters",
                     *       "plan": "growth",
                     *       "currencies": [
                     *         "USD",
                     *         "EUR"
                     *       ],
                     *       "defaultCurrency": "USD",
                     *       "languages": [
                     *         "en",
                     *         "de"
                     *       ],
                     *       "defaultLanguage": "en",
                     *       "theme": {
                     *         "primaryColor": "#1f3a5f",
                     *         "accentColor": "#f2a541",
                     *         "fontFamily": "Inter"
                     *       },
                     *       "taxInclusive": false,
                     *       "reviewAutoPublish": false,
                     *       "paymentMethods": [
                     *         "card",
                     *         "bank_transfer"
                     *       ],
                     *       "taxRates": [
                     *         {
                     *           "id": "tax_2wE4rT6yU8iO0pA2sD4fG6hJ",
                     *           "country": "DE",
                     *           "region": null,
                     *           "name": "Umsatzsteuer",
                     *           "rateBasisPoints": 1900
                     *         }
                     *       ],
                     *       "shippingZones": [
                     *         {
                     *           "id": "zone_8kL0zX2cV4bN6mQ8wE0rT2yU",
                     *           "name": "Europe",
                     *           "countries": [
                     *             "DE",
                     *             "FR"
                     *           ],
                     *           "options": [
                     *             {
                     *               "id": "ship_3sD5fG7hJ9kL1zX3cV5bN7mQ",
                     *               "name": "Standard",
                     *               "kind": "free_over",
                     *               "prices": [
                     *                 {
                     *                   "amount": 500,
                     *                   "currency": "USD",
                     *                   "formatted": "$5.00"
                     *                 },
                     *                 {
                     *                   "amount": 500,
                     *                   "currency": "EUR",
                     *                   "formatted": "€5.00"
                     *                 }
                     *               ],
                     *               "freeOver": [
                     *                 {
                     *                   "amount": 10000,
                     *                   "currency": "USD",
                     *                   "formatted": "$100.00"
                     *                 },
                     *                 {
                     *                   "amount": 9000,
                     *                   "currency": "EUR",
                     *                   "formatted": "€90.00"
                     *                 }
                     *               ],
                     *               "weightTiers": null,
                     *               "deliveryMinDays": 3,
                     *               "deliveryMaxDays": 5,
                     *               "active": true,
                     *               "position": 0
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "createdAt": "2026-11-22T10:15:30.123Z",
                     *       "updatedAt": "2026-11-22T10:15:30.123Z",
                     *       "storefrontOrigins": [
                     *         "https://shop.example.com"
                     *       ],
                     *       "paymentProvider": {
                     *         "name": "stripe",
                     *         "status": "active",
                     *         "statusReason": null,
                     *         "credentials": {
                     *           "secretKey": "sk_test_…4242",
                     *           "webhookSecret": "whsec_…9f3a"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminStoreSettings"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["IdempotencyKeyInUse"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    checkCustomer: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the same key and body replay the first response (with
                 * `Idempotent-Replayed: true`). Kept 24 hours.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The store's publishable key, `pk_live_…`. It is the credential of the public surface and
                 * travels in the path (so a storefront can use plain links and a CDN can cache per store), which is why
                 * public operations declare no security scheme (`security: []`). It is safe in a browser: it only reads
                 * the catalogue and acts on the carts and sessions whose tokens the caller holds.
                 * @example pk_live_3kQ9wXr2LmP7vT4nB8sZ1cY6dF0gH5jA
                 */
                publishableKey: components["parameters"]["PublishableKey"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "ada@example.com"
                 *     }
                 */
                "application/json": components["schemas"]["CustomerEmailRequest"];
            };
        };
        responses: {
            /** @description Whether the account exists */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "exists": true
                     *     }
                     */
                    "application/json": {
                        exists: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["SessionInvalid"];
            403: components["responses"]["PlanRequired"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["IdempotencyKeyInUse"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    requestCustomerAuthLink: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the same key and body replay the first response (with
                 * `Idempotent-Replayed: true`). Kept 24 hours.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The store's publishable key, `pk_live_…`. It is the credential of the public surface and
                 * travels in the path (so a storefront can use plain links and a CDN can cache per store), which is why
                 * public operations declare no security scheme (`security: []`). It is safe in a browser: it only reads
                 * the catalogue and acts on the carts and sessions whose tokens the caller holds.
                 * @example pk_live_3kQ9wXr2LmP7vT4nB8sZ1cY6dF0gH5jA
                 */
                publishableKey: components["parameters"]["PublishableKey"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "ada@example.com",
                 *       "redirectUrl": "https://shop.example.com/account/verify"
                 *     }
                 */
                "application/json": components["schemas"]["CustomerAuthLinkRequest"];
            };
        };
        responses: {
            /** @description Accepted; a link is sent if the account exists */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "link_requested",
                     *       "message": "If an account exists for this e-mail address, a sign-in link is on its way. It
                     * works once and expires in 15 minutes."
                     *     }
                     */
                    "application/json": components["schemas"]["LinkRequested"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["SessionInvalid"];
            403: components["responses"]["PlanRequired"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["IdempotencyKeyInUse"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    verifyCustomer: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's cart token, when the visitor has one: 16 to 128 characters of A-Z, a-z,
                 * 0-9, `_` and `-`.
                 * @example c1a7e9f0-visitor-42b8
                 */
                "X-Cart-Token"?: components["parameters"]["CartTokenOptional"];
                /**
                 * @description Makes a retry safe: the same key and body replay the first response (with
                 * `Idempotent-Replayed: true`). Kept 24 hours.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The store's publishable key, `pk_live_…`. It is the credential of the public surface and
                 * travels in the path (so a storefront can use plain links and a CDN can cache per store), which is why
                 * public operations declare no security scheme (`security: []`). It is safe in a browser: it only reads
                 * the catalogue and acts on the carts and sessions whose tokens the caller holds.
                 * @example pk_live_3kQ9wXr2LmP7vT4nB8sZ1cY6dF0gH5jA
                 */
                publishableKey: components["parameters"]["PublishableKey"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "token": "Jx7kQ2mL9pVb4RtY6nW8zC3dF5gH1jK0sA2eU4iO6yT"
                 *     }
                 */
                "application/json": components["schemas"]["CustomerVerifyRequest"];
            };
        };
        responses: {
            /** @description The session */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "sessionToken": "cs_q8Vd2kLm9PzX4tRb7nWc1YsH6fJ3gA0eU5iO8yT2rE4",
                     *       "expiresAt": "2026-11-29T10:15:30.123Z",
                     *       "customer": {
                     *         "id": "cus_3nB7xK2mQ9pL4rT6vW8yZ1cD",
                     *         "email": "ada@example.com",
                     *         "firstName": "Ada",
                     *         "lastName": "Lovelace",
                     *         "phone": null,
                     *         "acceptsMarketing": false,
                     *         "createdAt": "2026-11-22T10:15:30.123Z",
                     *         "updatedAt": "2026-11-22T10:18:04.512Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["CustomerSignedIn"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["SessionInvalid"];
            403: components["responses"]["PlanRequired"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["IdempotencyKeyInUse"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createCustomer: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the same key and body replay the first response (with
                 * `Idempotent-Replayed: true`). Kept 24 hours.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The store's publishable key, `pk_live_…`. It is the credential of the public surface and
                 * travels in the path (so a storefront can use plain links and a CDN can cache per store), which is why
                 * public operations declare no security scheme (`security: []`). It is safe in a browser: it only reads
                 * the catalogue and acts on the carts and sessions whose tokens the caller holds.
                 * @example pk_live_3kQ9wXr2LmP7vT4nB8sZ1cY6dF0gH5jA
                 */
                publishableKey: components["parameters"]["PublishableKey"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "ada@example.com",
                 *       "redirectUrl": "https://shop.example.com/account/verify",
                 *       "firstName": "Ada",
                 *       "lastName": "Lovelace",
                 *       "acceptsMarketing": false
                 *     }
                 */
                "application/json": components["schemas"]["CreateCustomerRequest"];
            };
        };
        responses: {
            /** @description Accepted; the sign-in link is on its way */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "link_requested",
                     *       "message": "If an account exists for this e-mail address, a sign-in link is on its way. It
                     * works once and expires in 15 minutes."
                     *     }
                     */
                    "application/json": components["schemas"]["LinkRequested"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["SessionInvalid"];
            403: components["responses"]["PlanRequired"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["IdempotencyKeyInUse"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCustomerStatus: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The customer session `cs_…`, when the visitor is signed in. An expired or signed-out
                 * session counts as not signed in.
                 * @example cs_q8Vd2kLm9PzX4tRb7nWc1YsH6fJ3gA0eU5iO8yT2rE4
                 */
                "X-Customer-Session"?: components["parameters"]["CustomerSessionOptional"];
            };
            path: {
                /**
                 * @description The store's publishable key, `pk_live_…`. It is the credential of the public surface and
                 * travels in the path (so a storefront can use plain links and a CDN can cache per store), which is why
                 * public operations declare no security scheme (`security: []`). It is safe in a browser: it only reads
                 * the catalogue and acts on the carts and sessions whose tokens the caller holds.
                 * @example pk_live_3kQ9wXr2LmP7vT4nB8sZ1cY6dF0gH5jA
                 */
                publishableKey: components["parameters"]["PublishableKey"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sign-in state */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "signedIn": true,
                     *       "customer": {
                     *         "id": "cus_3nB7xK2mQ9pL4rT6vW8yZ1cD",
                     *         "email": "ada@example.com",
                     *         "firstName": "Ada",
                     *         "lastName": "Lovelace",
                     *         "phone": null,
                     *         "acceptsMarketing": false,
                     *         "createdAt": "2026-11-22T10:15:30.123Z",
                     *         "updatedAt": "2026-11-22T10:18:04.512Z"
                     *       },
                     *       "expiresAt": "2026-11-29T10:15:30.123Z"
                     *     }
                     */
                    "application/json": components["schemas"]["CustomerStatus"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["SessionInvalid"];
            403: components["responses"]["PlanRequired"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCurrentCustomer: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The session token `cs_…` answered by `POST /customers/verify`. A missing, expired or
                 * signed-out session answers 401 `session_invalid`.
                 * @example cs_q8Vd2kLm9PzX4tRb7nWc1YsH6fJ3gA0eU5iO8yT2rE4
                 */
                "X-Customer-Session": components["parameters"]["CustomerSession"];
            };
            path: {
                /**
                 * @description The store's publishable key, `pk_live_…`. It is the credential of the public surface and
                 * travels in the path (so a storefront can use plain links and a CDN can cache per store), which is why
                 * public operations declare no security scheme (`security: []`). It is safe in a browser: it only reads
                 * the catalogue and acts on the carts and sessions whose tokens the caller holds.
                 * @example pk_live_3kQ9wXr2LmP7vT4nB8sZ1cY6dF0gH5jA
                 */
                publishableKey: components["parameters"]["PublishableKey"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The profile */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "cus_3nB7xK2mQ9pL4rT6vW8yZ1cD",
                     *       "email": "ada@example.com",
                     *       "firstName": "Ada",
                     *       "lastName": "Lovelace",
                     *       "phone": null,
                     *       "acceptsMarketing": false,
                     *       "createdAt": "2026-11-22T10:15:30.123Z",
                     *       "updatedAt": "2026-11-22T10:18:04.512Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Customer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["SessionInvalid"];
            403: components["responses"]["PlanRequired"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateCurrentCustomer: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The session token `cs_…` answered by `POST /customers/verify`. A missing, expired or
                 * signed-out session answers 401 `session_invalid`.
                 * @example cs_q8Vd2kLm9PzX4tRb7nWc1YsH6fJ3gA0eU5iO8yT2rE4
                 */
                "X-Customer-Session": components["parameters"]["CustomerSession"];
                /**
                 * @description Makes a retry safe: the same key and body replay the first response (with
                 * `Idempotent-Replayed: true`). Kept 24 hours.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The store's publishable key, `pk_live_…`. It is the credential of the public surface and
                 * travels in the path (so a storefront can use plain links and a CDN can cache per store), which is why
                 * public operations declare no security scheme (`security: []`). It is safe in a browser: it only reads
                 * the catalogue and acts on the carts and sessions whose tokens the caller holds.
                 * @example pk_live_3kQ9wXr2LmP7vT4nB8sZ1cY6dF0gH5jA
                 */
                publishableKey: components["parameters"]["PublishableKey"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "firstName": "Ada",
                 *       "phone": "+44 20 7946 0000"
                 *     }
                 */
                "application/json": components["schemas"]["UpdateCustomerRequest"];
            };
        };
        responses: {
            /** @description The updated profile */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "cus_3nB7xK2mQ9pL4rT6vW8yZ1cD",
                     *       "email": "ada@example.com",
                     *       "firstName": "Ada",
                     *       "lastName": "Lovelace",
                     *       "phone": null,
                     *       "acceptsMarketing": false,
                     *       "createdAt": "2026-11-22T10:15:30.123Z",
                     *       "updatedAt": "2026-11-22T10:18:04.512Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Customer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["SessionInvalid"];
            403: components["responses"]["PlanRequired"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["IdempotencyKeyInUse"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listCurrentCustomerOrders: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 100. */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page. */
                cursor?: components["parameters"]["Cursor"];
            };
            header: {
                /**
                 * @description The session token `cs_…` answered by `POST /customers/verify`. A missing, expired or
                 * signed-out session answers 401 `session_invalid`.
                 * @example cs_q8Vd2kLm9PzX4tRb7nWc1YsH6fJ3gA0eU5iO8yT2rE4
                 */
                "X-Customer-Session": components["parameters"]["CustomerSession"];
            };
            path: {
                /**
                 * @description The store's publishable key, `pk_live_…`. It is the credential of the public surface and
                 * travels in the path (so a storefront can use plain links and a CDN can cache per store), which is why
                 * public operations declare no security scheme (`security: []`). It is safe in a browser: it only reads
                 * the catalogue and acts on the carts and sessions whose tokens the caller holds.
                 * @example pk_live_3kQ9wXr2LmP7vT4nB8sZ1cY6dF0gH5jA
                 */
                publishableKey: components["parameters"]["PublishableKey"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of orders */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "ord_6tY2uI8oP4aS1dF7gH3jK9lZ",
                     *           "number": 1042,
                     *           "status": "confirmed",
                     *           "paymentStatus": "paid",
                     *           "fulfillmentStatus": "unfulfilled",
                     *           "currency": "USD",
                     *           "itemCount": 2,
                     *           "total": {
                     *             "amount": 19430,
                     *             "currency": "USD",
                     *             "formatted": "$194.30"
                     *           },
                     *           "createdAt": "2026-11-22T10:15:30.123Z",
                     *           "updatedAt": "2026-11-22T10:18:04.512Z"
                     *         }
                     *       ],
                     *       "hasMore": true,
                     *       "nextCursor": "cur_eyJxIjoiY3VzdG9tZXItb3JkZXJzIn0.AbC123xYz456DeF789gHi0"
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["CustomerOrderSummary"][];
                        hasMore: boolean;
                        nextCursor?: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["SessionInvalid"];
            403: components["responses"]["PlanRequired"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCurrentCustomerOrder: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The session token `cs_…` answered by `POST /customers/verify`. A missing, expired or
                 * signed-out session answers 401 `session_invalid`.
                 * @example cs_q8Vd2kLm9PzX4tRb7nWc1YsH6fJ3gA0eU5iO8yT2rE4
                 */
                "X-Customer-Session": components["parameters"]["CustomerSession"];
            };
            path: {
                /**
                 * @description The store's publishable key, `pk_live_…`. It is the credential of the public surface and
                 * travels in the path (so a storefront can use plain links and a CDN can cache per store), which is why
                 * public operations declare no security scheme (`security: []`). It is safe in a browser: it only reads
                 * the catalogue and acts on the carts and sessions whose tokens the caller holds.
                 * @example pk_live_3kQ9wXr2LmP7vT4nB8sZ1cY6dF0gH5jA
                 */
                publishableKey: components["parameters"]["PublishableKey"];
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "ord_6tY2uI8oP4aS1dF7gH3jK9lZ",
                     *       "number": 1042,
                     *       "status": "confirmed",
                     *       "paymentStatus": "paid",
                     *       "fulfillmentStatus": "unfulfilled",
                     *       "currency": "USD",
                     *       "itemCount": 2,
                     *       "total": {
                     *         "amount": 19430,
                     *         "currency": "USD",
                     *         "formatted": "$194.30"
                     *       },
                     *       "createdAt": "2026-11-22T10:15:30.123Z",
                     *       "updatedAt": "2026-11-22T10:18:04.512Z",
                     *       "email": "ada@example.com",
                     *       "subtotal": {
                     *         "amount": 17800,
                     *         "currency": "USD",
                     *         "formatted": "$178.00"
                     *       },
                     *       "discountTotal": {
                     *         "amount": 0,
                     *         "currency": "USD",
                     *         "formatted": "$0.00"
                     *       },
                     *       "shippingTotal": {
                     *         "amount": 500,
                     *         "currency": "USD",
                     *         "formatted": "$5.00"
                     *       },
                     *       "taxTotal": {
                     *         "amount": 1130,
                     *         "currency": "USD",
                     *         "formatted": "$11.30"
                     *       },
                     *       "refundedTotal": {
                     *         "amount": 0,
                     *         "currency": "USD",
                     *         "formatted": "$0.00"
                     *       },
                     *       "shippingAddress": {
                     *         "firstName": "Ada",
                     *         "lastName": "Lovelace",
                     *         "line1": "12 St James's Square",
                     *         "city": "London",
                     *         "postalCode": "SW1Y 4JH",
                     *         "country": "GB"
                     *       },
                     *       "billingAddress": null,
                     *       "shippingOption": {
                     *         "id": "ship_3kL9mN2pQ4rS6tU8vW0xY1zA",
                     *         "name": "Standard"
                     *       },
                     *       "lines": [
                     *         {
                     *           "id": "li_8sK2mP4qR6tV8xZ0bD2fH4jL",
                     *           "productId": "prod_2bX9kQ7mLp4RtY6vN8wZ3cD5",
                     *           "variantId": "var_7hJ3kL9mN2pQ4rS6tU8vW0xY",
                     *           "title": "Merino Crew Sweater",
                     *           "variantTitle": "M / Navy",
                     *           "sku": "MCS-M-NAVY",
                     *           "imageUrl": "https://cdn.example.com/mcs-navy.jpg",
                     *           "quantity": 2,
                     *           "unitPrice": {
                     *             "amount": 8900,
                     *             "currency": "USD",
                     *             "formatted": "$89.00"
                     *           },
                     *           "total": {
                     *             "amount": 17800,
                     *             "currency": "USD",
                     *             "formatted": "$178.00"
                     *           },
                     *           "fulfilledQuantity": 0,
                     *           "refundedQuantity": 0
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["CustomerOrder"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["SessionInvalid"];
            403: components["responses"]["PlanRequired"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    logoutCustomer: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The session token `cs_…` answered by `POST /customers/verify`. A missing, expired or
                 * signed-out session answers 401 `session_invalid`.
                 * @example cs_q8Vd2kLm9PzX4tRb7nWc1YsH6fJ3gA0eU5iO8yT2rE4
                 */
                "X-Customer-Session": components["parameters"]["CustomerSession"];
                /**
                 * @description Makes a retry safe: the same key and body replay the first response (with
                 * `Idempotent-Replayed: true`). Kept 24 hours.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The store's publishable key, `pk_live_…`. It is the credential of the public surface and
                 * travels in the path (so a storefront can use plain links and a CDN can cache per store), which is why
                 * public operations declare no security scheme (`security: []`). It is safe in a browser: it only reads
                 * the catalogue and acts on the carts and sessions whose tokens the caller holds.
                 * @example pk_live_3kQ9wXr2LmP7vT4nB8sZ1cY6dF0gH5jA
                 */
                publishableKey: components["parameters"]["PublishableKey"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["SessionInvalid"];
            403: components["responses"]["PlanRequired"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["IdempotencyKeyInUse"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    openConversation: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's cart token, when the visitor has one: 16 to 128 characters of A-Z, a-z,
                 * 0-9, `_` and `-`.
                 * @example c1a7e9f0-visitor-42b8
                 */
                "X-Cart-Token"?: components["parameters"]["CartTokenOptional"];
                /**
                 * @description The customer session `cs_…`, when the visitor is signed in. An expired or signed-out
                 * session counts as not signed in.
                 * @example cs_q8Vd2kLm9PzX4tRb7nWc1YsH6fJ3gA0eU5iO8yT2rE4
                 */
                "X-Customer-Session"?: components["parameters"]["CustomerSessionOptional"];
                /**
                 * @description Makes a retry safe: the same key and body replay the first response (with
                 * `Idempotent-Replayed: true`). Kept 24 hours.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The store's publishable key, `pk_live_…`. It is the credential of the public surface and
                 * travels in the path (so a storefront can use plain links and a CDN can cache per store), which is why
                 * public operations declare no security scheme (`security: []`). It is safe in a browser: it only reads
                 * the catalogue and acts on the carts and sessions whose tokens the caller holds.
                 * @example pk_live_3kQ9wXr2LmP7vT4nB8sZ1cY6dF0gH5jA
                 */
                publishableKey: components["parameters"]["PublishableKey"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "message": "Does the sweater run small?",
                 *       "email": "ada@example.com",
                 *       "name": "Ada"
                 *     }
                 */
                "application/json": components["schemas"]["OpenConversationRequest"];
            };
        };
        responses: {
            /** @description The new conversation */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "conv_9aB3cD5eF7gH1jK2lM4nP6qR",
                     *       "status": "open",
                     *       "messageCount": 1,
                     *       "lastMessageAt": "2026-11-22T10:15:30.123Z",
                     *       "createdAt": "2026-11-22T10:15:30.123Z",
                     *       "updatedAt": "2026-11-22T10:15:30.123Z",
                     *       "closedAt": null
                     *     }
                     */
                    "application/json": components["schemas"]["Conversation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["SessionInvalid"];
            403: components["responses"]["PlanRequired"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["IdempotencyKeyInUse"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCurrentConversation: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's cart token, when the visitor has one: 16 to 128 characters of A-Z, a-z,
                 * 0-9, `_` and `-`.
                 * @example c1a7e9f0-visitor-42b8
                 */
                "X-Cart-Token"?: components["parameters"]["CartTokenOptional"];
                /**
                 * @description The customer session `cs_…`, when the visitor is signed in. An expired or signed-out
                 * session counts as not signed in.
                 * @example cs_q8Vd2kLm9PzX4tRb7nWc1YsH6fJ3gA0eU5iO8yT2rE4
                 */
                "X-Customer-Session"?: components["parameters"]["CustomerSessionOptional"];
            };
            path: {
                /**
                 * @description The store's publishable key, `pk_live_…`. It is the credential of the public surface and
                 * travels in the path (so a storefront can use plain links and a CDN can cache per store), which is why
                 * public operations declare no security scheme (`security: []`). It is safe in a browser: it only reads
                 * the catalogue and acts on the carts and sessions whose tokens the caller holds.
                 * @example pk_live_3kQ9wXr2LmP7vT4nB8sZ1cY6dF0gH5jA
                 */
                publishableKey: components["parameters"]["PublishableKey"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The conversation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "conv_9aB3cD5eF7gH1jK2lM4nP6qR",
                     *       "status": "open",
                     *       "messageCount": 2,
                     *       "lastMessageAt": "2026-11-22T10:18:04.512Z",
                     *       "createdAt": "2026-11-22T10:15:30.123Z",
                     *       "updatedAt": "2026-11-22T10:18:04.512Z",
                     *       "closedAt": null
                     *     }
                     */
                    "application/json": components["schemas"]["Conversation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["SessionInvalid"];
            403: components["responses"]["PlanRequired"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listConversationMessages: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 100. */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: {
                /**
                 * @description The visitor's cart token, when the visitor has one: 16 to 128 characters of A-Z, a-z,
                 * 0-9, `_` and `-`.
                 * @example c1a7e9f0-visitor-42b8
                 */
                "X-Cart-Token"?: components["parameters"]["CartTokenOptional"];
                /**
                 * @description The customer session `cs_…`, when the visitor is signed in. An expired or signed-out
                 * session counts as not signed in.
                 * @example cs_q8Vd2kLm9PzX4tRb7nWc1YsH6fJ3gA0eU5iO8yT2rE4
                 */
                "X-Customer-Session"?: components["parameters"]["CustomerSessionOptional"];
            };
            path: {
                /**
                 * @description The store's publishable key, `pk_live_…`. It is the credential of the public surface and
                 * travels in the path (so a storefront can use plain links and a CDN can cache per store), which is why
                 * public operations declare no security scheme (`security: []`). It is safe in a browser: it only reads
                 * the catalogue and acts on the carts and sessions whose tokens the caller holds.
                 * @example pk_live_3kQ9wXr2LmP7vT4nB8sZ1cY6dF0gH5jA
                 */
                publishableKey: components["parameters"]["PublishableKey"];
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of messages */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "msg_4sT6uV8wX0yZ2aB4cD6eF8gH",
                     *           "conversationId": "conv_9aB3cD5eF7gH1jK2lM4nP6qR",
                     *           "author": "visitor",
                     *           "authorName": "Ada",
                     *           "body": "Does the sweater run small?",
                     *           "createdAt": "2026-11-22T10:15:30.123Z"
                     *         },
                     *         {
                     *           "id": "msg_7hJ9kL1mN3pQ5rS7tU9vW1xY",
                     *           "conversationId": "conv_9aB3cD5eF7gH1jK2lM4nP6qR",
                     *           "author": "staff",
                     *           "authorName": "Sam from the shop",
                     *           "body": "It runs true to size.",
                     *           "createdAt": "2026-11-22T10:18:04.512Z"
                     *         }
                     *       ],
                     *       "hasMore": false
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["ConversationMessage"][];
                        hasMore: boolean;
                        nextCursor?: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["SessionInvalid"];
            403: components["responses"]["PlanRequired"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    sendConversationMessage: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's cart token, when the visitor has one: 16 to 128 characters of A-Z, a-z,
                 * 0-9, `_` and `-`.
                 * @example c1a7e9f0-visitor-42b8
                 */
                "X-Cart-Token"?: components["parameters"]["CartTokenOptional"];
                /**
                 * @description The customer session `cs_…`, when the visitor is signed in. An expired or signed-out
                 * session counts as not signed in.
                 * @example cs_q8Vd2kLm9PzX4tRb7nWc1YsH6fJ3gA0eU5iO8yT2rE4
                 */
                "X-Customer-Session"?: components["parameters"]["CustomerSessionOptional"];
                /**
                 * @description Makes a retry safe: the same key and body replay the first response (with
                 * `Idempotent-Replayed: true`). Kept 24 hours.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The store's publishable key, `pk_live_…`. It is the credential of the public surface and
                 * travels in the path (so a storefront can use plain links and a CDN can cache per store), which is why
                 * public operations declare no security scheme (`security: []`). It is safe in a browser: it only reads
                 * the catalogue and acts on the carts and sessions whose tokens the caller holds.
                 * @example pk_live_3kQ9wXr2LmP7vT4nB8sZ1cY6dF0gH5jA
                 */
                publishableKey: components["parameters"]["PublishableKey"];
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "body": "Does the sweater run small?"
                 *     }
                 */
                "application/json": components["schemas"]["SendMessageRequest"];
            };
        };
        responses: {
            /** @description The message */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "msg_4sT6uV8wX0yZ2aB4cD6eF8gH",
                     *       "conversationId": "conv_9aB3cD5eF7gH1jK2lM4nP6qR",
                     *       "author": "visitor",
                     *       "authorName": "Ada",
                     *       "body": "Does the sweater run small?",
                     *       "createdAt": "2026-11-22T10:15:30.123Z"
                     *     }
                     */
                    "application/json": components["schemas"]["ConversationMessage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["SessionInvalid"];
            403: components["responses"]["PlanRequired"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["IdempotencyKeyInUse"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminListConversations: {
        parameters: {
            query?: {
                status?: "open" | "closed";
                /** @description Page size, 1 to 100. */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of conversations */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "conv_9aB3cD5eF7gH1jK2lM4nP6qR",
                     *           "status": "open",
                     *           "messageCount": 2,
                     *           "lastMessageAt": "2026-11-22T10:18:04.512Z",
                     *           "createdAt": "2026-11-22T10:15:30.123Z",
                     *           "updatedAt": "2026-11-22T10:18:04.512Z",
                     *           "closedAt": null,
                     *           "customerId": "cus_3nB7xK2mQ9pL4rT6vW8yZ1cD",
                     *           "email": "ada@example.com",
                     *           "name": "Ada"
                     *         }
                     *       ],
                     *       "hasMore": false
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["AdminConversation"][];
                        hasMore: boolean;
                        nextCursor?: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminGetConversation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The conversation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "conv_9aB3cD5eF7gH1jK2lM4nP6qR",
                     *       "status": "open",
                     *       "messageCount": 2,
                     *       "lastMessageAt": "2026-11-22T10:18:04.512Z",
                     *       "createdAt": "2026-11-22T10:15:30.123Z",
                     *       "updatedAt": "2026-11-22T10:18:04.512Z",
                     *       "closedAt": null,
                     *       "customerId": "cus_3nB7xK2mQ9pL4rT6vW8yZ1cD",
                     *       "email": "ada@example.com",
                     *       "name": "Ada"
                     *     }
                     */
                    "application/json": components["schemas"]["AdminConversation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminListConversationMessages: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 100. */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of messages */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "msg_4sT6uV8wX0yZ2aB4cD6eF8gH",
                     *           "conversationId": "conv_9aB3cD5eF7gH1jK2lM4nP6qR",
                     *           "author": "visitor",
                     *           "authorName": "Ada",
                     *           "body": "Does the sweater run small?",
                     *           "createdAt": "2026-11-22T10:15:30.123Z"
                     *         },
                     *         {
                     *           "id": "msg_7hJ9kL1mN3pQ5rS7tU9vW1xY",
                     *           "conversationId": "conv_9aB3cD5eF7gH1jK2lM4nP6qR",
                     *           "author": "staff",
                     *           "authorName": "Sam from the shop",
                     *           "body": "It runs true to size.",
                     *           "createdAt": "2026-11-22T10:18:04.512Z"
                     *         }
                     *       ],
                     *       "hasMore": false
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["ConversationMessage"][];
                        hasMore: boolean;
                        nextCursor?: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminReplyToConversation: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the same key and body replay the first response (with
                 * `Idempotent-Replayed: true`). Kept 24 hours.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "body": "It runs true to size.",
                 *       "authorName": "Sam from the shop"
                 *     }
                 */
                "application/json": components["schemas"]["StaffReplyRequest"];
            };
        };
        responses: {
            /** @description The message */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "msg_7hJ9kL1mN3pQ5rS7tU9vW1xY",
                     *       "conversationId": "conv_9aB3cD5eF7gH1jK2lM4nP6qR",
                     *       "author": "staff",
                     *       "authorName": "Sam from the shop",
                     *       "body": "It runs true to size.",
                     *       "createdAt": "2026-11-22T10:18:04.512Z"
                     *     }
                     */
                    "application/json": components["schemas"]["ConversationMessage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["IdempotencyKeyInUse"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminCloseConversation: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the same key and body replay the first response (with
                 * `Idempotent-Replayed: true`). Kept 24 hours.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The closed conversation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "conv_9aB3cD5eF7gH1jK2lM4nP6qR",
                     *       "status": "closed",
                     *       "messageCount": 2,
                     *       "lastMessageAt": "2026-11-22T10:18:04.512Z",
                     *       "createdAt": "2026-11-22T10:15:30.123Z",
                     *       "updatedAt": "2026-11-22T10:18:04.512Z",
                     *       "closedAt": "2026-11-22T10:18:04.512Z",
                     *       "customerId": "cus_3nB7xK2mQ9pL4rT6vW8yZ1cD",
                     *       "email": "ada@example.com",
                     *       "name": "Ada"
                     *     }
                     */
                    "application/json": components["schemas"]["AdminConversation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["IdempotencyKeyInUse"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    removeCartItem: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The visitor's cart token: generated once by the client, 16 to 128 characters of A-Z,
                 * a-z, 0-9, `_` and `-`.
                 * @example c1a7e9f0-visitor-42b8
                 */
                "X-Cart-Token": components["parameters"]["CartToken"];
            };
            path: {
                /**
                 * @description The store's publishable key, `pk_live_…`. It is the credential of the public surface and
                 * travels in the path (so a storefront can use plain links and a CDN can cache per store), which is why
                 * public operations declare no security scheme (`security: []`). It is safe in a browser: it only reads
                 * the catalogue and acts on the carts and sessions whose tokens the caller holds.
                 * @example pk_live_3kQ9wXr2LmP7vT4nB8sZ1cY6dF0gH5jA
                 */
                publishableKey: components["parameters"]["PublishableKey"];
                /** @description The cart line id (`li_…`). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The whole cart after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "cart_4fH8kLm2Qx9ZtB7nVw3Yc1Rd",
                     *       "status": "open",
                     *       "currency": "USD",
                     *       "items": [],
                     *       "itemCount": 0,
                     *       "subtotal": {
                     *         "amount": 0,
                     *         "currency": "USD",
                     *         "formatted": "$0.00"
                     *       },
                     *       "discountTotal": {
                     *         "amount": 0,
                     *         "currency": "USD",
                     *         "formatted": "$0.00"
                     *       },
                     *       "shippingTotal": {
                     *         "amount": 0,
                     *         "currency": "USD",
                     *         "formatted": "$0.00"
                     *       },
                     *       "taxTotal": {
                     *         "amount": 0,
                     *         "currency": "USD",
                     *         "formatted": "$0.00"
                     *       },
                     *       "total": {
                     *         "amount": 0,
                     *         "currency": "USD",
                     *         "formatted": "$0.00"
                     *       },
                     *       "lastCheckoutError": null,
                     *       "createdAt": "2026-11-22T10:15:30.123Z",
                     *       "updatedAt": "2026-11-22T10:16:02.511Z",
                     *       "taxInclusive": false,
                     *       "discount": null,
                     *       "shippingOption": null,
                     *       "email": null,
                     *       "shippingAddress": null,
                     *       "billingAddress": null,
                     *       "note": null
                     *     }
                     */
                    "application/json": components["schemas"]["Cart"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["PlanRequired"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateCartItem: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The visitor's cart token: generated once by the client, 16 to 128 characters of A-Z,
                 * a-z, 0-9, `_` and `-`.
                 * @example c1a7e9f0-visitor-42b8
                 */
                "X-Cart-Token": components["parameters"]["CartToken"];
                /**
                 * @description Makes a retry safe: the same key and body replay the first response (with
                 * `Idempotent-Replayed: true`). Kept 24 hours.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The store's publishable key, `pk_live_…`. It is the credential of the public surface and
                 * travels in the path (so a storefront can use plain links and a CDN can cache per store), which is why
                 * public operations declare no security scheme (`security: []`). It is safe in a browser: it only reads
                 * the catalogue and acts on the carts and sessions whose tokens the caller holds.
                 * @example pk_live_3kQ9wXr2LmP7vT4nB8sZ1cY6dF0gH5jA
                 */
                publishableKey: components["parameters"]["PublishableKey"];
                /** @description The cart line id (`li_…`). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "quantity": 3
                 *     }
                 */
                "application/json": components["schemas"]["UpdateCartItemRequest"];
            };
        };
        responses: {
            /** @description The whole cart after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "cart_4fH8kLm2Qx9ZtB7nVw3Yc1Rd",
                     *       "status": "open",
                     *       "currency": "USD",
                     *       "items": [
                     *         {
                     *           "id": "li_8sK2mP4qR6tV8xZ0bD2fH4jL",
                     *           "productId": "prod_2bX9kQ7mLp4RtY6vN8wZ3cD5",
                     *           "variantId": "var_7hJ3kL9mN2pQ4rS6tU8vW0xY",
                     *           "title": "Merino Crew Sweater",
                     *           "variantTitle": "M / Navy",
                     *           "sku": "MCS-M-NAVY",
                     *           "image": {
                     *             "url": "https://cdn.example.com/mcs-navy.jpg",
                     *             "alt": "Navy merino sweater"
                     *           },
                     *           "quantity": 2,
                     *           "unitPrice": {
                     *             "amount": 8900,
                     *             "currency": "USD",
                     *             "formatted": "$89.00"
                     *           },
                     *           "lineTotal": {
                     *             "amount": 17800,
                     *             "currency": "USD",
                     *             "formatted": "$178.00"
                     *           }
                     *         }
                     *       ],
                     *       "itemCount": 2,
                     *       "subtotal": {
                     *         "amount": 17800,
                     *         "currency": "USD",
                     *         "formatted": "$178.00"
                     *       },
                     *       "discountTotal": {
                     *         "amount": 0,
                     *         "currency": "USD",
                     *         "formatted": "$0.00"
                     *       },
                     *       "shippingTotal": {
                     *         "amount": 0,
                     *         "currency": "USD",
                     *         "formatted": "$0.00"
                     *       },
                     *       "taxTotal": {
                     *         "amount": 0,
                     *         "currency": "USD",
                     *         "formatted": "$0.00"
                     *       },
                     *       "total": {
                     *         "amount": 17800,
                     *         "currency": "USD",
                     *         "formatted": "$178.00"
                     *       },
                     *       "lastCheckoutError": null,
                     *       "createdAt": "2026-11-22T10:15:30.123Z",
                     *       "updatedAt": "2026-11-22T10:16:02.511Z",
                     *       "taxInclusive": false,
                     *       "discount": null,
                     *       "shippingOption": null,
                     *       "email": null,
                     *       "shippingAddress": null,
                     *       "billingAddress": null,
                     *       "note": null
                     *     }
                     */
                    "application/json": components["schemas"]["Cart"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["PlanRequired"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    applyCartDiscount: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The visitor's cart token: generated once by the client, 16 to 128 characters of A-Z,
                 * a-z, 0-9, `_` and `-`.
                 * @example c1a7e9f0-visitor-42b8
                 */
                "X-Cart-Token": components["parameters"]["CartToken"];
            };
            path: {
                /**
                 * @description The store's publishable key, `pk_live_…`. It is the credential of the public surface and
                 * travels in the path (so a storefront can use plain links and a CDN can cache per store), which is why
                 * public operations declare no security scheme (`security: []`). It is safe in a browser: it only reads
                 * the catalogue and acts on the carts and sessions whose tokens the caller holds.
                 * @example pk_live_3kQ9wXr2LmP7vT4nB8sZ1cY6dF0gH5jA
                 */
                publishableKey: components["parameters"]["PublishableKey"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "code": "WELCOME10"
                 *     }
                 */
                "application/json": components["schemas"]["ApplyDiscountRequest"];
            };
        };
        responses: {
            /** @description The whole cart after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "cart_4fH8kLm2Qx9ZtB7nVw3Yc1Rd",
                     *       "status": "open",
                     *       "currency": "USD",
                     *       "items": [
                     *         {
                     *           "id": "li_8sK2mP4qR6tV8xZ0bD2fH4jL",
                     *           "productId": "prod_2bX9kQ7mLp4RtY6vN8wZ3cD5",
                     *           "variantId": "var_7hJ3kL9mN2pQ4rS6tU8vW0xY",
                     *           "title": "Merino Crew Sweater",
                     *           "variantTitle": "M / Navy",
                     *           "sku": "MCS-M-NAVY",
                     *           "image": {
                     *             "url": "https://cdn.example.com/mcs-navy.jpg",
                     *             "alt": "Navy merino sweater"
                     *           },
                     *           "quantity": 2,
                     *           "unitPrice": {
                     *             "amount": 8900,
                     *             "currency": "USD",
                     *             "formatted": "$89.00"
                     *           },
                     *           "lineTotal": {
                     *             "amount": 17800,
                     *             "currency": "USD",
                     *             "formatted": "$178.00"
                     *           }
                     *         }
                     *       ],
                     *       "itemCount": 2,
                     *       "subtotal": {
                     *         "amount": 17800,
                     *         "currency": "USD",
                     *         "formatted": "$178.00"
                     *       },
                     *       "discountTotal": {
                     *         "amount": 1780,
                     *         "currency": "USD",
                     *         "formatted": "$17.80"
                     *       },
                     *       "shippingTotal": {
                     *         "amount": 500,
                     *         "currency": "USD",
                     *         "formatted": "$5.00"
                     *       },
                     *       "taxTotal": {
                     *         "amount": 1161,
                     *         "currency": "USD",
                     *         "formatted": "$11.61"
                     *       },
                     *       "total": {
                     *         "amount": 17681,
                     *         "currency": "USD",
                     *         "formatted": "$176.81"
                     *       },
                     *       "lastCheckoutError": null,
                     *       "createdAt": "2026-11-22T10:15:30.123Z",
                     *       "updatedAt": "2026-11-22T10:16:02.511Z",
                     *       "taxInclusive": false,
                     *       "discount": {
                     *         "code": "WELCOME10",
                     *         "type": "percentage",
                     *         "value": 10
                     *       },
                     *       "shippingOption": {
                     *         "id": "ship_3kQ9wXr2LmP7vT4nB8sZ1cY6",
                     *         "name": "Standard",
                     *         "price": {
                     *           "amount": 500,
                     *           "currency": "USD",
                     *           "formatted": "$5.00"
                     *         },
                     *         "deliveryMinDays": 3,
                     *         "deliveryMaxDays": 5
                     *       },
                     *       "email": "ada@example.com",
                     *       "shippingAddress": {
                     *         "firstName": "Ada",
                     *         "lastName": "Lovelace",
                     *         "line1": "1 Infinite Loop",
                     *         "city": "Cupertino",
                     *         "region": "CA",
                     *         "postalCode": "95014",
                     *         "country": "US"
                     *       },
                     *       "billingAddress": null,
                     *       "note": null
                     *     }
                     */
                    "application/json": components["schemas"]["Cart"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["PlanRequired"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    removeCartDiscount: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The visitor's cart token: generated once by the client, 16 to 128 characters of A-Z,
                 * a-z, 0-9, `_` and `-`.
                 * @example c1a7e9f0-visitor-42b8
                 */
                "X-Cart-Token": components["parameters"]["CartToken"];
            };
            path: {
                /**
                 * @description The store's publishable key, `pk_live_…`. It is the credential of the public surface and
                 * travels in the path (so a storefront can use plain links and a CDN can cache per store), which is why
                 * public operations declare no security scheme (`security: []`). It is safe in a browser: it only reads
                 * the catalogue and acts on the carts and sessions whose tokens the caller holds.
                 * @example pk_live_3kQ9wXr2LmP7vT4nB8sZ1cY6dF0gH5jA
                 */
                publishableKey: components["parameters"]["PublishableKey"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The whole cart after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "cart_4fH8kLm2Qx9ZtB7nVw3Yc1Rd",
                     *       "status": "open",
                     *       "currency": "USD",
                     *       "items": [
                     *         {
                     *           "id": "li_8sK2mP4qR6tV8xZ0bD2fH4jL",
                     *           "productId": "prod_2bX9kQ7mLp4RtY6vN8wZ3cD5",
                     *           "variantId": "var_7hJ3kL9mN2pQ4rS6tU8vW0xY",
                     *           "title": "Merino Crew Sweater",
                     *           "variantTitle": "M / Navy",
                     *           "sku": "MCS-M-NAVY",
                     *           "image": {
                     *             "url": "https://cdn.example.com/mcs-navy.jpg",
                     *             "alt": "Navy merino sweater"
                     *           },
                     *           "quantity": 2,
                     *           "unitPrice": {
                     *             "amount": 8900,
                     *             "currency": "USD",
                     *             "formatted": "$89.00"
                     *           },
                     *           "lineTotal": {
                     *             "amount": 17800,
                     *             "currency": "USD",
                     *             "formatted": "$178.00"
                     *           }
                     *         }
                     *       ],
                     *       "itemCount": 2,
                     *       "subtotal": {
                     *         "amount": 17800,
                     *         "currency": "USD",
                     *         "formatted": "$178.00"
                     *       },
                     *       "discountTotal": {
                     *         "amount": 0,
                     *         "currency": "USD",
                     *         "formatted": "$0.00"
                     *       },
                     *       "shippingTotal": {
                     *         "amount": 0,
                     *         "currency": "USD",
                     *         "formatted": "$0.00"
                     *       },
                     *       "taxTotal": {
                     *         "amount": 0,
                     *         "currency": "USD",
                     *         "formatted": "$0.00"
                     *       },
                     *       "total": {
                     *         "amount": 17800,
                     *         "currency": "USD",
                     *         "formatted": "$178.00"
                     *       },
                     *       "lastCheckoutError": null,
                     *       "createdAt": "2026-11-22T10:15:30.123Z",
                     *       "updatedAt": "2026-11-22T10:16:02.511Z",
                     *       "taxInclusive": false,
                     *       "discount": null,
                     *       "shippingOption": null,
                     *       "email": null,
                     *       "shippingAddress": null,
                     *       "billingAddress": null,
                     *       "note": null
                     *     }
                     */
                    "application/json": components["schemas"]["Cart"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["PlanRequired"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    estimateCart: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The visitor's cart token: generated once by the client, 16 to 128 characters of A-Z,
                 * a-z, 0-9, `_` and `-`.
                 * @example c1a7e9f0-visitor-42b8
                 */
                "X-Cart-Token": components["parameters"]["CartToken"];
                /**
                 * @description Makes a retry safe: the same key and body replay the first response (with
                 * `Idempotent-Replayed: true`). Kept 24 hours.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The store's publishable key, `pk_live_…`. It is the credential of the public surface and
                 * travels in the path (so a storefront can use plain links and a CDN can cache per store), which is why
                 * public operations declare no security scheme (`security: []`). It is safe in a browser: it only reads
                 * the catalogue and acts on the carts and sessions whose tokens the caller holds.
                 * @example pk_live_3kQ9wXr2LmP7vT4nB8sZ1cY6dF0gH5jA
                 */
                publishableKey: components["parameters"]["PublishableKey"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "shippingAddress": {
                 *         "country": "US",
                 *         "region": "CA",
                 *         "postalCode": "95014"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["CartEstimateRequest"];
            };
        };
        responses: {
            /** @description The estimate */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "currency": "USD",
                     *       "country": "US",
                     *       "region": "CA",
                     *       "subtotal": {
                     *         "amount": 17800,
                     *         "currency": "USD",
                     *         "formatted": "$178.00"
                     *       },
                     *       "discountTotal": {
                     *         "amount": 0,
                     *         "currency": "USD",
                     *         "formatted": "$0.00"
                     *       },
                     *       "shippingTotal": {
                     *         "amount": 500,
                     *         "currency": "USD",
                     *         "formatted": "$5.00"
                     *       },
                     *       "taxTotal": {
                     *         "amount": 1291,
                     *         "currency": "USD",
                     *         "formatted": "$12.91"
                     *       },
                     *       "total": {
                     *         "amount": 19591,
                     *         "currency": "USD",
                     *         "formatted": "$195.91"
                     *       },
                     *       "taxRateBasisPoints": 725,
                     *       "taxInclusive": false,
                     *       "shippingOption": {
                     *         "id": "ship_3kQ9wXr2LmP7vT4nB8sZ1cY6",
                     *         "name": "Standard",
                     *         "price": {
                     *           "amount": 500,
                     *           "currency": "USD",
                     *           "formatted": "$5.00"
                     *         },
                     *         "deliveryMinDays": 3,
                     *         "deliveryMaxDays": 5
                     *       },
                     *       "shippingOptions": [
                     *         {
                     *           "id": "ship_3kQ9wXr2LmP7vT4nB8sZ1cY6",
                     *           "name": "Standard",
                     *           "price": {
                     *             "amount": 500,
                     *             "currency": "USD",
                     *             "formatted": "$5.00"
                     *           },
                     *           "deliveryMinDays": 3,
                     *           "deliveryMaxDays": 5
                     *         },
                     *         {
                     *           "id": "ship_9fH2kLm4Qx7ZtB1nVw3Yc5Rd",
                     *           "name": "Express",
                     *           "price": {
                     *             "amount": 1500,
                     *             "currency": "USD",
                     *             "formatted": "$15.00"
                     *           },
                     *           "deliveryMinDays": 1,
                     *           "deliveryMaxDays": 2
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["CartEstimate"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["PlanRequired"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["IdempotencyKeyInUse"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listCartShippingOptions: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The visitor's cart token: generated once by the client, 16 to 128 characters of A-Z,
                 * a-z, 0-9, `_` and `-`.
                 * @example c1a7e9f0-visitor-42b8
                 */
                "X-Cart-Token": components["parameters"]["CartToken"];
            };
            path: {
                /**
                 * @description The store's publishable key, `pk_live_…`. It is the credential of the public surface and
                 * travels in the path (so a storefront can use plain links and a CDN can cache per store), which is why
                 * public operations declare no security scheme (`security: []`). It is safe in a browser: it only reads
                 * the catalogue and acts on the carts and sessions whose tokens the caller holds.
                 * @example pk_live_3kQ9wXr2LmP7vT4nB8sZ1cY6dF0gH5jA
                 */
                publishableKey: components["parameters"]["PublishableKey"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The options */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "ship_3kQ9wXr2LmP7vT4nB8sZ1cY6",
                     *           "name": "Standard",
                     *           "price": {
                     *             "amount": 500,
                     *             "currency": "USD",
                     *             "formatted": "$5.00"
                     *           },
                     *           "deliveryMinDays": 3,
                     *           "deliveryMaxDays": 5
                     *         }
                     *       ],
                     *       "hasMore": false
                     *     }
                     */
                    "application/json": components["schemas"]["ShippingRateList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["PlanRequired"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    chooseCartShipping: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The visitor's cart token: generated once by the client, 16 to 128 characters of A-Z,
                 * a-z, 0-9, `_` and `-`.
                 * @example c1a7e9f0-visitor-42b8
                 */
                "X-Cart-Token": components["parameters"]["CartToken"];
            };
            path: {
                /**
                 * @description The store's publishable key, `pk_live_…`. It is the credential of the public surface and
                 * travels in the path (so a storefront can use plain links and a CDN can cache per store), which is why
                 * public operations declare no security scheme (`security: []`). It is safe in a browser: it only reads
                 * the catalogue and acts on the carts and sessions whose tokens the caller holds.
                 * @example pk_live_3kQ9wXr2LmP7vT4nB8sZ1cY6dF0gH5jA
                 */
                publishableKey: components["parameters"]["PublishableKey"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "optionId": "ship_3kQ9wXr2LmP7vT4nB8sZ1cY6"
                 *     }
                 */
                "application/json": components["schemas"]["ChooseShippingRequest"];
            };
        };
        responses: {
            /** @description The whole cart after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "cart_4fH8kLm2Qx9ZtB7nVw3Yc1Rd",
                     *       "status": "open",
                     *       "currency": "USD",
                     *       "items": [
                     *         {
                     *           "id": "li_8sK2mP4qR6tV8xZ0bD2fH4jL",
                     *           "productId": "prod_2bX9kQ7mLp4RtY6vN8wZ3cD5",
                     *           "variantId": "var_7hJ3kL9mN2pQ4rS6tU8vW0xY",
                     *           "title": "Merino Crew Sweater",
                     *           "variantTitle": "M / Navy",
                     *           "sku": "MCS-M-NAVY",
                     *           "image": {
                     *             "url": "https://cdn.example.com/mcs-navy.jpg",
                     *             "alt": "Navy merino sweater"
                     *           },
                     *           "quantity": 2,
                     *           "unitPrice": {
                     *             "amount": 8900,
                     *             "currency": "USD",
                     *             "formatted": "$89.00"
                     *           },
                     *           "lineTotal": {
                     *             "amount": 17800,
                     *             "currency": "USD",
                     *             "formatted": "$178.00"
                     *           }
                     *         }
                     *       ],
                     *       "itemCount": 2,
                     *       "subtotal": {
                     *         "amount": 17800,
                     *         "currency": "USD",
                     *         "formatted": "$178.00"
                     *       },
                     *       "discountTotal": {
                     *         "amount": 1780,
                     *         "currency": "USD",
                     *         "formatted": "$17.80"
                     *       },
                     *       "shippingTotal": {
                     *         "amount": 500,
                     *         "currency": "USD",
                     *         "formatted": "$5.00"
                     *       },
                     *       "taxTotal": {
                     *         "amount": 1161,
                     *         "currency": "USD",
                     *         "formatted": "$11.61"
                     *       },
                     *       "total": {
                     *         "amount": 17681,
                     *         "currency": "USD",
                     *         "formatted": "$176.81"
                     *       },
                     *       "lastCheckoutError": null,
                     *       "createdAt": "2026-11-22T10:15:30.123Z",
                     *       "updatedAt": "2026-11-22T10:16:02.511Z",
                     *       "taxInclusive": false,
                     *       "discount": {
                     *         "code": "WELCOME10",
                     *         "type": "percentage",
                     *         "value": 10
                     *       },
                     *       "shippingOption": {
                     *         "id": "ship_3kQ9wXr2LmP7vT4nB8sZ1cY6",
                     *         "name": "Standard",
                     *         "price": {
                     *           "amount": 500,
                     *           "currency": "USD",
                     *           "formatted": "$5.00"
                     *         },
                     *         "deliveryMinDays": 3,
                     *         "deliveryMaxDays": 5
                     *       },
                     *       "email": "ada@example.com",
                     *       "shippingAddress": {
                     *         "firstName": "Ada",
                     *         "lastName": "Lovelace",
                     *         "line1": "1 Infinite Loop",
                     *         "city": "Cupertino",
                     *         "region": "CA",
                     *         "postalCode": "95014",
                     *         "country": "US"
                     *       },
                     *       "billingAddress": null,
                     *       "note": null
                     *     }
                     */
                    "application/json": components["schemas"]["Cart"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["PlanRequired"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCheckout: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The visitor's cart token: generated once by the client, 16 to 128 characters of A-Z,
                 * a-z, 0-9, `_` and `-`.
                 * @example c1a7e9f0-visitor-42b8
                 */
                "X-Cart-Token": components["parameters"]["CartToken"];
            };
            path: {
                /**
                 * @description The store's publishable key, `pk_live_…`. It is the credential of the public surface and
                 * travels in the path (so a storefront can use plain links and a CDN can cache per store), which is why
                 * public operations declare no security scheme (`security: []`). It is safe in a browser: it only reads
                 * the catalogue and acts on the carts and sessions whose tokens the caller holds.
                 * @example pk_live_3kQ9wXr2LmP7vT4nB8sZ1cY6dF0gH5jA
                 */
                publishableKey: components["parameters"]["PublishableKey"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The checkout state */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "cartId": "cart_4fH8kLm2Qx9ZtB7nVw3Yc1Rd",
                     *       "status": "ready",
                     *       "missing": [],
                     *       "email": "ada@example.com",
                     *       "shippingAddress": {
                     *         "firstName": "Ada",
                     *         "lastName": "Lovelace",
                     *         "line1": "12 St James's Square",
                     *         "city": "London",
                     *         "postalCode": "SW1Y 4JH",
                     *         "country": "GB"
                     *       },
                     *       "billingAddress": null,
                     *       "note": null,
                     *       "shippingOption": {
                     *         "id": "ship_9kLm2Qx9ZtB7nVw3Yc1RdAb",
                     *         "name": "Standard",
                     *         "amount": {
                     *           "amount": 500,
                     *           "currency": "USD",
                     *           "formatted": "$5.00"
                     *         }
                     *       },
                     *       "discountCode": null,
                     *       "subtotal": {
                     *         "amount": 17800,
                     *         "currency": "USD",
                     *         "formatted": "$178.00"
                     *       },
                     *       "discountTotal": {
                     *         "amount": 0,
                     *         "currency": "USD",
                     *         "formatted": "$0.00"
                     *       },
                     *       "shippingTotal": {
                     *         "amount": 500,
                     *         "currency": "USD",
                     *         "formatted": "$5.00"
                     *       },
                     *       "taxTotal": {
                     *         "amount": 0,
                     *         "currency": "USD",
                     *         "formatted": "$0.00"
                     *       },
                     *       "total": {
                     *         "amount": 18300,
                     *         "currency": "USD",
                     *         "formatted": "$183.00"
                     *       },
                     *       "orderId": null,
                     *       "error": null,
                     *       "nextAction": null,
                     *       "workflowId": null
                     *     }
                     */
                    "application/json": components["schemas"]["CheckoutState"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["PlanRequired"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    saveCheckoutDetails: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The visitor's cart token: generated once by the client, 16 to 128 characters of A-Z,
                 * a-z, 0-9, `_` and `-`.
                 * @example c1a7e9f0-visitor-42b8
                 */
                "X-Cart-Token": components["parameters"]["CartToken"];
                /**
                 * @description Makes a retry safe: the same key and body replay the first response (with
                 * `Idempotent-Replayed: true`). Kept 24 hours.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The store's publishable key, `pk_live_…`. It is the credential of the public surface and
                 * travels in the path (so a storefront can use plain links and a CDN can cache per store), which is why
                 * public operations declare no security scheme (`security: []`). It is safe in a browser: it only reads
                 * the catalogue and acts on the carts and sessions whose tokens the caller holds.
                 * @example pk_live_3kQ9wXr2LmP7vT4nB8sZ1cY6dF0gH5jA
                 */
                publishableKey: components["parameters"]["PublishableKey"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "ada@example.com",
                 *       "shippingAddress": {
                 *         "firstName": "Ada",
                 *         "lastName": "Lovelace",
                 *         "line1": "1 Infinite Loop",
                 *         "city": "Cupertino",
                 *         "region": "CA",
                 *         "postalCode": "95014",
                 *         "country": "US"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["CheckoutDetailsRequest"];
            };
        };
        responses: {
            /** @description The whole cart after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "cart_4fH8kLm2Qx9ZtB7nVw3Yc1Rd",
                     *       "status": "open",
                     *       "currency": "USD",
                     *       "items": [
                     *         {
                     *           "id": "li_8sK2mP4qR6tV8xZ0bD2fH4jL",
                     *           "productId": "prod_2bX9kQ7mLp4RtY6vN8wZ3cD5",
                     *           "variantId": "var_7hJ3kL9mN2pQ4rS6tU8vW0xY",
                     *           "title": "Merino Crew Sweater",
                     *           "variantTitle": "M / Navy",
                     *           "sku": "MCS-M-NAVY",
                     *           "image": {
                     *             "url": "https://cdn.example.com/mcs-navy.jpg",
                     *             "alt": "Navy merino sweater"
                     *           },
                     *           "quantity": 2,
                     *           "unitPrice": {
                     *             "amount": 8900,
                     *             "currency": "USD",
                     *             "formatted": "$89.00"
                     *           },
                     *           "lineTotal": {
                     *             "amount": 17800,
                     *             "currency": "USD",
                     *             "formatted": "$178.00"
                     *           }
                     *         }
                     *       ],
                     *       "itemCount": 2,
                     *       "subtotal": {
                     *         "amount": 17800,
                     *         "currency": "USD",
                     *         "formatted": "$178.00"
                     *       },
                     *       "discountTotal": {
                     *         "amount": 0,
                     *         "currency": "USD",
                     *         "formatted": "$0.00"
                     *       },
                     *       "shippingTotal": {
                     *         "amount": 0,
                     *         "currency": "USD",
                     *         "formatted": "$0.00"
                     *       },
                     *       "taxTotal": {
                     *         "amount": 0,
                     *         "currency": "USD",
                     *         "formatted": "$0.00"
                     *       },
                     *       "total": {
                     *         "amount": 17800,
                     *         "currency": "USD",
                     *         "formatted": "$178.00"
                     *       },
                     *       "lastCheckoutError": null,
                     *       "createdAt": "2026-11-22T10:15:30.123Z",
                     *       "updatedAt": "2026-11-22T10:16:02.511Z",
                     *       "taxInclusive": false,
                     *       "discount": null,
                     *       "shippingOption": null,
                     *       "email": "ada@example.com",
                     *       "shippingAddress": {
                     *         "firstName": "Ada",
                     *         "lastName": "Lovelace",
                     *         "line1": "1 Infinite Loop",
                     *         "city": "Cupertino",
                     *         "region": "CA",
                     *         "postalCode": "95014",
                     *         "country": "US"
                     *       },
                     *       "billingAddress": null,
                     *       "note": null
                     *     }
                     */
                    "application/json": components["schemas"]["Cart"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["PlanRequired"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listProducts: {
        parameters: {
            query?: {
                /** @description Only products in this category (`cat_…`) or one of its sub-categories. */
                category?: string;
                /**
                 * @description Full-text search over title and description; words match as prefixes. In a language
                 * other than the store's default, words are stemmed by the language (PostgreSQL text search: `german`,
                 * `english`, …), so `Taschen` finds `Tasche`.
                 */
                q?: string;
                /** @description Lowest "from" price, minor units. */
                minPrice?: number;
                /** @description Highest "from" price, minor units. */
                maxPrice?: number;
                /** @description Only products with a variant in stock. */
                inStock?: boolean;
                /** @description Order of the list. */
                sort?: "newest" | "price_asc" | "price_desc" | "title";
                /**
                 * @description Currency for prices; one of the store's currencies (else 400 `currency_not_supported`).
                 * Defaults to the store's default currency.
                 */
                currency?: string;
                /** @description Page size, 1 to 100. */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page. */
                cursor?: components["parameters"]["Cursor"];
                /**
                 * @description The language of the texts: one of the store's languages (a regional tag such as `de-AT`
                 * picks `de`). Takes precedence over `Accept-Language`; a language the store does not have falls back
                 * like a missing one. The answer's `Content-Language` says which language was used.
                 * @example de
                 */
                lang?: components["parameters"]["CatalogueLanguage"];
            };
            header?: {
                /**
                 * @description The visitor's languages with quality values (RFC 9110), used when `lang` is absent: the
                 * most wanted language the store has, else the store's default language.
                 * @example de-CH, de;q=0.9, en;q=0.5
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /**
                 * @description The `ETag` of an answer already held: the API answers 304 without a body while it is
                 * still current.
                 * @example "q3Zk8b0v2mWl5sYJ1cX7tR4nE9d"
                 */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
                /**
                 * @description The customer session `cs_…`, when the visitor is signed in. An expired or signed-out
                 * session counts as not signed in.
                 * @example cs_q8Vd2kLm9PzX4tRb7nWc1YsH6fJ3gA0eU5iO8yT2rE4
                 */
                "X-Customer-Session"?: components["parameters"]["CustomerSessionOptional"];
            };
            path: {
                /**
                 * @description The store's publishable key, `pk_live_…`. It is the credential of the public surface and
                 * travels in the path (so a storefront can use plain links and a CDN can cache per store), which is why
                 * public operations declare no security scheme (`security: []`). It is safe in a browser: it only reads
                 * the catalogue and acts on the carts and sessions whose tokens the caller holds.
                 * @example pk_live_3kQ9wXr2LmP7vT4nB8sZ1cY6dF0gH5jA
                 */
                publishableKey: components["parameters"]["PublishableKey"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of products */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "Cache-Tag": components["headers"]["CacheTag"];
                    "Surrogate-Key": components["headers"]["SurrogateKey"];
                    "Content-Language": components["headers"]["ContentLanguage"];
                    Vary: components["headers"]["VaryAcceptLanguage"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "prod_2bX9kQ7mLp4RtY6vN8wZ3cD5",
                     *           "title": "Merino Crew Sweater",
                     *           "handle": "merino-crew-sweater",
                     *           "vendor": "Demo Outfitters",
                     *           "description": "Soft merino wool, made to last.",
                     *           "price": {
                     *             "amount": 8900,
                     *             "currency": "USD",
                     *             "formatted": "$89.00"
                     *           },
                     *           "priceRange": {
                     *             "min": {
                     *               "amount": 8900,
                     *               "currency": "USD",
                     *               "formatted": "$89.00"
                     *             },
                     *             "max": {
                     *               "amount": 9900,
                     *               "currency": "USD",
                     *               "formatted": "$99.00"
                     *             }
                     *           },
                     *           "inStock": true,
                     *           "image": {
                     *             "url": "https://cdn.example.com/mcs-navy.jpg",
                     *             "alt": "Navy merino sweater"
                     *           },
                     *           "createdAt": "2026-11-22T10:15:30.123Z"
                     *         }
                     *       ],
                     *       "hasMore": true,
                     *       "nextCursor": "cur_eyJxIjoicHJvZHVjdHMifQ.abc123"
                     *     }
                     */
                    "application/json": components["schemas"]["ProductList"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["PlanRequired"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getProduct: {
        parameters: {
            query?: {
                /**
                 * @description Currency for prices; one of the store's currencies (else 400 `currency_not_supported`).
                 * Defaults to the store's default currency.
                 */
                currency?: string;
                /**
                 * @description The language of the texts: one of the store's languages (a regional tag such as `de-AT`
                 * picks `de`). Takes precedence over `Accept-Language`; a language the store does not have falls back
                 * like a missing one. The answer's `Content-Language` says which language was used.
                 * @example de
                 */
                lang?: components["parameters"]["CatalogueLanguage"];
            };
            header?: {
                /**
                 * @description The visitor's languages with quality values (RFC 9110), used when `lang` is absent: the
                 * most wanted language the store has, else the store's default language.
                 * @example de-CH, de;q=0.9, en;q=0.5
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /**
                 * @description The `ETag` of an answer already held: the API answers 304 without a body while it is
                 * still current.
                 * @example "q3Zk8b0v2mWl5sYJ1cX7tR4nE9d"
                 */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
                /**
                 * @description The customer session `cs_…`, when the visitor is signed in. An expired or signed-out
                 * session counts as not signed in.
                 * @example cs_q8Vd2kLm9PzX4tRb7nWc1YsH6fJ3gA0eU5iO8yT2rE4
                 */
                "X-Customer-Session"?: components["parameters"]["CustomerSessionOptional"];
            };
            path: {
                /**
                 * @description The store's publishable key, `pk_live_…`. It is the credential of the public surface and
                 * travels in the path (so a storefront can use plain links and a CDN can cache per store), which is why
                 * public operations declare no security scheme (`security: []`). It is safe in a browser: it only reads
                 * the catalogue and acts on the carts and sessions whose tokens the caller holds.
                 * @example pk_live_3kQ9wXr2LmP7vT4nB8sZ1cY6dF0gH5jA
                 */
                publishableKey: components["parameters"]["PublishableKey"];
                /** @description The product (`prod_…`) id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The product */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "Cache-Tag": components["headers"]["CacheTag"];
                    "Surrogate-Key": components["headers"]["SurrogateKey"];
                    "Content-Language": components["headers"]["ContentLanguage"];
                    Vary: components["headers"]["VaryAcceptLanguage"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "prod_2bX9kQ7mLp4RtY6vN8wZ3cD5",
                     *       "title": "Merino Crew Sweater",
                     *       "description": "Soft merino wool, made to last.",
                     *       "handle": "merino-crew-sweater",
                     *       "vendor": "Demo Outfitters",
                     *       "options": [
                     *         {
                     *           "name": "Size",
                     *           "values": [
                     *             "M",
                     *             "L"
                     *           ]
                     *         }
                     *       ],
                     *       "variants": [
                     *         {
                     *           "id": "var_7hJ3kL9mN2pQ4rS6tU8vW0xY",
                     *           "sku": "MCS-M-NAVY",
                     *           "title": "M",
                     *           "optionValues": {
                     *             "Size": "M"
                     *           },
                     *           "gtin": null,
                     *           "weightGrams": 450,
                     *           "price": {
                     *             "amount": 8900,
                     *             "currency": "USD",
                     *             "formatted": "$89.00"
                     *           },
                     *           "available": 12,
                     *           "inStock": true
                     *         },
                     *         {
                     *           "id": "var_1aB3cD5eF7gH9iJ1kL3mN5oP",
                     *           "sku": "MCS-L-NAVY",
                     *           "title": "L",
                     *           "optionValues": {
                     *             "Size": "L"
                     *           },
                     *           "gtin": null,
                     *           "weightGrams": 480,
                     *           "price": {
                     *             "amount": 9900,
                     *             "currency": "USD",
                     *             "formatted": "$99.00"
                     *           },
                     *           "available": 0,
                     *           "inStock": false
                     *         }
                     *       ],
                     *       "media": [
                     *         {
                     *           "id": "med_4fH8kLm2Qx9ZtB7nVw3Yc1Rd",
                     *           "url": "https://cdn.example.com/mcs-navy.jpg",
                     *           "alt": "Navy merino sweater",
                     *           "position": 0
                     *         }
                     *       ],
                     *       "categories": [
                     *         {
                     *           "id": "cat_9sK2mP4qR6tV8xZ0bD2fH4jL",
                     *           "name": "Sweaters",
                     *           "handle": "sweaters",
                     *           "parentId": null
                     *         }
                     *       ],
                     *       "createdAt": "2026-11-22T10:15:30.123Z",
                     *       "updatedAt": "2026-11-22T10:15:30.123Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Product"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["PlanRequired"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listCategories: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 100. */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page. */
                cursor?: components["parameters"]["Cursor"];
                /**
                 * @description The language of the texts: one of the store's languages (a regional tag such as `de-AT`
                 * picks `de`). Takes precedence over `Accept-Language`; a language the store does not have falls back
                 * like a missing one. The answer's `Content-Language` says which language was used.
                 * @example de
                 */
                lang?: components["parameters"]["CatalogueLanguage"];
            };
            header?: {
                /**
                 * @description The visitor's languages with quality values (RFC 9110), used when `lang` is absent: the
                 * most wanted language the store has, else the store's default language.
                 * @example de-CH, de;q=0.9, en;q=0.5
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /**
                 * @description The `ETag` of an answer already held: the API answers 304 without a body while it is
                 * still current.
                 * @example "q3Zk8b0v2mWl5sYJ1cX7tR4nE9d"
                 */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /**
                 * @description The store's publishable key, `pk_live_…`. It is the credential of the public surface and
                 * travels in the path (so a storefront can use plain links and a CDN can cache per store), which is why
                 * public operations declare no security scheme (`security: []`). It is safe in a browser: it only reads
                 * the catalogue and acts on the carts and sessions whose tokens the caller holds.
                 * @example pk_live_3kQ9wXr2LmP7vT4nB8sZ1cY6dF0gH5jA
                 */
                publishableKey: components["parameters"]["PublishableKey"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of categories */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "Cache-Tag": components["headers"]["CacheTag"];
                    "Surrogate-Key": components["headers"]["SurrogateKey"];
                    "Content-Language": components["headers"]["ContentLanguage"];
                    Vary: components["headers"]["VaryAcceptLanguage"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "cat_1aB3cD5eF7gH9iJ1kL3mN5oP",
                     *           "parentId": null,
                     *           "name": "Clothing",
                     *           "handle": "clothing",
                     *           "description": null,
                     *           "position": 0
                     *         },
                     *         {
                     *           "id": "cat_9sK2mP4qR6tV8xZ0bD2fH4jL",
                     *           "parentId": "cat_1aB3cD5eF7gH9iJ1kL3mN5oP",
                     *           "name": "Sweaters",
                     *           "handle": "sweaters",
                     *           "description": null,
                     *           "position": 1
                     *         }
                     *       ],
                     *       "hasMore": false
                     *     }
                     */
                    "application/json": components["schemas"]["CategoryList"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["PlanRequired"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCategory: {
        parameters: {
            query?: {
                /**
                 * @description The language of the texts: one of the store's languages (a regional tag such as `de-AT`
                 * picks `de`). Takes precedence over `Accept-Language`; a language the store does not have falls back
                 * like a missing one. The answer's `Content-Language` says which language was used.
                 * @example de
                 */
                lang?: components["parameters"]["CatalogueLanguage"];
            };
            header?: {
                /**
                 * @description The visitor's languages with quality values (RFC 9110), used when `lang` is absent: the
                 * most wanted language the store has, else the store's default language.
                 * @example de-CH, de;q=0.9, en;q=0.5
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /**
                 * @description The `ETag` of an answer already held: the API answers 304 without a body while it is
                 * still current.
                 * @example "q3Zk8b0v2mWl5sYJ1cX7tR4nE9d"
                 */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /**
                 * @description The store's publishable key, `pk_live_…`. It is the credential of the public surface and
                 * travels in the path (so a storefront can use plain links and a CDN can cache per store), which is why
                 * public operations declare no security scheme (`security: []`). It is safe in a browser: it only reads
                 * the catalogue and acts on the carts and sessions whose tokens the caller holds.
                 * @example pk_live_3kQ9wXr2LmP7vT4nB8sZ1cY6dF0gH5jA
                 */
                publishableKey: components["parameters"]["PublishableKey"];
                /** @description The category (`cat_…`) id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The category */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "Cache-Tag": components["headers"]["CacheTag"];
                    "Surrogate-Key": components["headers"]["SurrogateKey"];
                    "Content-Language": components["headers"]["ContentLanguage"];
                    Vary: components["headers"]["VaryAcceptLanguage"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "cat_9sK2mP4qR6tV8xZ0bD2fH4jL",
                     *       "parentId": "cat_1aB3cD5eF7gH9iJ1kL3mN5oP",
                     *       "name": "Sweaters",
                     *       "handle": "sweaters",
                     *       "description": null,
                     *       "position": 1,
                     *       "childIds": []
                     *     }
                     */
                    "application/json": components["schemas"]["CategoryDetail"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["PlanRequired"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listProductReviews: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 100. */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: {
                /**
                 * @description The `ETag` of an answer already held: the API answers 304 without a body while it is
                 * still current.
                 * @example "q3Zk8b0v2mWl5sYJ1cX7tR4nE9d"
                 */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /**
                 * @description The store's publishable key, `pk_live_…`. It is the credential of the public surface and
                 * travels in the path (so a storefront can use plain links and a CDN can cache per store), which is why
                 * public operations declare no security scheme (`security: []`). It is safe in a browser: it only reads
                 * the catalogue and acts on the carts and sessions whose tokens the caller holds.
                 * @example pk_live_3kQ9wXr2LmP7vT4nB8sZ1cY6dF0gH5jA
                 */
                publishableKey: components["parameters"]["PublishableKey"];
                /** @description The product id (`prod_…`). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of reviews */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "Cache-Tag": components["headers"]["CacheTag"];
                    "Surrogate-Key": components["headers"]["SurrogateKey"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "rev_3kQ9wXr2LmP7vT4nB8sZ1cY6",
                     *           "productId": "prod_2bX9kQ7mLp4RtY6vN8wZ3cD5",
                     *           "rating": 5,
                     *           "title": "Warm and soft",
                     *           "body": "Wore it all winter.",
                     *           "authorName": "Ada L.",
                     *           "status": "published",
                     *           "createdAt": "2026-11-22T10:15:30.123Z"
                     *         }
                     *       ],
                     *       "hasMore": false,
                     *       "summary": {
                     *         "count": 1,
                     *         "average": 5,
                     *         "ratings": {
                     *           "1": 0,
                     *           "2": 0,
                     *           "3": 0,
                     *           "4": 0,
                     *           "5": 1
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ReviewList"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["PlanRequired"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createProductReview: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the same key and body replay the first response (with
                 * `Idempotent-Replayed: true`). Kept 24 hours.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The store's publishable key, `pk_live_…`. It is the credential of the public surface and
                 * travels in the path (so a storefront can use plain links and a CDN can cache per store), which is why
                 * public operations declare no security scheme (`security: []`). It is safe in a browser: it only reads
                 * the catalogue and acts on the carts and sessions whose tokens the caller holds.
                 * @example pk_live_3kQ9wXr2LmP7vT4nB8sZ1cY6dF0gH5jA
                 */
                publishableKey: components["parameters"]["PublishableKey"];
                /** @description The product id (`prod_…`). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "rating": 5,
                 *       "title": "Warm and soft",
                 *       "body": "Wore it all winter.",
                 *       "authorName": "Ada L."
                 *     }
                 */
                "application/json": components["schemas"]["CreateReviewRequest"];
            };
        };
        responses: {
            /** @description The stored review */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "rev_3kQ9wXr2LmP7vT4nB8sZ1cY6",
                     *       "productId": "prod_2bX9kQ7mLp4RtY6vN8wZ3cD5",
                     *       "rating": 5,
                     *       "title": "Warm and soft",
                     *       "body": "Wore it all winter.",
                     *       "authorName": "Ada L.",
                     *       "status": "pending",
                     *       "createdAt": "2026-11-22T10:15:30.123Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Review"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["PlanRequired"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["IdempotencyKeyInUse"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    calculateTax: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the same key and body replay the first response (with
                 * `Idempotent-Replayed: true`). Kept 24 hours.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The store's publishable key, `pk_live_…`. It is the credential of the public surface and
                 * travels in the path (so a storefront can use plain links and a CDN can cache per store), which is why
                 * public operations declare no security scheme (`security: []`). It is safe in a browser: it only reads
                 * the catalogue and acts on the carts and sessions whose tokens the caller holds.
                 * @example pk_live_3kQ9wXr2LmP7vT4nB8sZ1cY6dF0gH5jA
                 */
                publishableKey: components["parameters"]["PublishableKey"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "address": {
                 *         "country": "US",
                 *         "region": "CA"
                 *       },
                 *       "lines": [
                 *         {
                 *           "reference": "sweater",
                 *           "unitAmount": 8900,
                 *           "quantity": 2
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["TaxCalculationRequest"];
            };
        };
        responses: {
            /** @description The tax */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "currency": "USD",
                     *       "country": "US",
                     *       "region": "CA",
                     *       "taxRateBasisPoints": 725,
                     *       "taxInclusive": false,
                     *       "lines": [
                     *         {
                     *           "reference": "sweater",
                     *           "quantity": 2,
                     *           "subtotal": {
                     *             "amount": 17800,
                     *             "currency": "USD",
                     *             "formatted": "$178.00"
                     *           },
                     *           "tax": {
                     *             "amount": 1291,
                     *             "currency": "USD",
                     *             "formatted": "$12.91"
                     *           },
                     *           "total": {
                     *             "amount": 19091,
                     *             "currency": "USD",
                     *             "formatted": "$190.91"
                     *           }
                     *         }
                     *       ],
                     *       "subtotal": {
                     *         "amount": 17800,
                     *         "currency": "USD",
                     *         "formatted": "$178.00"
                     *       },
                     *       "taxTotal": {
                     *         "amount": 1291,
                     *         "currency": "USD",
                     *         "formatted": "$12.91"
                     *       },
                     *       "total": {
                     *         "amount": 19091,
                     *         "currency": "USD",
                     *         "formatted": "$190.91"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["TaxCalculation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["PlanRequired"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["IdempotencyKeyInUse"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listPaymentMethods: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The `ETag` of an answer already held: the API answers 304 without a body while it is
                 * still current.
                 * @example "q3Zk8b0v2mWl5sYJ1cX7tR4nE9d"
                 */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /**
                 * @description The store's publishable key, `pk_live_…`. It is the credential of the public surface and
                 * travels in the path (so a storefront can use plain links and a CDN can cache per store), which is why
                 * public operations declare no security scheme (`security: []`). It is safe in a browser: it only reads
                 * the catalogue and acts on the carts and sessions whose tokens the caller holds.
                 * @example pk_live_3kQ9wXr2LmP7vT4nB8sZ1cY6dF0gH5jA
                 */
                publishableKey: components["parameters"]["PublishableKey"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The methods */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "Cache-Tag": components["headers"]["CacheTag"];
                    "Surrogate-Key": components["headers"]["SurrogateKey"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "card",
                     *           "name": "Credit or debit card",
                     *           "requiresPaymentToken": true
                     *         },
                     *         {
                     *           "id": "bank_transfer",
                     *           "name": "Bank transfer",
                     *           "requiresPaymentToken": false
                     *         }
                     *       ],
                     *       "hasMore": false
                     *     }
                     */
                    "application/json": components["schemas"]["PaymentMethodList"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["PlanRequired"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getProductFeed: {
        parameters: {
            query: {
                /** @description Which feed format. */
                platform: "google" | "meta";
                /** @description BCP 47 locale, for example `en-US`. */
                locale: string;
                /**
                 * @description The currency of the feed's prices, one of the store's currencies (else 400
                 * `currency_not_supported`); the store's default currency without it. Items without a price in it are
                 * left out.
                 */
                currency?: string;
                /**
                 * @description The storefront's address; product links become
                 * `{storeUrl}/products/{handle}?variant={variantId}`. Without it, links point at the public product
                 * resource.
                 */
                storeUrl?: string;
            };
            header?: {
                /** @description The ETag of a feed already fetched. */
                "If-None-Match"?: string;
            };
            path: {
                /**
                 * @description The store's publishable key, `pk_live_…`. It is the credential of the public surface and
                 * travels in the path (so a storefront can use plain links and a CDN can cache per store), which is why
                 * public operations declare no security scheme (`security: []`). It is safe in a browser: it only reads
                 * the catalogue and acts on the carts and sessions whose tokens the caller holds.
                 * @example pk_live_3kQ9wXr2LmP7vT4nB8sZ1cY6dF0gH5jA
                 */
                publishableKey: components["parameters"]["PublishableKey"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The feed */
            200: {
                headers: {
                    /**
                     * @description Version of the feed; send it back in If-None-Match to get 304 when nothing changed.
                     */
                    ETag?: string;
                    /** @description `public, max-age=900` */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example <?xml version="1.0" encoding="UTF-8"?>
                     *     <rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">
                     *     <channel>
                     *     <title>Demo Outfitters</title>
                     *     <link>https://shop.example.com</link>
                     *     <description>Demo Outfitters products (en)</description>
                     *     <item><g:id>MCS-M-NAVY</g:id><g:title>Merino Crew Sweater - M /
                     * Navy</g:title><g:description>Soft merino
                     * wool.</g:description><g:link>https://shop.example.com/products/merino-crew-sweater?variant=var_7hJ3kL9mN2pQ4rS6tU8vW0xY</g:link><g:image_link>https://cdn.example.com/mcs-navy.jpg</g:image_link><g:availability>in_stock</g:availability><g:price>89.00
                     * USD</g:price><g:condition>new</g:condition><g:brand>Demo
                     * Outfitters</g:brand><g:mpn>MCS-M-NAVY</g:mpn><g:item_group_id>prod_2bX9kQ7mLp4RtY6vN8wZ3cD5</g:item_group_id></item>
                     *     </channel>
                     *     </rss>
                     */
                    "application/rss+xml": string;
                    /**
                     * @example
                     * id,title,description,availability,condition,price,link,image_link,brand,item_group_id,gtin
                     *     MCS-M-NAVY,Merino Crew Sweater - M / Navy,Soft merino wool.,in stock,new,89.00
                     * USD,https://shop.example.com/products/merino-crew-sweater?variant=var_7hJ3kL9mN2pQ4rS6tU8vW0xY,https://cdn.example.com/mcs-navy.jpg,Demo
                     * Outfitters,prod_2bX9kQ7mLp4RtY6vN8wZ3cD5,
                     */
                    "text/csv": string;
                };
            };
            /** @description Not modified since the ETag sent in If-None-Match */
            304: {
                headers: {
                    /**
                     * @description Version of the feed; send it back in If-None-Match to get 304 when nothing changed.
                     */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["PlanRequired"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminListWebhooks: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 100. */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of endpoints (secrets are never shown again) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "whe_4Qz8rT2mXc9LpV7nB3kJ1sYd",
                     *           "url": "https://hooks.example.com/commerce",
                     *           "description": "Order sync",
                     *           "events": [
                     *             "order.paid",
                     *             "order.refunded"
                     *           ],
                     *           "enabled": true,
                     *           "disabledReason": null,
                     *           "createdAt": "2026-11-22T10:15:30.123Z",
                     *           "updatedAt": "2026-11-22T10:15:30.123Z"
                     *         }
                     *       ],
                     *       "hasMore": false
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["WebhookEndpoint"][];
                        hasMore: boolean;
                        nextCursor?: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminCreateWebhook: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the same key and body replay the first response (with
                 * `Idempotent-Replayed: true`). Kept 24 hours.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "url": "https://hooks.example.com/commerce",
                 *       "events": [
                 *         "order.paid",
                 *         "order.refunded"
                 *       ],
                 *       "description": "Order sync"
                 *     }
                 */
                "application/json": components["schemas"]["CreateWebhookRequest"];
            };
        };
        responses: {
            /** @description The endpoint and its secret */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "whe_4Qz8rT2mXc9LpV7nB3kJ1sYd",
                     *       "url": "https://hooks.example.com/commerce",
                     *       "description": "Order sync",
                     *       "events": [
                     *         "order.paid",
                     *         "order.refunded"
                     *       ],
                     *       "enabled": true,
                     *       "disabledReason": null,
                     *       "createdAt": "2026-11-22T10:15:30.123Z",
                     *       "updatedAt": "2026-11-22T10:15:30.123Z",
                     *       "secret": "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookEndpointWithSecret"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["IdempotencyKeyInUse"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminGetWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The webhook endpoint id (`whe_…`). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The endpoint */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "whe_4Qz8rT2mXc9LpV7nB3kJ1sYd",
                     *       "url": "https://hooks.example.com/commerce",
                     *       "description": "Order sync",
                     *       "events": [
                     *         "order.paid",
                     *         "order.refunded"
                     *       ],
                     *       "enabled": true,
                     *       "disabledReason": null,
                     *       "createdAt": "2026-11-22T10:15:30.123Z",
                     *       "updatedAt": "2026-11-22T10:15:30.123Z"
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminDeleteWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The webhook endpoint id (`whe_…`). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed; pending retries end */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminUpdateWebhook: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the same key and body replay the first response (with
                 * `Idempotent-Replayed: true`). Kept 24 hours.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The webhook endpoint id (`whe_…`). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "enabled": false
                 *     }
                 */
                "application/json": components["schemas"]["UpdateWebhookRequest"];
            };
        };
        responses: {
            /** @description The endpoint */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "whe_4Qz8rT2mXc9LpV7nB3kJ1sYd",
                     *       "url": "https://hooks.example.com/commerce",
                     *       "description": "Order sync",
                     *       "events": [
                     *         "order.paid",
                     *         "order.refunded"
                     *       ],
                     *       "enabled": false,
                     *       "disabledReason": "disabled_by_user",
                     *       "createdAt": "2026-11-22T10:15:30.123Z",
                     *       "updatedAt": "2026-11-22T10:15:30.123Z"
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["IdempotencyKeyInUse"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminListWebhookDeliveries: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 100. */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page. */
                cursor?: components["parameters"]["Cursor"];
                status?: "pending" | "succeeded" | "failed" | "cancelled";
                eventId?: string;
            };
            header?: never;
            path: {
                /** @description The webhook endpoint id (`whe_…`). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of deliveries */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "whd_8sK2pQ9xL4mV7cB1nT6rY3dZ",
                     *           "endpointId": "whe_4Qz8rT2mXc9LpV7nB3kJ1sYd",
                     *           "eventId": "evt_2Hk9Lm4Qx7Rt1Vb8Nc3Zs6Pd",
                     *           "eventType": "order.paid",
                     *           "status": "succeeded",
                     *           "attemptCount": 2,
                     *           "lastStatusCode": 200,
                     *           "lastError": null,
                     *           "nextRetryAt": null,
                     *           "createdAt": "2026-11-22T10:15:30.123Z",
                     *           "updatedAt": "2026-11-22T10:15:36.456Z",
                     *           "completedAt": "2026-11-22T10:15:36.456Z",
                     *           "attempts": [
                     *             {
                     *               "number": 1,
                     *               "attemptedAt": "2026-11-22T10:15:30.200Z",
                     *               "durationMs": 84,
                     *               "statusCode": 503,
                     *               "responseBody": "upstream busy",
                     *               "error": "HTTP 503",
                     *               "nextRetryAt": "2026-11-22T10:15:35.400Z"
                     *             },
                     *             {
                     *               "number": 2,
                     *               "attemptedAt": "2026-11-22T10:15:35.410Z",
                     *               "durationMs": 41,
                     *               "statusCode": 200,
                     *               "responseBody": "ok",
                     *               "error": null,
                     *               "nextRetryAt": null
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "hasMore": false
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["WebhookDelivery"][];
                        hasMore: boolean;
                        nextCursor?: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminRetryWebhookDelivery: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the same key and body replay the first response (with
                 * `Idempotent-Replayed: true`). Kept 24 hours.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The webhook endpoint id (`whe_…`). */
                id: string;
                /** @description The delivery id (`whd_…`). */
                deliveryId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The delivery, pending again */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "whd_8sK2pQ9xL4mV7cB1nT6rY3dZ",
                     *       "endpointId": "whe_4Qz8rT2mXc9LpV7nB3kJ1sYd",
                     *       "eventId": "evt_2Hk9Lm4Qx7Rt1Vb8Nc3Zs6Pd",
                     *       "eventType": "order.paid",
                     *       "status": "pending",
                     *       "attemptCount": 2,
                     *       "lastStatusCode": 200,
                     *       "lastError": null,
                     *       "nextRetryAt": null,
                     *       "createdAt": "2026-11-22T10:15:30.123Z",
                     *       "updatedAt": "2026-11-22T10:15:36.456Z",
                     *       "completedAt": null,
                     *       "attempts": [
                     *         {
                     *           "number": 1,
                     *           "attemptedAt": "2026-11-22T10:15:30.200Z",
                     *           "durationMs": 84,
                     *           "statusCode": 503,
                     *           "responseBody": "upstream busy",
                     *           "error": "HTTP 503",
                     *           "nextRetryAt": "2026-11-22T10:15:35.400Z"
                     *         },
                     *         {
                     *           "number": 2,
                     *           "attemptedAt": "2026-11-22T10:15:35.410Z",
                     *           "durationMs": 41,
                     *           "statusCode": 200,
                     *           "responseBody": "ok",
                     *           "error": null,
                     *           "nextRetryAt": null
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookDelivery"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            /** @description Temporal is unreachable; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "service_unavailable",
                     *         "message": "A backing service is unavailable right now; retry shortly.",
                     *         "requestId": "req_5f2c9d0e6b7a4c1d8e3f2a1b0c9d8e7f"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    adminSendTestWebhook: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the same key and body replay the first response (with
                 * `Idempotent-Replayed: true`). Kept 24 hours.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The webhook endpoint id (`whe_…`). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The test event and its delivery; follow it in the delivery log */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "eventId": "evt_2Hk9Lm4Qx7Rt1Vb8Nc3Zs6Pd",
                     *       "deliveryId": "whd_8sK2pQ9xL4mV7cB1nT6rY3dZ"
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookTestResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminRotateWebhookSecret: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the same key and body replay the first response (with
                 * `Idempotent-Replayed: true`). Kept 24 hours.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The webhook endpoint id (`whe_…`). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new secret */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "secret": "whsec_C2FVsBQIhrscChlQIMV+b5sSYspob7oD",
                     *       "previousSecretExpiresAt": "2026-11-23T10:15:30.123Z"
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookSecret"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["IdempotencyKeyInUse"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminListEvents: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 100. */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page. */
                cursor?: components["parameters"]["Cursor"];
                type?: components["schemas"]["EventType"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of events */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "evt_2Hk9Lm4Qx7Rt1Vb8Nc3Zs6Pd",
                     *           "type": "order.paid",
                     *           "createdAt": "2026-11-22T10:15:30.123Z",
                     *           "storeId": "str_7Yt3Kp9Lm2Qx8Rv4Nb6Cz1Wd",
                     *           "apiVersion": "v3",
                     *           "data": {
                     *             "object": {
                     *               "id": "ord_5Jw2Xc8Vb4Nm7Lk1Qp9Rt3Zs",
                     *               "status": "confirmed",
                     *               "paymentStatus": "paid",
                     *               "total": {
                     *                 "amount": 4599,
                     *                 "currency": "USD",
                     *                 "formatted": "$45.99"
                     *               },
                     *               "updatedAt": "2026-11-22T10:15:30.123Z"
                     *             }
                     *           }
                     *         }
                     *       ],
                     *       "hasMore": false
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Event"][];
                        hasMore: boolean;
                        nextCursor?: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminGetEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The event id (`evt_…`). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event, exactly as delivered */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "evt_2Hk9Lm4Qx7Rt1Vb8Nc3Zs6Pd",
                     *       "type": "order.paid",
                     *       "createdAt": "2026-11-22T10:15:30.123Z",
                     *       "storeId": "str_7Yt3Kp9Lm2Qx8Rv4Nb6Cz1Wd",
                     *       "apiVersion": "v3",
                     *       "data": {
                     *         "object": {
                     *           "id": "ord_5Jw2Xc8Vb4Nm7Lk1Qp9Rt3Zs",
                     *           "status": "confirmed",
                     *           "paymentStatus": "paid",
                     *           "total": {
                     *             "amount": 4599,
                     *             "currency": "USD",
                     *             "formatted": "$45.99"
                     *           },
                     *           "updatedAt": "2026-11-22T10:15:30.123Z"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Event"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    submitCheckout: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The visitor's cart token: generated once by the client, 16 to 128 characters of A-Z,
                 * a-z, 0-9, `_` and `-`.
                 * @example c1a7e9f0-visitor-42b8
                 */
                "X-Cart-Token": components["parameters"]["CartToken"];
                /**
                 * @description Required: the same key and body replay the first response; a different body answers 422
                 * `idempotency_key_reused`.
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKeyRequired"];
            };
            path: {
                /**
                 * @description The store's publishable key, `pk_live_…`. It is the credential of the public surface and
                 * travels in the path (so a storefront can use plain links and a CDN can cache per store), which is why
                 * public operations declare no security scheme (`security: []`). It is safe in a browser: it only reads
                 * the catalogue and acts on the carts and sessions whose tokens the caller holds.
                 * @example pk_live_3kQ9wXr2LmP7vT4nB8sZ1cY6dF0gH5jA
                 */
                publishableKey: components["parameters"]["PublishableKey"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "paymentMethod": "card",
                 *       "paymentToken": "tok_visa"
                 *     }
                 */
                "application/json": components["schemas"]["SubmitCheckoutRequest"];
            };
        };
        responses: {
            /** @description The order, created (and paid, for cards) within a few seconds */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "ord_7c1e0f4a2b9d4e8f9a0b1c2d3e4f5a6b",
                     *       "number": 1001,
                     *       "status": "confirmed",
                     *       "paymentStatus": "paid",
                     *       "fulfillmentStatus": "unfulfilled",
                     *       "email": "ada@example.com",
                     *       "currency": "USD",
                     *       "paymentMethod": "card",
                     *       "total": {
                     *         "amount": 18300,
                     *         "currency": "USD",
                     *         "formatted": "$183.00"
                     *       },
                     *       "createdAt": "2026-11-22T10:15:30.123Z",
                     *       "updatedAt": "2026-11-22T10:15:30.456Z",
                     *       "cartId": "cart_4fH8kLm2Qx9ZtB7nVw3Yc1Rd",
                     *       "lines": [
                     *         {
                     *           "id": "li_8sK2mP4qR6tV8xZ0bD2fH4jL",
                     *           "productId": "prod_2bX9kQ7mLp4RtY6vN8wZ3cD5",
                     *           "variantId": "var_7hJ3kL9mN2pQ4rS6tU8vW0xY",
                     *           "title": "Merino Crew Sweater",
                     *           "variantTitle": "M / Navy",
                     *           "sku": "MCS-M-NAVY",
                     *           "imageUrl": "https://cdn.example.com/mcs-navy.jpg",
                     *           "quantity": 2,
                     *           "unitPrice": {
                     *             "amount": 8900,
                     *             "currency": "USD",
                     *             "formatted": "$89.00"
                     *           },
                     *           "subtotal": {
                     *             "amount": 17800,
                     *             "currency": "USD",
                     *             "formatted": "$178.00"
                     *           },
                     *           "discount": {
                     *             "amount": 0,
                     *             "currency": "USD",
                     *             "formatted": "$0.00"
                     *           },
                     *           "tax": {
                     *             "amount": 0,
                     *             "currency": "USD",
                     *             "formatted": "$0.00"
                     *           },
                     *           "total": {
                     *             "amount": 17800,
                     *             "currency": "USD",
                     *             "formatted": "$178.00"
                     *           },
                     *           "fulfilledQuantity": 0,
                     *           "refundedQuantity": 0
                     *         }
                     *       ],
                     *       "subtotal": {
                     *         "amount": 17800,
                     *         "currency": "USD",
                     *         "formatted": "$178.00"
                     *       },
                     *       "discountTotal": {
                     *         "amount": 0,
                     *         "currency": "USD",
                     *         "formatted": "$0.00"
                     *       },
                     *       "shippingTotal": {
                     *         "amount": 500,
                     *         "currency": "USD",
                     *         "formatted": "$5.00"
                     *       },
                     *       "taxTotal": {
                     *         "amount": 0,
                     *         "currency": "USD",
                     *         "formatted": "$0.00"
                     *       },
                     *       "capturedAmount": {
                     *         "amount": 18300,
                     *         "currency": "USD",
                     *         "formatted": "$183.00"
                     *       },
                     *       "refundedAmount": {
                     *         "amount": 0,
                     *         "currency": "USD",
                     *         "formatted": "$0.00"
                     *       },
                     *       "discountCode": null,
                     *       "shippingAddress": {
                     *         "firstName": "Ada",
                     *         "lastName": "Lovelace",
                     *         "line1": "12 St James's Square",
                     *         "city": "London",
                     *         "postalCode": "SW1Y 4JH",
                     *         "country": "GB"
                     *       },
                     *       "billingAddress": null,
                     *       "shippingOption": {
                     *         "id": "ship_9kLm2Qx9ZtB7nVw3Yc1RdAb",
                     *         "name": "Standard",
                     *         "amount": 500
                     *       },
                     *       "note": null,
                     *       "payments": [
                     *         {
                     *           "id": "pay_1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d",
                     *           "provider": "test",
                     *           "method": "card",
                     *           "status": "captured",
                     *           "amount": {
                     *             "amount": 18300,
                     *             "currency": "USD",
                     *             "formatted": "$183.00"
                     *           },
                     *           "declineCode": null,
                     *           "createdAt": "2026-11-22T10:15:30.123Z"
                     *         }
                     *       ],
                     *       "refunds": [],
                     *       "fulfilments": [],
                     *       "cancelReason": null,
                     *       "cancelledAt": null
                     *     }
                     */
                    "application/json": components["schemas"]["ShopperOrder"];
                };
            };
            /** @description Still processing, or waiting on the shopper (requires_action): the checkout state */
            202: {
                headers: {
                    /** @description The checkout to poll (`getCheckout`, with the same cart token) until it settles. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "cartId": "cart_4fH8kLm2Qx9ZtB7nVw3Yc1Rd",
                     *       "status": "requires_action",
                     *       "missing": [],
                     *       "email": "ada@example.com",
                     *       "shippingAddress": {
                     *         "firstName": "Ada",
                     *         "lastName": "Lovelace",
                     *         "line1": "12 St James's Square",
                     *         "city": "London",
                     *         "postalCode": "SW1Y 4JH",
                     *         "country": "GB"
                     *       },
                     *       "billingAddress": null,
                     *       "note": null,
                     *       "shippingOption": {
                     *         "id": "ship_9kLm2Qx9ZtB7nVw3Yc1RdAb",
                     *         "name": "Standard",
                     *         "amount": {
                     *           "amount": 500,
                     *           "currency": "USD",
                     *           "formatted": "$5.00"
                     *         }
                     *       },
                     *       "discountCode": null,
                     *       "subtotal": {
                     *         "amount": 17800,
                     *         "currency": "USD",
                     *         "formatted": "$178.00"
                     *       },
                     *       "discountTotal": {
                     *         "amount": 0,
                     *         "currency": "USD",
                     *         "formatted": "$0.00"
                     *       },
                     *       "shippingTotal": {
                     *         "amount": 500,
                     *         "currency": "USD",
                     *         "formatted": "$5.00"
                     *       },
                     *       "taxTotal": {
                     *         "amount": 0,
                     *         "currency": "USD",
                     *         "formatted": "$0.00"
                     *       },
                     *       "total": {
                     *         "amount": 18300,
                     *         "currency": "USD",
                     *         "formatted": "$183.00"
                     *       },
                     *       "orderId": "ord_7c1e0f4a2b9d4e8f9a0b1c2d3e4f5a6b",
                     *       "error": null,
                     *       "nextAction": {
                     *         "type": "confirm_payment",
                     *         "paymentId": "pay_1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d"
                     *       },
                     *       "workflowId": "checkout-cart_4fH8kLm2Qx9ZtB7nVw3Yc1Rd"
                     *     }
                     */
                    "application/json": components["schemas"]["CheckoutState"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentDeclined"];
            403: components["responses"]["PlanRequired"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            424: components["responses"]["PaymentProviderError"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            /**
             * @description Nothing can have started: Temporal or the database was out of reach before the submit was
             * sent, so nothing was reserved or charged; retry shortly (same Idempotency-Key)
             */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "service_unavailable",
                     *         "message": "Checkout is unavailable right now; nothing was charged. Retry shortly.",
                     *         "requestId": "req_5f2c9d0e6b7a4c1d8e3f2a1b0c9d8e7f"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    confirmPayment: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the same key and body replay the first response (with
                 * `Idempotent-Replayed: true`). Kept 24 hours.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The store's publishable key, `pk_live_…`. It is the credential of the public surface and
                 * travels in the path (so a storefront can use plain links and a CDN can cache per store), which is why
                 * public operations declare no security scheme (`security: []`). It is safe in a browser: it only reads
                 * the catalogue and acts on the carts and sessions whose tokens the caller holds.
                 * @example pk_live_3kQ9wXr2LmP7vT4nB8sZ1cY6dF0gH5jA
                 */
                publishableKey: components["parameters"]["PublishableKey"];
                paymentId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "result": "succeeded"
                 *     }
                 */
                "application/json": components["schemas"]["ConfirmPaymentRequest"];
            };
        };
        responses: {
            /** @description The order, created (and paid, for cards) within a few seconds */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "ord_7c1e0f4a2b9d4e8f9a0b1c2d3e4f5a6b",
                     *       "number": 1001,
                     *       "status": "confirmed",
                     *       "paymentStatus": "paid",
                     *       "fulfillmentStatus": "unfulfilled",
                     *       "email": "ada@example.com",
                     *       "currency": "USD",
                     *       "paymentMethod": "card",
                     *       "total": {
                     *         "amount": 18300,
                     *         "currency": "USD",
                     *         "formatted": "$183.00"
                     *       },
                     *       "createdAt": "2026-11-22T10:15:30.123Z",
                     *       "updatedAt": "2026-11-22T10:15:30.456Z",
                     *       "cartId": "cart_4fH8kLm2Qx9ZtB7nVw3Yc1Rd",
                     *       "lines": [
                     *         {
                     *           "id": "li_8sK2mP4qR6tV8xZ0bD2fH4jL",
                     *           "productId": "prod_2bX9kQ7mLp4RtY6vN8wZ3cD5",
                     *           "variantId": "var_7hJ3kL9mN2pQ4rS6tU8vW0xY",
                     *           "title": "Merino Crew Sweater",
                     *           "variantTitle": "M / Navy",
                     *           "sku": "MCS-M-NAVY",
                     *           "imageUrl": "https://cdn.example.com/mcs-navy.jpg",
                     *           "quantity": 2,
                     *           "unitPrice": {
                     *             "amount": 8900,
                     *             "currency": "USD",
                     *             "formatted": "$89.00"
                     *           },
                     *           "subtotal": {
                     *             "amount": 17800,
                     *             "currency": "USD",
                     *             "formatted": "$178.00"
                     *           },
                     *           "discount": {
                     *             "amount": 0,
                     *             "currency": "USD",
                     *             "formatted": "$0.00"
                     *           },
                     *           "tax": {
                     *             "amount": 0,
                     *             "currency": "USD",
                     *             "formatted": "$0.00"
                     *           },
                     *           "total": {
                     *             "amount": 17800,
                     *             "currency": "USD",
                     *             "formatted": "$178.00"
                     *           },
                     *           "fulfilledQuantity": 0,
                     *           "refundedQuantity": 0
                     *         }
                     *       ],
                     *       "subtotal": {
                     *         "amount": 17800,
                     *         "currency": "USD",
                     *         "formatted": "$178.00"
                     *       },
                     *       "discountTotal": {
                     *         "amount": 0,
                     *         "currency": "USD",
                     *         "formatted": "$0.00"
                     *       },
                     *       "shippingTotal": {
                     *         "amount": 500,
                     *         "currency": "USD",
                     *         "formatted": "$5.00"
                     *       },
                     *       "taxTotal": {
                     *         "amount": 0,
                     *         "currency": "USD",
                     *         "formatted": "$0.00"
                     *       },
                     *       "capturedAmount": {
                     *         "amount": 18300,
                     *         "currency": "USD",
                     *         "formatted": "$183.00"
                     *       },
                     *       "refundedAmount": {
                     *         "amount": 0,
                     *         "currency": "USD",
                     *         "formatted": "$0.00"
                     *       },
                     *       "discountCode": null,
                     *       "shippingAddress": {
                     *         "firstName": "Ada",
                     *         "lastName": "Lovelace",
                     *         "line1": "12 St James's Square",
                     *         "city": "London",
                     *         "postalCode": "SW1Y 4JH",
                     *         "country": "GB"
                     *       },
                     *       "billingAddress": null,
                     *       "shippingOption": {
                     *         "id": "ship_9kLm2Qx9ZtB7nVw3Yc1RdAb",
                     *         "name": "Standard",
                     *         "amount": 500
                     *       },
                     *       "note": null,
                     *       "payments": [
                     *         {
                     *           "id": "pay_1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d",
                     *           "provider": "test",
                     *           "method": "card",
                     *           "status": "captured",
                     *           "amount": {
                     *             "amount": 18300,
                     *             "currency": "USD",
                     *             "formatted": "$183.00"
                     *           },
                     *           "declineCode": null,
                     *           "createdAt": "2026-11-22T10:15:30.123Z"
                     *         }
                     *       ],
                     *       "refunds": [],
                     *       "fulfilments": [],
                     *       "cancelReason": null,
                     *       "cancelledAt": null
                     *     }
                     */
                    "application/json": components["schemas"]["ShopperOrder"];
                };
            };
            /** @description Still processing, or waiting on the shopper (requires_action): the checkout state */
            202: {
                headers: {
                    /** @description The checkout to poll (`getCheckout`, with the same cart token) until it settles. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "cartId": "cart_4fH8kLm2Qx9ZtB7nVw3Yc1Rd",
                     *       "status": "requires_action",
                     *       "missing": [],
                     *       "email": "ada@example.com",
                     *       "shippingAddress": {
                     *         "firstName": "Ada",
                     *         "lastName": "Lovelace",
                     *         "line1": "12 St James's Square",
                     *         "city": "London",
                     *         "postalCode": "SW1Y 4JH",
                     *         "country": "GB"
                     *       },
                     *       "billingAddress": null,
                     *       "note": null,
                     *       "shippingOption": {
                     *         "id": "ship_9kLm2Qx9ZtB7nVw3Yc1RdAb",
                     *         "name": "Standard",
                     *         "amount": {
                     *           "amount": 500,
                     *           "currency": "USD",
                     *           "formatted": "$5.00"
                     *         }
                     *       },
                     *       "discountCode": null,
                     *       "subtotal": {
                     *         "amount": 17800,
                     *         "currency": "USD",
                     *         "formatted": "$178.00"
                     *       },
                     *       "discountTotal": {
                     *         "amount": 0,
                     *         "currency": "USD",
                     *         "formatted": "$0.00"
                     *       },
                     *       "shippingTotal": {
                     *         "amount": 500,
                     *         "currency": "USD",
                     *         "formatted": "$5.00"
                     *       },
                     *       "taxTotal": {
                     *         "amount": 0,
                     *         "currency": "USD",
                     *         "formatted": "$0.00"
                     *       },
                     *       "total": {
                     *         "amount": 18300,
                     *         "currency": "USD",
                     *         "formatted": "$183.00"
                     *       },
                     *       "orderId": "ord_7c1e0f4a2b9d4e8f9a0b1c2d3e4f5a6b",
                     *       "error": null,
                     *       "nextAction": {
                     *         "type": "confirm_payment",
                     *         "paymentId": "pay_1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d"
                     *       },
                     *       "workflowId": "checkout-cart_4fH8kLm2Qx9ZtB7nVw3Yc1Rd"
                     *     }
                     */
                    "application/json": components["schemas"]["CheckoutState"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentDeclined"];
            403: components["responses"]["PlanRequired"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["OrderConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            424: components["responses"]["PaymentProviderError"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminListOrders: {
        parameters: {
            query?: {
                status?: "pending" | "confirmed" | "completed" | "cancelled";
                paymentStatus?: "pending" | "authorized" | "paid" | "partially_refunded" | "refunded" | "voided" | "failed";
                fulfillmentStatus?: "unfulfilled" | "partially_fulfilled" | "fulfilled";
                /** @description Created at or after (ISO 8601). */
                createdFrom?: components["schemas"]["StorableDateTime"];
                /** @description Created before (ISO 8601). */
                createdTo?: components["schemas"]["StorableDateTime"];
                email?: string;
                /** @description Text: order id, number, e-mail or name. */
                q?: string;
                /**
                 * @description Also list orders that are not placed: declined payments (`paymentStatus` `failed`) and
                 * card checkouts still waiting for their payment.
                 */
                includeAttempts?: boolean;
                /** @description Page size, 1 to 100. */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of orders */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "ord_7c1e0f4a2b9d4e8f9a0b1c2d3e4f5a6b",
                     *           "number": 1001,
                     *           "status": "confirmed",
                     *           "paymentStatus": "paid",
                     *           "fulfillmentStatus": "unfulfilled",
                     *           "allowedActions": [
                     *             "fulfil",
                     *             "refund",
                     *             "cancel"
                     *           ],
                     *           "email": "ada@example.com",
                     *           "currency": "USD",
                     *           "paymentMethod": "card",
                     *           "total": {
                     *             "amount": 18300,
                     *             "currency": "USD",
                     *             "formatted": "$183.00"
                     *           },
                     *           "createdAt": "2026-11-22T10:15:30.123Z",
                     *           "updatedAt": "2026-11-22T10:15:30.456Z",
                     *           "customerId": "cus_3kQ9wXr2LmP7vT4nB8sZ1cY6"
                     *         }
                     *       ],
                     *       "hasMore": true,
                     *       "nextCursor": "cur_eyJxIjoiW10iLCJwIjpbXX0.abc"
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["OrderSummary"][];
                        hasMore: boolean;
                        nextCursor?: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminGetOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "ord_7c1e0f4a2b9d4e8f9a0b1c2d3e4f5a6b",
                     *       "number": 1001,
                     *       "status": "confirmed",
                     *       "paymentStatus": "paid",
                     *       "fulfillmentStatus": "unfulfilled",
                     *       "allowedActions": [
                     *         "fulfil",
                     *         "refund",
                     *         "cancel"
                     *       ],
                     *       "email": "ada@example.com",
                     *       "customerId": "cus_3kQ9wXr2LmP7vT4nB8sZ1cY6",
                     *       "currency": "USD",
                     *       "paymentMethod": "card",
                     *       "total": {
                     *         "amount": 18300,
                     *         "currency": "USD",
                     *         "formatted": "$183.00"
                     *       },
                     *       "createdAt": "2026-11-22T10:15:30.123Z",
                     *       "updatedAt": "2026-11-22T10:15:30.456Z",
                     *       "cartId": "cart_4fH8kLm2Qx9ZtB7nVw3Yc1Rd",
                     *       "lines": [
                     *         {
                     *           "id": "li_8sK2mP4qR6tV8xZ0bD2fH4jL",
                     *           "productId": "prod_2bX9kQ7mLp4RtY6vN8wZ3cD5",
                     *           "variantId": "var_7hJ3kL9mN2pQ4rS6tU8vW0xY",
                     *           "title": "Merino Crew Sweater",
                     *           "variantTitle": "M / Navy",
                     *           "sku": "MCS-M-NAVY",
                     *           "imageUrl": "https://cdn.example.com/mcs-navy.jpg",
                     *           "quantity": 2,
                     *           "unitPrice": {
                     *             "amount": 8900,
                     *             "currency": "USD",
                     *             "formatted": "$89.00"
                     *           },
                     *           "subtotal": {
                     *             "amount": 17800,
                     *             "currency": "USD",
                     *             "formatted": "$178.00"
                     *           },
                     *           "discount": {
                     *             "amount": 0,
                     *             "currency": "USD",
                     *             "formatted": "$0.00"
                     *           },
                     *           "tax": {
                     *             "amount": 0,
                     *             "currency": "USD",
                     *             "formatted": "$0.00"
                     *           },
                     *           "total": {
                     *             "amount": 17800,
                     *             "currency": "USD",
                     *             "formatted": "$178.00"
                     *           },
                     *           "fulfilledQuantity": 0,
                     *           "refundedQuantity": 0
                     *         }
                     *       ],
                     *       "subtotal": {
                     *         "amount": 17800,
                     *         "currency": "USD",
                     *         "formatted": "$178.00"
                     *       },
                     *       "discountTotal": {
                     *         "amount": 0,
                     *         "currency": "USD",
                     *         "formatted": "$0.00"
                     *       },
                     *       "shippingTotal": {
                     *         "amount": 500,
                     *         "currency": "USD",
                     *         "formatted": "$5.00"
                     *       },
                     *       "taxTotal": {
                     *         "amount": 0,
                     *         "currency": "USD",
                     *         "formatted": "$0.00"
                     *       },
                     *       "capturedAmount": {
                     *         "amount": 18300,
                     *         "currency": "USD",
                     *         "formatted": "$183.00"
                     *       },
                     *       "refundedAmount": {
                     *         "amount": 0,
                     *         "currency": "USD",
                     *         "formatted": "$0.00"
                     *       },
                     *       "discountCode": null,
                     *       "shippingAddress": {
                     *         "firstName": "Ada",
                     *         "lastName": "Lovelace",
                     *         "line1": "12 St James's Square",
                     *         "city": "London",
                     *         "postalCode": "SW1Y 4JH",
                     *         "country": "GB"
                     *       },
                     *       "billingAddress": null,
                     *       "shippingOption": {
                     *         "id": "ship_9kLm2Qx9ZtB7nVw3Yc1RdAb",
                     *         "name": "Standard",
                     *         "amount": 500
                     *       },
                     *       "note": null,
                     *       "payments": [
                     *         {
                     *           "id": "pay_1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d",
                     *           "provider": "test",
                     *           "method": "card",
                     *           "status": "captured",
                     *           "amount": {
                     *             "amount": 18300,
                     *             "currency": "USD",
                     *             "formatted": "$183.00"
                     *           },
                     *           "declineCode": null,
                     *           "createdAt": "2026-11-22T10:15:30.123Z"
                     *         }
                     *       ],
                     *       "refunds": [],
                     *       "fulfilments": [],
                     *       "timeline": [
                     *         {
                     *           "type": "created",
                     *           "actor": "customer",
                     *           "message": "Order placed by ada@example.com",
                     *           "data": {},
                     *           "createdAt": "2026-11-22T10:15:30.123Z"
                     *         },
                     *         {
                     *           "type": "paid",
                     *           "actor": "system",
                     *           "message": "Payment captured",
                     *           "data": {
                     *             "amount": 18300
                     *           },
                     *           "createdAt": "2026-11-22T10:15:30.456Z"
                     *         }
                     *       ],
                     *       "workflow": {
                     *         "id": "order-ord_7c1e0f4a2b9d4e8f9a0b1c2d3e4f5a6b",
                     *         "url":
                     * "http://127.0.0.1:8233/namespaces/default/workflows/order-ord_7c1e0f4a2b9d4e8f9a0b1c2d3e4f5a6b"
                     *       },
                     *       "cancelReason": null,
                     *       "cancelledAt": null
                     *     }
                     */
                    "application/json": components["schemas"]["Order"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminFulfilOrder: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the same key and body replay the first response (with
                 * `Idempotent-Replayed: true`). Kept 24 hours.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                orderId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "items": [
                 *         {
                 *           "lineId": "li_8sK2mP4qR6tV8xZ0bD2fH4jL",
                 *           "quantity": 1
                 *         }
                 *       ],
                 *       "tracking": {
                 *         "carrier": "DHL",
                 *         "number": "JD014600006281230704",
                 *         "url": "https://www.dhl.com/track?JD014600006281230704"
                 *       },
                 *       "notifyCustomer": true
                 *     }
                 */
                "application/json": components["schemas"]["FulfilOrderRequest"];
            };
        };
        responses: {
            /** @description The order after the step */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "ord_7c1e0f4a2b9d4e8f9a0b1c2d3e4f5a6b",
                     *       "number": 1001,
                     *       "status": "confirmed",
                     *       "paymentStatus": "paid",
                     *       "fulfillmentStatus": "unfulfilled",
                     *       "allowedActions": [
                     *         "fulfil",
                     *         "refund",
                     *         "cancel"
                     *       ],
                     *       "email": "ada@example.com",
                     *       "customerId": "cus_3kQ9wXr2LmP7vT4nB8sZ1cY6",
                     *       "currency": "USD",
                     *       "paymentMethod": "card",
                     *       "total": {
                     *         "amount": 18300,
                     *         "currency": "USD",
                     *         "formatted": "$183.00"
                     *       },
                     *       "createdAt": "2026-11-22T10:15:30.123Z",
                     *       "updatedAt": "2026-11-22T10:15:30.456Z",
                     *       "cartId": "cart_4fH8kLm2Qx9ZtB7nVw3Yc1Rd",
                     *       "lines": [
                     *         {
                     *           "id": "li_8sK2mP4qR6tV8xZ0bD2fH4jL",
                     *           "productId": "prod_2bX9kQ7mLp4RtY6vN8wZ3cD5",
                     *           "variantId": "var_7hJ3kL9mN2pQ4rS6tU8vW0xY",
                     *           "title": "Merino Crew Sweater",
                     *           "variantTitle": "M / Navy",
                     *           "sku": "MCS-M-NAVY",
                     *           "imageUrl": "https://cdn.example.com/mcs-navy.jpg",
                     *           "quantity": 2,
                     *           "unitPrice": {
                     *             "amount": 8900,
                     *             "currency": "USD",
                     *             "formatted": "$89.00"
                     *           },
                     *           "subtotal": {
                     *             "amount": 17800,
                     *             "currency": "USD",
                     *             "formatted": "$178.00"
                     *           },
                     *           "discount": {
                     *             "amount": 0,
                     *             "currency": "USD",
                     *             "formatted": "$0.00"
                     *           },
                     *           "tax": {
                     *             "amount": 0,
                     *             "currency": "USD",
                     *             "formatted": "$0.00"
                     *           },
                     *           "total": {
                     *             "amount": 17800,
                     *             "currency": "USD",
                     *             "formatted": "$178.00"
                     *           },
                     *           "fulfilledQuantity": 0,
                     *           "refundedQuantity": 0
                     *         }
                     *       ],
                     *       "subtotal": {
                     *         "amount": 17800,
                     *         "currency": "USD",
                     *         "formatted": "$178.00"
                     *       },
                     *       "discountTotal": {
                     *         "amount": 0,
                     *         "currency": "USD",
                     *         "formatted": "$0.00"
                     *       },
                     *       "shippingTotal": {
                     *         "amount": 500,
                     *         "currency": "USD",
                     *         "formatted": "$5.00"
                     *       },
                     *       "taxTotal": {
                     *         "amount": 0,
                     *         "currency": "USD",
                     *         "formatted": "$0.00"
                     *       },
                     *       "capturedAmount": {
                     *         "amount": 18300,
                     *         "currency": "USD",
                     *         "formatted": "$183.00"
                     *       },
                     *       "refundedAmount": {
                     *         "amount": 0,
                     *         "currency": "USD",
                     *         "formatted": "$0.00"
                     *       },
                     *       "discountCode": null,
                     *       "shippingAddress": {
                     *         "firstName": "Ada",
                     *         "lastName": "Lovelace",
                     *         "line1": "12 St James's Square",
                     *         "city": "London",
                     *         "postalCode": "SW1Y 4JH",
                     *         "country": "GB"
                     *       },
                     *       "billingAddress": null,
                     *       "shippingOption": {
                     *         "id": "ship_9kLm2Qx9ZtB7nVw3Yc1RdAb",
                     *         "name": "Standard",
                     *         "amount": 500
                     *       },
                     *       "note": null,
                     *       "payments": [
                     *         {
                     *           "id": "pay_1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d",
                     *           "provider": "test",
                     *           "method": "card",
                     *           "status": "captured",
                     *           "amount": {
                     *             "amount": 18300,
                     *             "currency": "USD",
                     *             "formatted": "$183.00"
                     *           },
                     *           "declineCode": null,
                     *           "createdAt": "2026-11-22T10:15:30.123Z"
                     *         }
                     *       ],
                     *       "refunds": [],
                     *       "fulfilments": [],
                     *       "timeline": [
                     *         {
                     *           "type": "created",
                     *           "actor": "customer",
                     *           "message": "Order placed by ada@example.com",
                     *           "data": {},
                     *           "createdAt": "2026-11-22T10:15:30.123Z"
                     *         },
                     *         {
                     *           "type": "paid",
                     *           "actor": "system",
                     *           "message": "Payment captured",
                     *           "data": {
                     *             "amount": 18300
                     *           },
                     *           "createdAt": "2026-11-22T10:15:30.456Z"
                     *         }
                     *       ],
                     *       "workflow": {
                     *         "id": "order-ord_7c1e0f4a2b9d4e8f9a0b1c2d3e4f5a6b",
                     *         "url":
                     * "http://127.0.0.1:8233/namespaces/default/workflows/order-ord_7c1e0f4a2b9d4e8f9a0b1c2d3e4f5a6b"
                     *       },
                     *       "cancelReason": null,
                     *       "cancelledAt": null
                     *     }
                     */
                    "application/json": components["schemas"]["Order"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["OrderConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminRefundOrder: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Required: the same key and body replay the first response; a different body answers 422
                 * `idempotency_key_reused`.
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKeyRequired"];
            };
            path: {
                orderId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "items": [
                 *         {
                 *           "lineId": "li_8sK2mP4qR6tV8xZ0bD2fH4jL",
                 *           "quantity": 1
                 *         }
                 *       ],
                 *       "includeShipping": false,
                 *       "restock": true,
                 *       "reason": "Damaged in transit"
                 *     }
                 */
                "application/json": components["schemas"]["RefundOrderRequest"];
            };
        };
        responses: {
            /** @description The order after the step */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "ord_7c1e0f4a2b9d4e8f9a0b1c2d3e4f5a6b",
                     *       "number": 1001,
                     *       "status": "confirmed",
                     *       "paymentStatus": "paid",
                     *       "fulfillmentStatus": "unfulfilled",
                     *       "allowedActions": [
                     *         "fulfil",
                     *         "refund",
                     *         "cancel"
                     *       ],
                     *       "email": "ada@example.com",
                     *       "customerId": "cus_3kQ9wXr2LmP7vT4nB8sZ1cY6",
                     *       "currency": "USD",
                     *       "paymentMethod": "card",
                     *       "total": {
                     *         "amount": 18300,
                     *         "currency": "USD",
                     *         "formatted": "$183.00"
                     *       },
                     *       "createdAt": "2026-11-22T10:15:30.123Z",
                     *       "updatedAt": "2026-11-22T10:15:30.456Z",
                     *       "cartId": "cart_4fH8kLm2Qx9ZtB7nVw3Yc1Rd",
                     *       "lines": [
                     *         {
                     *           "id": "li_8sK2mP4qR6tV8xZ0bD2fH4jL",
                     *           "productId": "prod_2bX9kQ7mLp4RtY6vN8wZ3cD5",
                     *           "variantId": "var_7hJ3kL9mN2pQ4rS6tU8vW0xY",
                     *           "title": "Merino Crew Sweater",
                     *           "variantTitle": "M / Navy",
                     *           "sku": "MCS-M-NAVY",
                     *           "imageUrl": "https://cdn.example.com/mcs-navy.jpg",
                     *           "quantity": 2,
                     *           "unitPrice": {
                     *             "amount": 8900,
                     *             "currency": "USD",
                     *             "formatted": "$89.00"
                     *           },
                     *           "subtotal": {
                     *             "amount": 17800,
                     *             "currency": "USD",
                     *             "formatted": "$178.00"
                     *           },
                     *           "discount": {
                     *             "amount": 0,
                     *             "currency": "USD",
                     *             "formatted": "$0.00"
                     *           },
                     *           "tax": {
                     *             "amount": 0,
                     *             "currency": "USD",
                     *             "formatted": "$0.00"
                     *           },
                     *           "total": {
                     *             "amount": 17800,
                     *             "currency": "USD",
                     *             "formatted": "$178.00"
                     *           },
                     *           "fulfilledQuantity": 0,
                     *           "refundedQuantity": 0
                     *         }
                     *       ],
                     *       "subtotal": {
                     *         "amount": 17800,
                     *         "currency": "USD",
                     *         "formatted": "$178.00"
                     *       },
                     *       "discountTotal": {
                     *         "amount": 0,
                     *         "currency": "USD",
                     *         "formatted": "$0.00"
                     *       },
                     *       "shippingTotal": {
                     *         "amount": 500,
                     *         "currency": "USD",
                     *         "formatted": "$5.00"
                     *       },
                     *       "taxTotal": {
                     *         "amount": 0,
                     *         "currency": "USD",
                     *         "formatted": "$0.00"
                     *       },
                     *       "capturedAmount": {
                     *         "amount": 18300,
                     *         "currency": "USD",
                     *         "formatted": "$183.00"
                     *       },
                     *       "refundedAmount": {
                     *         "amount": 0,
                     *         "currency": "USD",
                     *         "formatted": "$0.00"
                     *       },
                     *       "discountCode": null,
                     *       "shippingAddress": {
                     *         "firstName": "Ada",
                     *         "lastName": "Lovelace",
                     *         "line1": "12 St James's Square",
                     *         "city": "London",
                     *         "postalCode": "SW1Y 4JH",
                     *         "country": "GB"
                     *       },
                     *       "billingAddress": null,
                     *       "shippingOption": {
                     *         "id": "ship_9kLm2Qx9ZtB7nVw3Yc1RdAb",
                     *         "name": "Standard",
                     *         "amount": 500
                     *       },
                     *       "note": null,
                     *       "payments": [
                     *         {
                     *           "id": "pay_1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d",
                     *           "provider": "test",
                     *           "method": "card",
                     *           "status": "captured",
                     *           "amount": {
                     *             "amount": 18300,
                     *             "currency": "USD",
                     *             "formatted": "$183.00"
                     *           },
                     *           "declineCode": null,
                     *           "createdAt": "2026-11-22T10:15:30.123Z"
                     *         }
                     *       ],
                     *       "refunds": [],
                     *       "fulfilments": [],
                     *       "timeline": [
                     *         {
                     *           "type": "created",
                     *           "actor": "customer",
                     *           "message": "Order placed by ada@example.com",
                     *           "data": {},
                     *           "createdAt": "2026-11-22T10:15:30.123Z"
                     *         },
                     *         {
                     *           "type": "paid",
                     *           "actor": "system",
                     *           "message": "Payment captured",
                     *           "data": {
                     *             "amount": 18300
                     *           },
                     *           "createdAt": "2026-11-22T10:15:30.456Z"
                     *         }
                     *       ],
                     *       "workflow": {
                     *         "id": "order-ord_7c1e0f4a2b9d4e8f9a0b1c2d3e4f5a6b",
                     *         "url":
                     * "http://127.0.0.1:8233/namespaces/default/workflows/order-ord_7c1e0f4a2b9d4e8f9a0b1c2d3e4f5a6b"
                     *       },
                     *       "cancelReason": null,
                     *       "cancelledAt": null
                     *     }
                     */
                    "application/json": components["schemas"]["Order"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["OrderConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            424: components["responses"]["PaymentProviderError"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminCancelOrder: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the same key and body replay the first response (with
                 * `Idempotent-Replayed: true`). Kept 24 hours.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                orderId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "reason": "Customer changed their mind"
                 *     }
                 */
                "application/json": components["schemas"]["CancelOrderRequest"];
            };
        };
        responses: {
            /** @description The order after the step */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "ord_7c1e0f4a2b9d4e8f9a0b1c2d3e4f5a6b",
                     *       "number": 1001,
                     *       "status": "confirmed",
                     *       "paymentStatus": "paid",
                     *       "fulfillmentStatus": "unfulfilled",
                     *       "allowedActions": [
                     *         "fulfil",
                     *         "refund",
                     *         "cancel"
                     *       ],
                     *       "email": "ada@example.com",
                     *       "customerId": "cus_3kQ9wXr2LmP7vT4nB8sZ1cY6",
                     *       "currency": "USD",
                     *       "paymentMethod": "card",
                     *       "total": {
                     *         "amount": 18300,
                     *         "currency": "USD",
                     *         "formatted": "$183.00"
                     *       },
                     *       "createdAt": "2026-11-22T10:15:30.123Z",
                     *       "updatedAt": "2026-11-22T10:15:30.456Z",
                     *       "cartId": "cart_4fH8kLm2Qx9ZtB7nVw3Yc1Rd",
                     *       "lines": [
                     *         {
                     *           "id": "li_8sK2mP4qR6tV8xZ0bD2fH4jL",
                     *           "productId": "prod_2bX9kQ7mLp4RtY6vN8wZ3cD5",
                     *           "variantId": "var_7hJ3kL9mN2pQ4rS6tU8vW0xY",
                     *           "title": "Merino Crew Sweater",
                     *           "variantTitle": "M / Navy",
                     *           "sku": "MCS-M-NAVY",
                     *           "imageUrl": "https://cdn.example.com/mcs-navy.jpg",
                     *           "quantity": 2,
                     *           "unitPrice": {
                     *             "amount": 8900,
                     *             "currency": "USD",
                     *             "formatted": "$89.00"
                     *           },
                     *           "subtotal": {
                     *             "amount": 17800,
                     *             "currency": "USD",
                     *             "formatted": "$178.00"
                     *           },
                     *           "discount": {
                     *             "amount": 0,
                     *             "currency": "USD",
                     *             "formatted": "$0.00"
                     *           },
                     *           "tax": {
                     *             "amount": 0,
                     *             "currency": "USD",
                     *             "formatted": "$0.00"
                     *           },
                     *           "total": {
                     *             "amount": 17800,
                     *             "currency": "USD",
                     *             "formatted": "$178.00"
                     *           },
                     *           "fulfilledQuantity": 0,
                     *           "refundedQuantity": 0
                     *         }
                     *       ],
                     *       "subtotal": {
                     *         "amount": 17800,
                     *         "currency": "USD",
                     *         "formatted": "$178.00"
                     *       },
                     *       "discountTotal": {
                     *         "amount": 0,
                     *         "currency": "USD",
                     *         "formatted": "$0.00"
                     *       },
                     *       "shippingTotal": {
                     *         "amount": 500,
                     *         "currency": "USD",
                     *         "formatted": "$5.00"
                     *       },
                     *       "taxTotal": {
                     *         "amount": 0,
                     *         "currency": "USD",
                     *         "formatted": "$0.00"
                     *       },
                     *       "capturedAmount": {
                     *         "amount": 18300,
                     *         "currency": "USD",
                     *         "formatted": "$183.00"
                     *       },
                     *       "refundedAmount": {
                     *         "amount": 0,
                     *         "currency": "USD",
                     *         "formatted": "$0.00"
                     *       },
                     *       "discountCode": null,
                     *       "shippingAddress": {
                     *         "firstName": "Ada",
                     *         "lastName": "Lovelace",
                     *         "line1": "12 St James's Square",
                     *         "city": "London",
                     *         "postalCode": "SW1Y 4JH",
                     *         "country": "GB"
                     *       },
                     *       "billingAddress": null,
                     *       "shippingOption": {
                     *         "id": "ship_9kLm2Qx9ZtB7nVw3Yc1RdAb",
                     *         "name": "Standard",
                     *         "amount": 500
                     *       },
                     *       "note": null,
                     *       "payments": [
                     *         {
                     *           "id": "pay_1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d",
                     *           "provider": "test",
                     *           "method": "card",
                     *           "status": "captured",
                     *           "amount": {
                     *             "amount": 18300,
                     *             "currency": "USD",
                     *             "formatted": "$183.00"
                     *           },
                     *           "declineCode": null,
                     *           "createdAt": "2026-11-22T10:15:30.123Z"
                     *         }
                     *       ],
                     *       "refunds": [],
                     *       "fulfilments": [],
                     *       "timeline": [
                     *         {
                     *           "type": "created",
                     *           "actor": "customer",
                     *           "message": "Order placed by ada@example.com",
                     *           "data": {},
                     *           "createdAt": "2026-11-22T10:15:30.123Z"
                     *         },
                     *         {
                     *           "type": "paid",
                     *           "actor": "system",
                     *           "message": "Payment captured",
                     *           "data": {
                     *             "amount": 18300
                     *           },
                     *           "createdAt": "2026-11-22T10:15:30.456Z"
                     *         }
                     *       ],
                     *       "workflow": {
                     *         "id": "order-ord_7c1e0f4a2b9d4e8f9a0b1c2d3e4f5a6b",
                     *         "url":
                     * "http://127.0.0.1:8233/namespaces/default/workflows/order-ord_7c1e0f4a2b9d4e8f9a0b1c2d3e4f5a6b"
                     *       },
                     *       "cancelReason": null,
                     *       "cancelledAt": null
                     *     }
                     */
                    "application/json": components["schemas"]["Order"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["OrderConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyKeyReused"];
            424: components["responses"]["PaymentProviderError"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminMarkOrderPaid: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the same key and body replay the first response (with
                 * `Idempotent-Replayed: true`). Kept 24 hours.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                orderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order after the step */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "ord_7c1e0f4a2b9d4e8f9a0b1c2d3e4f5a6b",
                     *       "number": 1001,
                     *       "status": "confirmed",
                     *       "paymentStatus": "paid",
                     *       "fulfillmentStatus": "unfulfilled",
                     *       "allowedActions": [
                     *         "fulfil",
                     *         "refund",
                     *         "cancel"
                     *       ],
                     *       "email": "ada@example.com",
                     *       "customerId": "cus_3kQ9wXr2LmP7vT4nB8sZ1cY6",
                     *       "currency": "USD",
                     *       "paymentMethod": "card",
                     *       "total": {
                     *         "amount": 18300,
                     *         "currency": "USD",
                     *         "formatted": "$183.00"
                     *       },
                     *       "createdAt": "2026-11-22T10:15:30.123Z",
                     *       "updatedAt": "2026-11-22T10:15:30.456Z",
                     *       "cartId": "cart_4fH8kLm2Qx9ZtB7nVw3Yc1Rd",
                     *       "lines": [
                     *         {
                     *           "id": "li_8sK2mP4qR6tV8xZ0bD2fH4jL",
                     *           "productId": "prod_2bX9kQ7mLp4RtY6vN8wZ3cD5",
                     *           "variantId": "var_7hJ3kL9mN2pQ4rS6tU8vW0xY",
                     *           "title": "Merino Crew Sweater",
                     *           "variantTitle": "M / Navy",
                     *           "sku": "MCS-M-NAVY",
                     *           "imageUrl": "https://cdn.example.com/mcs-navy.jpg",
                     *           "quantity": 2,
                     *           "unitPrice": {
                     *             "amount": 8900,
                     *             "currency": "USD",
                     *             "formatted": "$89.00"
                     *           },
                     *           "subtotal": {
                     *             "amount": 17800,
                     *             "currency": "USD",
                     *             "formatted": "$178.00"
                     *           },
                     *           "discount": {
                     *             "amount": 0,
                     *             "currency": "USD",
                     *             "formatted": "$0.00"
                     *           },
                     *           "tax": {
                     *             "amount": 0,
                     *             "currency": "USD",
                     *             "formatted": "$0.00"
                     *           },
                     *           "total": {
                     *             "amount": 17800,
                     *             "currency": "USD",
                     *             "formatted": "$178.00"
                     *           },
                     *           "fulfilledQuantity": 0,
                     *           "refundedQuantity": 0
                     *         }
                     *       ],
                     *       "subtotal": {
                     *         "amount": 17800,
                     *         "currency": "USD",
                     *         "formatted": "$178.00"
                     *       },
                     *       "discountTotal": {
                     *         "amount": 0,
                     *         "currency": "USD",
                     *         "formatted": "$0.00"
                     *       },
                     *       "shippingTotal": {
                     *         "amount": 500,
                     *         "currency": "USD",
                     *         "formatted": "$5.00"
                     *       },
                     *       "taxTotal": {
                     *         "amount": 0,
                     *         "currency": "USD",
                     *         "formatted": "$0.00"
                     *       },
                     *       "capturedAmount": {
                     *         "amount": 18300,
                     *         "currency": "USD",
                     *         "formatted": "$183.00"
                     *       },
                     *       "refundedAmount": {
                     *         "amount": 0,
                     *         "currency": "USD",
                     *         "formatted": "$0.00"
                     *       },
                     *       "discountCode": null,
                     *       "shippingAddress": {
                     *         "firstName": "Ada",
                     *         "lastName": "Lovelace",
                     *         "line1": "12 St James's Square",
                     *         "city": "London",
                     *         "postalCode": "SW1Y 4JH",
                     *         "country": "GB"
                     *       },
                     *       "billingAddress": null,
                     *       "shippingOption": {
                     *         "id": "ship_9kLm2Qx9ZtB7nVw3Yc1RdAb",
                     *         "name": "Standard",
                     *         "amount": 500
                     *       },
                     *       "note": null,
                     *       "payments": [
                     *         {
                     *           "id": "pay_1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d",
                     *           "provider": "test",
                     *           "method": "card",
                     *           "status": "captured",
                     *           "amount": {
                     *             "amount": 18300,
                     *             "currency": "USD",
                     *             "formatted": "$183.00"
                     *           },
                     *           "declineCode": null,
                     *           "createdAt": "2026-11-22T10:15:30.123Z"
                     *         }
                     *       ],
                     *       "refunds": [],
                     *       "fulfilments": [],
                     *       "timeline": [
                     *         {
                     *           "type": "created",
                     *           "actor": "customer",
                     *           "message": "Order placed by ada@example.com",
                     *           "data": {},
                     *           "createdAt": "2026-11-22T10:15:30.123Z"
                     *         },
                     *         {
                     *           "type": "paid",
                     *           "actor": "system",
                     *           "message": "Payment captured",
                     *           "data": {
                     *             "amount": 18300
                     *           },
                     *           "createdAt": "2026-11-22T10:15:30.456Z"
                     *         }
                     *       ],
                     *       "workflow": {
                     *         "id": "order-ord_7c1e0f4a2b9d4e8f9a0b1c2d3e4f5a6b",
                     *         "url":
                     * "http://127.0.0.1:8233/namespaces/default/workflows/order-ord_7c1e0f4a2b9d4e8f9a0b1c2d3e4f5a6b"
                     *       },
                     *       "cancelReason": null,
                     *       "cancelledAt": null
                     *     }
                     */
                    "application/json": components["schemas"]["Order"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["OrderConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    receiveStripeWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description `t=<timestamp>,v1=<HMAC-SHA256>` as Stripe signs. */
                "Stripe-Signature": string;
            };
            path: {
                storeId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_1QxYz2AbCdEfGhIjKlMnOpQr",
                 *       "object": "event",
                 *       "type": "charge.dispute.created",
                 *       "data": {
                 *         "object": {
                 *           "id": "dp_1QxYz2AbCdEfGhIj",
                 *           "object": "dispute",
                 *           "payment_intent": "pi_3QxYz2AbCdEfGhIj",
                 *           "reason": "fraudulent",
                 *           "status": "needs_response"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": {
                    id: string;
                    /** @constant */
                    object?: "event";
                    type: string;
                    data?: Record<string, never>;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Applied, acknowledged or replayed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "received": true,
                     *       "replayed": false
                     *     }
                     */
                    "application/json": components["schemas"]["ProviderWebhookReceipt"];
                };
            };
            /**
             * @description `webhook_signature_invalid`: the signature does not verify (or is older than 5 minutes);
             * nothing changed. `validation_failed`: not a Stripe event.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "webhook_signature_invalid",
                     *         "message": "The Stripe-Signature header does not verify for this store.",
                     *         "requestId": "req_5f2c9d0e6b7a4c1d8e3f2a1b0c9d8e7f"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `resource_not_found`: the store does not take payments through Stripe. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "resource_not_found",
                     *         "message": "Store str_8fK2mQ4xR7tV9zB1 does not take payments through Stripe.",
                     *         "requestId": "req_5f2c9d0e6b7a4c1d8e3f2a1b0c9d8e7f"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["IdempotencyKeyInUse"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyKeyReused"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminListStaff: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every member */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "stf_3Kp9Lm2Qx8Rv4Nb6Cz1Wd7Yt",
                     *           "email": "sam@example.com",
                     *           "name": "Sam",
                     *           "role": "staff",
                     *           "permissions": [
                     *             "orders"
                     *           ],
                     *           "totpEnabled": false,
                     *           "createdAt": "2026-11-26T10:15:30.123Z"
                     *         }
                     *       ],
                     *       "hasMore": false
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["StaffMember"][];
                        hasMore: boolean;
                        nextCursor?: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminInviteStaff: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the same key and body replay the first response (with
                 * `Idempotent-Replayed: true`). Kept 24 hours.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "sam@example.com",
                 *       "name": "Sam",
                 *       "role": "staff",
                 *       "permissions": [
                 *         "orders"
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** Format: email */
                    email: string;
                    name?: string;
                    role: components["schemas"]["StaffRole"];
                    /** @description Used for the `staff` role only; owners and admins hold theirs by role. */
                    permissions?: components["schemas"]["StaffPermission"][];
                };
            };
        };
        responses: {
            /** @description The new member */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "stf_3Kp9Lm2Qx8Rv4Nb6Cz1Wd7Yt",
                     *       "email": "sam@example.com",
                     *       "name": "Sam",
                     *       "role": "staff",
                     *       "permissions": [
                     *         "orders"
                     *       ],
                     *       "totpEnabled": false,
                     *       "createdAt": "2026-11-26T10:15:30.123Z"
                     *     }
                     */
                    "application/json": components["schemas"]["StaffMember"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminRemoveStaff: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description A staff member's id.
                 * @example stf_3Kp9Lm2Qx8Rv4Nb6Cz1Wd7Yt
                 */
                id: components["parameters"]["StaffId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminUpdateStaff: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the same key and body replay the first response (with
                 * `Idempotent-Replayed: true`). Kept 24 hours.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description A staff member's id.
                 * @example stf_3Kp9Lm2Qx8Rv4Nb6Cz1Wd7Yt
                 */
                id: components["parameters"]["StaffId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "role": "staff",
                 *       "permissions": [
                 *         "orders",
                 *         "customers"
                 *       ]
                 *     }
                 */
                "application/json": {
                    name?: string;
                    role?: components["schemas"]["StaffRole"];
                    /** @description Used for the `staff` role only; owners and admins hold theirs by role. */
                    permissions?: components["schemas"]["StaffPermission"][];
                };
            };
        };
        responses: {
            /** @description The member */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "stf_3Kp9Lm2Qx8Rv4Nb6Cz1Wd7Yt",
                     *       "email": "sam@example.com",
                     *       "name": "Sam",
                     *       "role": "staff",
                     *       "permissions": [
                     *         "orders",
                     *         "customers"
                     *       ],
                     *       "totpEnabled": false,
                     *       "createdAt": "2026-11-26T10:15:30.123Z"
                     *     }
                     */
                    "application/json": components["schemas"]["StaffMember"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminListAuditLog: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 100. */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page. */
                cursor?: components["parameters"]["Cursor"];
                actorId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of entries */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "aud_2Hk9Lm4Qx7Rt1Vb8Nc3Zs6Pd",
                     *           "actor": {
                     *             "type": "staff",
                     *             "id": "stf_3Kp9Lm2Qx8Rv4Nb6Cz1Wd7Yt",
                     *             "name": "Sam"
                     *           },
                     *           "operationId": "adminRefundOrder",
                     *           "method": "POST",
                     *           "path": "/v3/private/orders/ord_5Jw2Xc8Vb4Nm7Lk1Qp9Rt3Zs/refund",
                     *           "resourceId": "ord_5Jw2Xc8Vb4Nm7Lk1Qp9Rt3Zs",
                     *           "status": 202,
                     *           "ip": "203.0.113.7",
                     *           "createdAt": "2026-11-26T10:15:30.123Z"
                     *         }
                     *       ],
                     *       "hasMore": false
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["AuditEntry"][];
                        hasMore: boolean;
                        nextCursor?: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    requestStaffSignInLink: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "owner@example.com"
                 *     }
                 */
                "application/json": {
                    /** Format: email */
                    email: string;
                };
            };
        };
        responses: {
            /** @description A link is on its way if the address is a member */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "link_requested",
                     *       "message": "If this address belongs to a store's staff, a sign-in link is on its way. It
                     * works once and expires in 15 minutes."
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        status: "link_requested";
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["SessionInvalid"];
            403: components["responses"]["PlanRequired"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["IdempotencyKeyInUse"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getStaffSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "staff": {
                     *         "id": "stf_3Kp9Lm2Qx8Rv4Nb6Cz1Wd7Yt",
                     *         "email": "sam@example.com",
                     *         "name": "Sam",
                     *         "role": "owner",
                     *         "permissions": [
                     *           "catalogue",
                     *           "orders",
                     *           "customers",
                     *           "marketing",
                     *           "settings",
                     *           "webhooks"
                     *         ],
                     *         "totpEnabled": false,
                     *         "createdAt": "2026-11-26T10:15:30.123Z"
                     *       },
                     *       "store": {
                     *         "id": "str_7Yt3Kp9Lm2Qx8Rv4Nb6Cz1Wd",
                     *         "name": "Acme",
                     *         "currencies": [
                     *           "USD"
                     *         ],
                     *         "defaultCurrency": "USD"
                     *       },
                     *       "permissions": [
                     *         "catalogue",
                     *         "orders",
                     *         "customers",
                     *         "marketing",
                     *         "settings",
                     *         "webhooks",
                     *         "owner"
                     *       ],
                     *       "csrfToken": "q1Vb8Nc3Zs6Pd2Hk9Lm4Qx7Rt1Vb8Nc3Zs6Pd2Hk9L",
                     *       "expiresAt": "2026-11-26T12:15:30.123Z"
                     *     }
                     */
                    "application/json": components["schemas"]["StaffSession"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["SessionInvalid"];
            403: components["responses"]["PlanRequired"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createStaffSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "token": "Zs6Pd2Hk9Lm4Qx7Rt1Vb8Nc3Zs6Pd2Hk9Lm4Qx7Rt1V"
                 *     }
                 */
                "application/json": {
                    token: string;
                    totpCode?: string;
                };
            };
        };
        responses: {
            /** @description The session */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "staff": {
                     *         "id": "stf_3Kp9Lm2Qx8Rv4Nb6Cz1Wd7Yt",
                     *         "email": "sam@example.com",
                     *         "name": "Sam",
                     *         "role": "owner",
                     *         "permissions": [
                     *           "catalogue",
                     *           "orders",
                     *           "customers",
                     *           "marketing",
                     *           "settings",
                     *           "webhooks"
                     *         ],
                     *         "totpEnabled": false,
                     *         "createdAt": "2026-11-26T10:15:30.123Z"
                     *       },
                     *       "store": {
                     *         "id": "str_7Yt3Kp9Lm2Qx8Rv4Nb6Cz1Wd",
                     *         "name": "Acme",
                     *         "currencies": [
                     *           "USD"
                     *         ],
                     *         "defaultCurrency": "USD"
                     *       },
                     *       "permissions": [
                     *         "catalogue",
                     *         "orders",
                     *         "customers",
                     *         "marketing",
                     *         "settings",
                     *         "webhooks",
                     *         "owner"
                     *       ],
                     *       "csrfToken": "q1Vb8Nc3Zs6Pd2Hk9Lm4Qx7Rt1Vb8Nc3Zs6Pd2Hk9L",
                     *       "expiresAt": "2026-11-26T12:15:30.123Z"
                     *     }
                     */
                    "application/json": components["schemas"]["StaffSession"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["StaffSessionRefused"];
            403: components["responses"]["PlanRequired"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["IdempotencyKeyInUse"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteStaffSession: {
        parameters: {
            query?: never;
            header?: {
                "X-CSRF-Token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["SessionInvalid"];
            403: components["responses"]["PlanRequired"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    startStaffTotp: {
        parameters: {
            query?: never;
            header?: {
                "X-CSRF-Token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new secret, inactive until confirmed */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "secret": "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
                     *       "otpauthUrl":
                     * "otpauth://totp/Acme%3Aowner%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Acme"
                     *     }
                     */
                    "application/json": {
                        secret: string;
                        otpauthUrl: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["SessionInvalid"];
            403: components["responses"]["PlanRequired"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["IdempotencyKeyInUse"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    confirmStaffTotp: {
        parameters: {
            query?: never;
            header?: {
                "X-CSRF-Token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "code": "123456"
                 *     }
                 */
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description On */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "totpEnabled": true
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        totpEnabled: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["SessionInvalid"];
            403: components["responses"]["PlanRequired"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["IdempotencyKeyInUse"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminExportProducts: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the same key and body replay the first response (with
                 * `Idempotent-Replayed: true`). Kept 24 hours.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "format": "csv",
                 *       "filters": {}
                 *     }
                 */
                "application/json": components["schemas"]["ExportProductsRequest"];
            };
        };
        responses: {
            /** @description The export, started */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "exp_4Tz8Qm2Lk6Nw9Rb1Vc3Xy5Hd",
                     *       "kind": "products",
                     *       "format": "csv",
                     *       "filters": {},
                     *       "status": "running",
                     *       "rowsWritten": 0,
                     *       "byteSize": 0,
                     *       "failure": null,
                     *       "workflowId": "export-exp_4Tz8Qm2Lk6Nw9Rb1Vc3Xy5Hd",
                     *       "createdAt": "2026-11-26T10:15:30.123Z",
                     *       "updatedAt": "2026-11-26T10:15:41.456Z",
                     *       "completedAt": null,
                     *       "download": null
                     *     }
                     */
                    "application/json": components["schemas"]["Export"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["IdempotencyKeyInUse"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminGetProductsExport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The export id (`exp_…`).
                 * @example exp_4Tz8Qm2Lk6Nw9Rb1Vc3Xy5Hd
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The export */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "exp_4Tz8Qm2Lk6Nw9Rb1Vc3Xy5Hd",
                     *       "kind": "products",
                     *       "format": "csv",
                     *       "filters": {
                     *         "status": "completed",
                     *         "createdFrom": "2026-10-01T00:00:00Z",
                     *         "createdTo": "2026-11-01T00:00:00Z"
                     *       },
                     *       "status": "completed",
                     *       "rowsWritten": 1824,
                     *       "byteSize": 2411520,
                     *       "failure": null,
                     *       "workflowId": "export-exp_4Tz8Qm2Lk6Nw9Rb1Vc3Xy5Hd",
                     *       "createdAt": "2026-11-26T10:15:30.123Z",
                     *       "updatedAt": "2026-11-26T10:15:41.456Z",
                     *       "completedAt": "2026-11-26T10:15:41.456Z",
                     *       "download": {
                     *         "url":
                     * "https://api.example.com/v3/exports/exp_4Tz8Qm2Lk6Nw9Rb1Vc3Xy5Hd/download?expires=1795663000&signature=Yk3q9ZbV1d7m0QJxP2wS8tL4nR6cH5aE1fG3iK9oU0s",
                     *         "expiresAt": "2026-11-26T11:15:41.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Export"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminExportOrders: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the same key and body replay the first response (with
                 * `Idempotent-Replayed: true`). Kept 24 hours.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "format": "csv",
                 *       "filters": {}
                 *     }
                 */
                "application/json": components["schemas"]["ExportOrdersRequest"];
            };
        };
        responses: {
            /** @description The export, started */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "exp_4Tz8Qm2Lk6Nw9Rb1Vc3Xy5Hd",
                     *       "kind": "orders",
                     *       "format": "csv",
                     *       "filters": {},
                     *       "status": "running",
                     *       "rowsWritten": 0,
                     *       "byteSize": 0,
                     *       "failure": null,
                     *       "workflowId": "export-exp_4Tz8Qm2Lk6Nw9Rb1Vc3Xy5Hd",
                     *       "createdAt": "2026-11-26T10:15:30.123Z",
                     *       "updatedAt": "2026-11-26T10:15:41.456Z",
                     *       "completedAt": null,
                     *       "download": null
                     *     }
                     */
                    "application/json": components["schemas"]["Export"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["IdempotencyKeyInUse"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminGetOrdersExport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The export id (`exp_…`).
                 * @example exp_4Tz8Qm2Lk6Nw9Rb1Vc3Xy5Hd
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The export */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "exp_4Tz8Qm2Lk6Nw9Rb1Vc3Xy5Hd",
                     *       "kind": "orders",
                     *       "format": "csv",
                     *       "filters": {
                     *         "status": "completed",
                     *         "createdFrom": "2026-10-01T00:00:00Z",
                     *         "createdTo": "2026-11-01T00:00:00Z"
                     *       },
                     *       "status": "completed",
                     *       "rowsWritten": 1824,
                     *       "byteSize": 2411520,
                     *       "failure": null,
                     *       "workflowId": "export-exp_4Tz8Qm2Lk6Nw9Rb1Vc3Xy5Hd",
                     *       "createdAt": "2026-11-26T10:15:30.123Z",
                     *       "updatedAt": "2026-11-26T10:15:41.456Z",
                     *       "completedAt": "2026-11-26T10:15:41.456Z",
                     *       "download": {
                     *         "url":
                     * "https://api.example.com/v3/exports/exp_4Tz8Qm2Lk6Nw9Rb1Vc3Xy5Hd/download?expires=1795663000&signature=Yk3q9ZbV1d7m0QJxP2wS8tL4nR6cH5aE1fG3iK9oU0s",
                     *         "expiresAt": "2026-11-26T11:15:41.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Export"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminExportCustomers: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the same key and body replay the first response (with
                 * `Idempotent-Replayed: true`). Kept 24 hours.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "format": "csv",
                 *       "filters": {}
                 *     }
                 */
                "application/json": components["schemas"]["ExportCustomersRequest"];
            };
        };
        responses: {
            /** @description The export, started */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "exp_4Tz8Qm2Lk6Nw9Rb1Vc3Xy5Hd",
                     *       "kind": "customers",
                     *       "format": "csv",
                     *       "filters": {},
                     *       "status": "running",
                     *       "rowsWritten": 0,
                     *       "byteSize": 0,
                     *       "failure": null,
                     *       "workflowId": "export-exp_4Tz8Qm2Lk6Nw9Rb1Vc3Xy5Hd",
                     *       "createdAt": "2026-11-26T10:15:30.123Z",
                     *       "updatedAt": "2026-11-26T10:15:41.456Z",
                     *       "completedAt": null,
                     *       "download": null
                     *     }
                     */
                    "application/json": components["schemas"]["Export"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["IdempotencyKeyInUse"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminGetCustomersExport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The export id (`exp_…`).
                 * @example exp_4Tz8Qm2Lk6Nw9Rb1Vc3Xy5Hd
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The export */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "exp_4Tz8Qm2Lk6Nw9Rb1Vc3Xy5Hd",
                     *       "kind": "customers",
                     *       "format": "csv",
                     *       "filters": {
                     *         "status": "completed",
                     *         "createdFrom": "2026-10-01T00:00:00Z",
                     *         "createdTo": "2026-11-01T00:00:00Z"
                     *       },
                     *       "status": "completed",
                     *       "rowsWritten": 1824,
                     *       "byteSize": 2411520,
                     *       "failure": null,
                     *       "workflowId": "export-exp_4Tz8Qm2Lk6Nw9Rb1Vc3Xy5Hd",
                     *       "createdAt": "2026-11-26T10:15:30.123Z",
                     *       "updatedAt": "2026-11-26T10:15:41.456Z",
                     *       "completedAt": "2026-11-26T10:15:41.456Z",
                     *       "download": {
                     *         "url":
                     * "https://api.example.com/v3/exports/exp_4Tz8Qm2Lk6Nw9Rb1Vc3Xy5Hd/download?expires=1795663000&signature=Yk3q9ZbV1d7m0QJxP2wS8tL4nR6cH5aE1fG3iK9oU0s",
                     *         "expiresAt": "2026-11-26T11:15:41.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Export"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminExportStockLedger: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the same key and body replay the first response (with
                 * `Idempotent-Replayed: true`). Kept 24 hours.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "format": "csv",
                 *       "filters": {}
                 *     }
                 */
                "application/json": components["schemas"]["ExportStockLedgerRequest"];
            };
        };
        responses: {
            /** @description The export, started */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "exp_4Tz8Qm2Lk6Nw9Rb1Vc3Xy5Hd",
                     *       "kind": "stock_ledger",
                     *       "format": "csv",
                     *       "filters": {},
                     *       "status": "running",
                     *       "rowsWritten": 0,
                     *       "byteSize": 0,
                     *       "failure": null,
                     *       "workflowId": "export-exp_4Tz8Qm2Lk6Nw9Rb1Vc3Xy5Hd",
                     *       "createdAt": "2026-11-26T10:15:30.123Z",
                     *       "updatedAt": "2026-11-26T10:15:41.456Z",
                     *       "completedAt": null,
                     *       "download": null
                     *     }
                     */
                    "application/json": components["schemas"]["Export"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["IdempotencyKeyInUse"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminGetStockLedgerExport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The export id (`exp_…`).
                 * @example exp_4Tz8Qm2Lk6Nw9Rb1Vc3Xy5Hd
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The export */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "exp_4Tz8Qm2Lk6Nw9Rb1Vc3Xy5Hd",
                     *       "kind": "stock_ledger",
                     *       "format": "csv",
                     *       "filters": {
                     *         "status": "completed",
                     *         "createdFrom": "2026-10-01T00:00:00Z",
                     *         "createdTo": "2026-11-01T00:00:00Z"
                     *       },
                     *       "status": "completed",
                     *       "rowsWritten": 1824,
                     *       "byteSize": 2411520,
                     *       "failure": null,
                     *       "workflowId": "export-exp_4Tz8Qm2Lk6Nw9Rb1Vc3Xy5Hd",
                     *       "createdAt": "2026-11-26T10:15:30.123Z",
                     *       "updatedAt": "2026-11-26T10:15:41.456Z",
                     *       "completedAt": "2026-11-26T10:15:41.456Z",
                     *       "download": {
                     *         "url":
                     * "https://api.example.com/v3/exports/exp_4Tz8Qm2Lk6Nw9Rb1Vc3Xy5Hd/download?expires=1795663000&signature=Yk3q9ZbV1d7m0QJxP2wS8tL4nR6cH5aE1fG3iK9oU0s",
                     *         "expiresAt": "2026-11-26T11:15:41.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Export"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    downloadExport: {
        parameters: {
            query: {
                /** @description When the link expires (Unix seconds). */
                expires: number;
                /** @description The link's signature. */
                signature: string;
            };
            header?: never;
            path: {
                /** @description The export id (`exp_…`). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file */
            200: {
                headers: {
                    /** @description `attachment; filename="<kind>-<id>.<format>"` */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                    "application/x-ndjson": string;
                };
            };
            400: components["responses"]["BadRequest"];
            /**
             * @description `download_link_invalid`: the signature does not verify (a changed link, or one signed before
             * a key rotation).
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "download_link_invalid",
                     *         "message": "This download link is not valid; ask for the export again.",
                     *         "requestId": "req_5f2c9d0e6b7a4c1d8e3f2a1b0c9d8e7f"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            /** @description `download_link_expired`: the link's time is up; GET the export again for a fresh one. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "download_link_expired",
                     *         "message": "This download link has expired; GET the export again for a fresh link.",
                     *         "details": {
                     *           "expiredAt": "2026-11-26T11:15:41.000Z"
                     *         },
                     *         "requestId": "req_5f2c9d0e6b7a4c1d8e3f2a1b0c9d8e7f"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminBulkSetPrices: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the same key and body replay the first response (with
                 * `Idempotent-Replayed: true`). Kept 24 hours.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "items": [
                 *         {
                 *           "productId": "prod_2bX9kQ7mLp4RtY6vN8wZ3cD5",
                 *           "variantId": "var_7hJ3kL9mN2pQ4rS6tU8vW0xY",
                 *           "prices": [
                 *             {
                 *               "currency": "EUR",
                 *               "amount": 8900
                 *             }
                 *           ]
                 *         },
                 *         {
                 *           "productId": "prod_9zZ9zZ9zZ9zZ9zZ9zZ9zZ9zZ",
                 *           "variantId": "var_1aB2cD3eF4gH5iJ6kL7mN8oP",
                 *           "prices": [
                 *             {
                 *               "currency": "EUR",
                 *               "amount": 4500
                 *             }
                 *           ]
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["BulkSetPricesRequest"];
            };
        };
        responses: {
            /** @description One result per item (mixed successes and failures included) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "succeeded": 1,
                     *       "failed": 1,
                     *       "results": [
                     *         {
                     *           "index": 0,
                     *           "ok": true,
                     *           "result": {
                     *             "productId": "prod_2bX9kQ7mLp4RtY6vN8wZ3cD5",
                     *             "variantId": "var_7hJ3kL9mN2pQ4rS6tU8vW0xY",
                     *             "prices": [
                     *               {
                     *                 "amount": 8900,
                     *                 "currency": "EUR",
                     *                 "formatted": "€89.00"
                     *               }
                     *             ]
                     *           }
                     *         },
                     *         {
                     *           "index": 1,
                     *           "ok": false,
                     *           "error": {
                     *             "code": "resource_not_found",
                     *             "message": "No product with id prod_9zZ9zZ9zZ9zZ9zZ9zZ9zZ9zZ exists in this store."
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["BulkSetPricesResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["IdempotencyKeyInUse"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminBulkAdjustPrices: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the same key and body replay the first response (with
                 * `Idempotent-Replayed: true`). Kept 24 hours.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "items": [
                 *         {
                 *           "productId": "prod_2bX9kQ7mLp4RtY6vN8wZ3cD5",
                 *           "variantId": "var_7hJ3kL9mN2pQ4rS6tU8vW0xY",
                 *           "currency": "EUR",
                 *           "percent": -10
                 *         },
                 *         {
                 *           "productId": "prod_2bX9kQ7mLp4RtY6vN8wZ3cD5",
                 *           "variantId": "var_1aB2cD3eF4gH5iJ6kL7mN8oP",
                 *           "currency": "EUR",
                 *           "amount": 500
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["BulkAdjustPricesRequest"];
            };
        };
        responses: {
            /** @description One result per item (mixed successes and failures included) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "succeeded": 1,
                     *       "failed": 1,
                     *       "results": [
                     *         {
                     *           "index": 0,
                     *           "ok": true,
                     *           "result": {
                     *             "productId": "prod_2bX9kQ7mLp4RtY6vN8wZ3cD5",
                     *             "variantId": "var_7hJ3kL9mN2pQ4rS6tU8vW0xY",
                     *             "prices": [
                     *               {
                     *                 "amount": 8010,
                     *                 "currency": "EUR",
                     *                 "formatted": "€80.10"
                     *               }
                     *             ]
                     *           }
                     *         },
                     *         {
                     *           "index": 1,
                     *           "ok": false,
                     *           "error": {
                     *             "code": "validation_failed",
                     *             "message": "Variant MCS-L has no EUR price to change.",
                     *             "details": [
                     *               {
                     *                 "field": "currency",
                     *                 "code": "invalid",
                     *                 "message": "Variant MCS-L has no EUR price to change."
                     *               }
                     *             ]
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["BulkSetPricesResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["IdempotencyKeyInUse"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminBulkSetStock: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the same key and body replay the first response (with
                 * `Idempotent-Replayed: true`). Kept 24 hours.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "items": [
                 *         {
                 *           "productId": "prod_2bX9kQ7mLp4RtY6vN8wZ3cD5",
                 *           "variantId": "var_7hJ3kL9mN2pQ4rS6tU8vW0xY",
                 *           "set": 10,
                 *           "reason": "stock count"
                 *         },
                 *         {
                 *           "productId": "prod_9zZ9zZ9zZ9zZ9zZ9zZ9zZ9zZ",
                 *           "variantId": "var_1aB2cD3eF4gH5iJ6kL7mN8oP",
                 *           "set": 3
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["BulkSetStockRequest"];
            };
        };
        responses: {
            /** @description One result per item (mixed successes and failures included) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "succeeded": 1,
                     *       "failed": 1,
                     *       "results": [
                     *         {
                     *           "index": 0,
                     *           "ok": true,
                     *           "result": {
                     *             "productId": "prod_2bX9kQ7mLp4RtY6vN8wZ3cD5",
                     *             "variantId": "var_7hJ3kL9mN2pQ4rS6tU8vW0xY",
                     *             "sku": "MCS-M",
                     *             "onHand": 10,
                     *             "reserved": 2,
                     *             "available": 8,
                     *             "ledgerEntry": {
                     *               "id": "stk_7vB9nM1qW3eR5tY7uI9oP1aS",
                     *               "delta": -2,
                     *               "stockAfter": 10,
                     *               "reason": "damaged in warehouse",
                     *               "createdAt": "2026-11-22T10:15:30.123Z"
                     *             }
                     *           }
                     *         },
                     *         {
                     *           "index": 1,
                     *           "ok": false,
                     *           "error": {
                     *             "code": "resource_not_found",
                     *             "message": "No product with id prod_9zZ9zZ9zZ9zZ9zZ9zZ9zZ9zZ exists in this store."
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["BulkSetStockResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["IdempotencyKeyInUse"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminBulkSetStatus: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the same key and body replay the first response (with
                 * `Idempotent-Replayed: true`). Kept 24 hours.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "items": [
                 *         {
                 *           "productId": "prod_2bX9kQ7mLp4RtY6vN8wZ3cD5",
                 *           "status": "active"
                 *         },
                 *         {
                 *           "productId": "prod_9zZ9zZ9zZ9zZ9zZ9zZ9zZ9zZ",
                 *           "status": "archived"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["BulkSetStatusRequest"];
            };
        };
        responses: {
            /** @description One result per item (mixed successes and failures included) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "succeeded": 1,
                     *       "failed": 1,
                     *       "results": [
                     *         {
                     *           "index": 0,
                     *           "ok": true,
                     *           "result": {
                     *             "productId": "prod_2bX9kQ7mLp4RtY6vN8wZ3cD5",
                     *             "status": "active",
                     *             "updatedAt": "2026-11-26T10:15:30.123Z"
                     *           }
                     *         },
                     *         {
                     *           "index": 1,
                     *           "ok": false,
                     *           "error": {
                     *             "code": "resource_not_found",
                     *             "message": "No product with id prod_9zZ9zZ9zZ9zZ9zZ9zZ9zZ9zZ exists in this store."
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["BulkSetStatusResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["IdempotencyKeyInUse"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminListProductTranslations: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The product id (`prod_…`).
                 * @example prod_2bX9kQ7mLp4RtY6vN8wZ3cD5
                 */
                id: components["parameters"]["AdminProductId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The translations */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "defaultLanguage": "en",
                     *       "languages": [
                     *         "de"
                     *       ],
                     *       "data": [
                     *         {
                     *           "language": "de",
                     *           "title": "Merino-Pullover",
                     *           "description": "Weiche Merinowolle.",
                     *           "options": [
                     *             {
                     *               "name": "Größe",
                     *               "values": [
                     *                 "M",
                     *                 "L"
                     *               ]
                     *             }
                     *           ],
                     *           "variants": [
                     *             {
                     *               "id": "var_7hJ3kL9mN2pQ4rS6tU8vW0xY",
                     *               "title": "M"
                     *             }
                     *           ],
                     *           "updatedAt": "2026-11-22T10:15:30.123Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ProductTranslationList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminPutProductTranslation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The product id (`prod_…`).
                 * @example prod_2bX9kQ7mLp4RtY6vN8wZ3cD5
                 */
                id: components["parameters"]["AdminProductId"];
                /**
                 * @description One of the store's languages other than its default (else 422 `language_not_supported`).
                 * @example de
                 */
                language: components["parameters"]["TranslationLanguage"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "title": "Merino-Pullover",
                 *       "description": "Weiche Merinowolle.",
                 *       "options": [
                 *         {
                 *           "name": "Größe",
                 *           "values": [
                 *             "M",
                 *             "L"
                 *           ]
                 *         }
                 *       ],
                 *       "variants": [
                 *         {
                 *           "id": "var_7hJ3kL9mN2pQ4rS6tU8vW0xY",
                 *           "title": "M"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ProductTranslationInput"];
            };
        };
        responses: {
            /** @description The translation as stored */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "language": "de",
                     *       "title": "Merino-Pullover",
                     *       "description": "Weiche Merinowolle.",
                     *       "options": [
                     *         {
                     *           "name": "Größe",
                     *           "values": [
                     *             "M",
                     *             "L"
                     *           ]
                     *         }
                     *       ],
                     *       "variants": [
                     *         {
                     *           "id": "var_7hJ3kL9mN2pQ4rS6tU8vW0xY",
                     *           "title": "M"
                     *         }
                     *       ],
                     *       "updatedAt": "2026-11-22T10:15:30.123Z"
                     *     }
                     */
                    "application/json": components["schemas"]["ProductTranslation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The language is not one of the store's languages, or is its default language */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "language_not_supported",
                     *         "message": "The store does not sell in fr; add it to the store languages first
                     * (settings).",
                     *         "details": [
                     *           {
                     *             "field": "path.language",
                     *             "code": "language_not_supported",
                     *             "message": "language must be one of de"
                     *           }
                     *         ],
                     *         "requestId": "req_5f2c9d0e6b7a4c1d8e3f2a1b0c9d8e7f"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminDeleteProductTranslation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The product id (`prod_…`).
                 * @example prod_2bX9kQ7mLp4RtY6vN8wZ3cD5
                 */
                id: components["parameters"]["AdminProductId"];
                /**
                 * @description One of the store's languages other than its default (else 422 `language_not_supported`).
                 * @example de
                 */
                language: components["parameters"]["TranslationLanguage"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The language is not one of the store's languages, or is its default language */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "language_not_supported",
                     *         "message": "The store does not sell in fr; add it to the store languages first
                     * (settings).",
                     *         "details": [
                     *           {
                     *             "field": "path.language",
                     *             "code": "language_not_supported",
                     *             "message": "language must be one of de"
                     *           }
                     *         ],
                     *         "requestId": "req_5f2c9d0e6b7a4c1d8e3f2a1b0c9d8e7f"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminListCategoryTranslations: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The category id (`cat_…`).
                 * @example cat_3dF5gH7jK9lZ1xC3vB5nM7qW
                 */
                id: components["parameters"]["AdminCategoryId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The translations */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "defaultLanguage": "en",
                     *       "languages": [
                     *         "de"
                     *       ],
                     *       "data": [
                     *         {
                     *           "language": "de",
                     *           "name": "Pullover",
                     *           "description": "Warme Pullover aus Wolle.",
                     *           "updatedAt": "2026-11-22T10:15:30.123Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["CategoryTranslationList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminPutCategoryTranslation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The category id (`cat_…`).
                 * @example cat_3dF5gH7jK9lZ1xC3vB5nM7qW
                 */
                id: components["parameters"]["AdminCategoryId"];
                /**
                 * @description One of the store's languages other than its default (else 422 `language_not_supported`).
                 * @example de
                 */
                language: components["parameters"]["TranslationLanguage"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Pullover",
                 *       "description": "Warme Pullover aus Wolle."
                 *     }
                 */
                "application/json": components["schemas"]["CategoryTranslationInput"];
            };
        };
        responses: {
            /** @description The translation as stored */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "language": "de",
                     *       "name": "Pullover",
                     *       "description": "Warme Pullover aus Wolle.",
                     *       "updatedAt": "2026-11-22T10:15:30.123Z"
                     *     }
                     */
                    "application/json": components["schemas"]["CategoryTranslation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The language is not one of the store's languages, or is its default language */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "language_not_supported",
                     *         "message": "The store does not sell in fr; add it to the store languages first
                     * (settings).",
                     *         "details": [
                     *           {
                     *             "field": "path.language",
                     *             "code": "language_not_supported",
                     *             "message": "language must be one of de"
                     *           }
                     *         ],
                     *         "requestId": "req_5f2c9d0e6b7a4c1d8e3f2a1b0c9d8e7f"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminDeleteCategoryTranslation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The category id (`cat_…`).
                 * @example cat_3dF5gH7jK9lZ1xC3vB5nM7qW
                 */
                id: components["parameters"]["AdminCategoryId"];
                /**
                 * @description One of the store's languages other than its default (else 422 `language_not_supported`).
                 * @example de
                 */
                language: components["parameters"]["TranslationLanguage"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The language is not one of the store's languages, or is its default language */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "language_not_supported",
                     *         "message": "The store does not sell in fr; add it to the store languages first
                     * (settings).",
                     *         "details": [
                     *           {
                     *             "field": "path.language",
                     *             "code": "language_not_supported",
                     *             "message": "language must be one of de"
                     *           }
                     *         ],
                     *         "requestId": "req_5f2c9d0e6b7a4c1d8e3f2a1b0c9d8e7f"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminCreateImport: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the same key and body replay the first response (with
                 * `Idempotent-Replayed: true`). Kept 24 hours.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * @description The file as it is. As `application/x-ndjson`, each line is one `ImportProduct` (the schema below
         * describes a line).
         */
        requestBody: {
            content: {
                /**
                 * @example Handle,Title,Body (HTML),Vendor,Published,Option1 Name,Option1 Value,Variant SKU,Variant
                 * Price,Variant Price EUR,Variant Inventory Qty,Image Src,Category
                 *     merino-crew,Merino Crew
                 * Sweater,<p>Soft.</p>,Acme,TRUE,Size,M,MERINO-M,89.00,82.00,12,https://cdn.example.com/merino.jpg,Apparel
                 * > Sweaters
                 *     merino-crew,,,,,,L,MERINO-L,89.00,,0,,
                 */
                "text/csv": string;
                /**
                 * @example {
                 *       "handle": "merino-crew",
                 *       "title": "Merino Crew Sweater",
                 *       "status": "active",
                 *       "categories": [
                 *         "Apparel > Sweaters"
                 *       ],
                 *       "options": [
                 *         {
                 *           "name": "Size",
                 *           "values": [
                 *             "M",
                 *             "L"
                 *           ]
                 *         }
                 *       ],
                 *       "variants": [
                 *         {
                 *           "sku": "MERINO-M",
                 *           "optionValues": {
                 *             "Size": "M"
                 *           },
                 *           "prices": [
                 *             {
                 *               "currency": "USD",
                 *               "amount": 8900
                 *             },
                 *             {
                 *               "currency": "EUR",
                 *               "amount": 8200
                 *             }
                 *           ],
                 *           "stock": 12
                 *         },
                 *         {
                 *           "sku": "MERINO-L",
                 *           "optionValues": {
                 *             "Size": "L"
                 *           },
                 *           "prices": [
                 *             {
                 *               "currency": "USD",
                 *               "amount": 8900
                 *             }
                 *           ],
                 *           "stock": 0
                 *         }
                 *       ],
                 *       "media": [
                 *         {
                 *           "url": "https://cdn.example.com/merino.jpg",
                 *           "alt": "Merino crew"
                 *         }
                 *       ]
                 *     }
                 */
                "application/x-ndjson": components["schemas"]["ImportProduct"];
            };
        };
        responses: {
            /** @description The import, its dry run under way */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "imp_4Tg8Hk2Lm6Np0Qr3St7Vw1Xy",
                     *       "format": "csv",
                     *       "status": "validating",
                     *       "fileBytes": 1843200,
                     *       "totalRows": 0,
                     *       "totalProducts": 0,
                     *       "badRows": 0,
                     *       "rowsDone": 0,
                     *       "rowsFailed": 0,
                     *       "rowsPerSecond": null,
                     *       "estimatedSecondsLeft": null,
                     *       "productsCreated": 0,
                     *       "productsUpdated": 0,
                     *       "productsUnchanged": 0,
                     *       "failure": null,
                     *       "problemCount": 0,
                     *       "problems": [],
                     *       "createdAt": "2026-11-26T10:15:30.123Z",
                     *       "startedAt": null,
                     *       "finishedAt": null
                     *     }
                     */
                    "application/json": components["schemas"]["Import"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["IdempotencyKeyInUse"];
            /** @description The file is larger than IMPORT_MAX_MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "payload_too_large",
                     *         "message": "An import file may have at most 100 MiB.",
                     *         "requestId": "req_5f2c9d0e6b7a4c1d8e3f2a1b0c9d8e7f"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminGetImport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The import id (`imp_…`).
                 * @example imp_4Tg8Hk2Lm6Np0Qr3St7Vw1Xy
                 */
                importId: components["parameters"]["AdminImportId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The import */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "imp_4Tg8Hk2Lm6Np0Qr3St7Vw1Xy",
                     *       "format": "csv",
                     *       "status": "validated",
                     *       "fileBytes": 1843200,
                     *       "totalRows": 10000,
                     *       "totalProducts": 10000,
                     *       "badRows": 1,
                     *       "rowsDone": 0,
                     *       "rowsFailed": 0,
                     *       "rowsPerSecond": null,
                     *       "estimatedSecondsLeft": null,
                     *       "productsCreated": 0,
                     *       "productsUpdated": 0,
                     *       "productsUnchanged": 0,
                     *       "failure": null,
                     *       "problemCount": 1,
                     *       "problems": [
                     *         {
                     *           "line": 42,
                     *           "column": "Variant Price",
                     *           "reason": "\"12,50\" is not a USD price like 19.99",
                     *           "phase": "dry_run"
                     *         }
                     *       ],
                     *       "createdAt": "2026-11-26T10:15:30.123Z",
                     *       "startedAt": null,
                     *       "finishedAt": null
                     *     }
                     */
                    "application/json": components["schemas"]["Import"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminStartImport: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the same key and body replay the first response (with
                 * `Idempotent-Replayed: true`). Kept 24 hours.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The import id (`imp_…`).
                 * @example imp_4Tg8Hk2Lm6Np0Qr3St7Vw1Xy
                 */
                importId: components["parameters"]["AdminImportId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The import, its real run under way */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "imp_4Tg8Hk2Lm6Np0Qr3St7Vw1Xy",
                     *       "format": "csv",
                     *       "status": "importing",
                     *       "fileBytes": 1843200,
                     *       "totalRows": 10000,
                     *       "totalProducts": 10000,
                     *       "badRows": 1,
                     *       "rowsDone": 0,
                     *       "rowsFailed": 0,
                     *       "rowsPerSecond": null,
                     *       "estimatedSecondsLeft": null,
                     *       "productsCreated": 0,
                     *       "productsUpdated": 0,
                     *       "productsUnchanged": 0,
                     *       "failure": null,
                     *       "problemCount": 1,
                     *       "problems": [
                     *         {
                     *           "line": 42,
                     *           "column": "Variant Price",
                     *           "reason": "\"12,50\" is not a USD price like 19.99",
                     *           "phase": "dry_run"
                     *         }
                     *       ],
                     *       "createdAt": "2026-11-26T10:15:30.123Z",
                     *       "startedAt": null,
                     *       "finishedAt": null
                     *     }
                     */
                    "application/json": components["schemas"]["Import"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            /** @description The import is not waiting to be started */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_state_transition",
                     *         "message": "Cannot start the import while the import is validating.",
                     *         "details": {
                     *           "currentState": "validating",
                     *           "allowedActions": []
                     *         },
                     *         "requestId": "req_5f2c9d0e6b7a4c1d8e3f2a1b0c9d8e7f"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    checkGiftCardBalance: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the same key and body replay the first response (with
                 * `Idempotent-Replayed: true`). Kept 24 hours.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The store's publishable key, `pk_live_…`. It is the credential of the public surface and
                 * travels in the path (so a storefront can use plain links and a CDN can cache per store), which is why
                 * public operations declare no security scheme (`security: []`). It is safe in a browser: it only reads
                 * the catalogue and acts on the carts and sessions whose tokens the caller holds.
                 * @example pk_live_3kQ9wXr2LmP7vT4nB8sZ1cY6dF0gH5jA
                 */
                publishableKey: components["parameters"]["PublishableKey"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "code": "ACDE-FGHJ-KMNP-QX7K"
                 *     }
                 */
                "application/json": components["schemas"]["GiftCardCodeRequest"];
            };
        };
        responses: {
            /** @description The card's balance */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "last4": "QX7K",
                     *       "balance": {
                     *         "amount": 5000,
                     *         "currency": "USD",
                     *         "formatted": "$50.00"
                     *       },
                     *       "expiresAt": null
                     *     }
                     */
                    "application/json": components["schemas"]["GiftCardBalance"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["SessionInvalid"];
            403: components["responses"]["PlanRequired"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    applyCartGiftCard: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The visitor's cart token: generated once by the client, 16 to 128 characters of A-Z,
                 * a-z, 0-9, `_` and `-`.
                 * @example c1a7e9f0-visitor-42b8
                 */
                "X-Cart-Token": components["parameters"]["CartToken"];
                /**
                 * @description Makes a retry safe: the same key and body replay the first response (with
                 * `Idempotent-Replayed: true`). Kept 24 hours.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The store's publishable key, `pk_live_…`. It is the credential of the public surface and
                 * travels in the path (so a storefront can use plain links and a CDN can cache per store), which is why
                 * public operations declare no security scheme (`security: []`). It is safe in a browser: it only reads
                 * the catalogue and acts on the carts and sessions whose tokens the caller holds.
                 * @example pk_live_3kQ9wXr2LmP7vT4nB8sZ1cY6dF0gH5jA
                 */
                publishableKey: components["parameters"]["PublishableKey"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "code": "ACDE-FGHJ-KMNP-QX7K"
                 *     }
                 */
                "application/json": components["schemas"]["GiftCardCodeRequest"];
            };
        };
        responses: {
            /** @description The checkout with the card applied */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "cartId": "cart_4fH8kLm2Qx9ZtB7nVw3Yc1Rd",
                     *       "status": "ready",
                     *       "missing": [],
                     *       "email": "ada@example.com",
                     *       "shippingAddress": {
                     *         "firstName": "Ada",
                     *         "lastName": "Lovelace",
                     *         "line1": "12 St James's Square",
                     *         "city": "London",
                     *         "postalCode": "SW1Y 4JH",
                     *         "country": "GB"
                     *       },
                     *       "billingAddress": null,
                     *       "note": null,
                     *       "shippingOption": {
                     *         "id": "ship_9kLm2Qx9ZtB7nVw3Yc1RdAb",
                     *         "name": "Standard",
                     *         "amount": {
                     *           "amount": 500,
                     *           "currency": "USD",
                     *           "formatted": "$5.00"
                     *         }
                     *       },
                     *       "discountCode": null,
                     *       "subtotal": {
                     *         "amount": 17800,
                     *         "currency": "USD",
                     *         "formatted": "$178.00"
                     *       },
                     *       "discountTotal": {
                     *         "amount": 0,
                     *         "currency": "USD",
                     *         "formatted": "$0.00"
                     *       },
                     *       "shippingTotal": {
                     *         "amount": 500,
                     *         "currency": "USD",
                     *         "formatted": "$5.00"
                     *       },
                     *       "taxTotal": {
                     *         "amount": 0,
                     *         "currency": "USD",
                     *         "formatted": "$0.00"
                     *       },
                     *       "total": {
                     *         "amount": 18300,
                     *         "currency": "USD",
                     *         "formatted": "$183.00"
                     *       },
                     *       "orderId": null,
                     *       "error": null,
                     *       "nextAction": null,
                     *       "workflowId": null,
                     *       "appliedBalances": [
                     *         {
                     *           "id": "cab_5tG7hJ9kL1zX3cV5bN7mQ9wE",
                     *           "type": "gift_card",
                     *           "last4": "QX7K",
                     *           "balance": {
                     *             "amount": 5000,
                     *             "currency": "USD",
                     *             "formatted": "$50.00"
                     *           },
                     *           "amount": {
                     *             "amount": 5000,
                     *             "currency": "USD",
                     *             "formatted": "$50.00"
                     *           },
                     *           "remaining": {
                     *             "amount": 0,
                     *             "currency": "USD",
                     *             "formatted": "$0.00"
                     *           },
                     *           "unusableReason": null
                     *         }
                     *       ],
                     *       "amountDue": {
                     *         "amount": 13300,
                     *         "currency": "USD",
                     *         "formatted": "$133.00"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["CheckoutState"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["PlanRequired"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    removeCartBalance: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The visitor's cart token: generated once by the client, 16 to 128 characters of A-Z,
                 * a-z, 0-9, `_` and `-`.
                 * @example c1a7e9f0-visitor-42b8
                 */
                "X-Cart-Token": components["parameters"]["CartToken"];
            };
            path: {
                /**
                 * @description The store's publishable key, `pk_live_…`. It is the credential of the public surface and
                 * travels in the path (so a storefront can use plain links and a CDN can cache per store), which is why
                 * public operations declare no security scheme (`security: []`). It is safe in a browser: it only reads
                 * the catalogue and acts on the carts and sessions whose tokens the caller holds.
                 * @example pk_live_3kQ9wXr2LmP7vT4nB8sZ1cY6dF0gH5jA
                 */
                publishableKey: components["parameters"]["PublishableKey"];
                /**
                 * @description The applied balance's id (`cab_…`) from `appliedBalances`.
                 * @example cab_5tG7hJ9kL1zX3cV5bN7mQ9wE
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The checkout without it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "cartId": "cart_4fH8kLm2Qx9ZtB7nVw3Yc1Rd",
                     *       "status": "ready",
                     *       "missing": [],
                     *       "email": "ada@example.com",
                     *       "shippingAddress": {
                     *         "firstName": "Ada",
                     *         "lastName": "Lovelace",
                     *         "line1": "12 St James's Square",
                     *         "city": "London",
                     *         "postalCode": "SW1Y 4JH",
                     *         "country": "GB"
                     *       },
                     *       "billingAddress": null,
                     *       "note": null,
                     *       "shippingOption": {
                     *         "id": "ship_9kLm2Qx9ZtB7nVw3Yc1RdAb",
                     *         "name": "Standard",
                     *         "amount": {
                     *           "amount": 500,
                     *           "currency": "USD",
                     *           "formatted": "$5.00"
                     *         }
                     *       },
                     *       "discountCode": null,
                     *       "subtotal": {
                     *         "amount": 17800,
                     *         "currency": "USD",
                     *         "formatted": "$178.00"
                     *       },
                     *       "discountTotal": {
                     *         "amount": 0,
                     *         "currency": "USD",
                     *         "formatted": "$0.00"
                     *       },
                     *       "shippingTotal": {
                     *         "amount": 500,
                     *         "currency": "USD",
                     *         "formatted": "$5.00"
                     *       },
                     *       "taxTotal": {
                     *         "amount": 0,
                     *         "currency": "USD",
                     *         "formatted": "$0.00"
                     *       },
                     *       "total": {
                     *         "amount": 18300,
                     *         "currency": "USD",
                     *         "formatted": "$183.00"
                     *       },
                     *       "orderId": null,
                     *       "error": null,
                     *       "nextAction": null,
                     *       "workflowId": null,
                     *       "appliedBalances": [
                     *         {
                     *           "id": "cab_5tG7hJ9kL1zX3cV5bN7mQ9wE",
                     *           "type": "gift_card",
                     *           "last4": "QX7K",
                     *           "balance": {
                     *             "amount": 5000,
                     *             "currency": "USD",
                     *             "formatted": "$50.00"
                     *           },
                     *           "amount": {
                     *             "amount": 5000,
                     *             "currency": "USD",
                     *             "formatted": "$50.00"
                     *           },
                     *           "remaining": {
                     *             "amount": 0,
                     *             "currency": "USD",
                     *             "formatted": "$0.00"
                     *           },
                     *           "unusableReason": null
                     *         }
                     *       ],
                     *       "amountDue": {
                     *         "amount": 13300,
                     *         "currency": "USD",
                     *         "formatted": "$133.00"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["CheckoutState"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["PlanRequired"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    applyCartStoreCredit: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The visitor's cart token: generated once by the client, 16 to 128 characters of A-Z,
                 * a-z, 0-9, `_` and `-`.
                 * @example c1a7e9f0-visitor-42b8
                 */
                "X-Cart-Token": components["parameters"]["CartToken"];
                /**
                 * @description The session token `cs_…` answered by `POST /customers/verify`. A missing, expired or
                 * signed-out session answers 401 `session_invalid`.
                 * @example cs_q8Vd2kLm9PzX4tRb7nWc1YsH6fJ3gA0eU5iO8yT2rE4
                 */
                "X-Customer-Session": components["parameters"]["CustomerSession"];
                /**
                 * @description Makes a retry safe: the same key and body replay the first response (with
                 * `Idempotent-Replayed: true`). Kept 24 hours.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The store's publishable key, `pk_live_…`. It is the credential of the public surface and
                 * travels in the path (so a storefront can use plain links and a CDN can cache per store), which is why
                 * public operations declare no security scheme (`security: []`). It is safe in a browser: it only reads
                 * the catalogue and acts on the carts and sessions whose tokens the caller holds.
                 * @example pk_live_3kQ9wXr2LmP7vT4nB8sZ1cY6dF0gH5jA
                 */
                publishableKey: components["parameters"]["PublishableKey"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The checkout with the credit applied */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "cartId": "cart_4fH8kLm2Qx9ZtB7nVw3Yc1Rd",
                     *       "status": "ready",
                     *       "missing": [],
                     *       "email": "ada@example.com",
                     *       "shippingAddress": {
                     *         "firstName": "Ada",
                     *         "lastName": "Lovelace",
                     *         "line1": "12 St James's Square",
                     *         "city": "London",
                     *         "postalCode": "SW1Y 4JH",
                     *         "country": "GB"
                     *       },
                     *       "billingAddress": null,
                     *       "note": null,
                     *       "shippingOption": {
                     *         "id": "ship_9kLm2Qx9ZtB7nVw3Yc1RdAb",
                     *         "name": "Standard",
                     *         "amount": {
                     *           "amount": 500,
                     *           "currency": "USD",
                     *           "formatted": "$5.00"
                     *         }
                     *       },
                     *       "discountCode": null,
                     *       "subtotal": {
                     *         "amount": 17800,
                     *         "currency": "USD",
                     *         "formatted": "$178.00"
                     *       },
                     *       "discountTotal": {
                     *         "amount": 0,
                     *         "currency": "USD",
                     *         "formatted": "$0.00"
                     *       },
                     *       "shippingTotal": {
                     *         "amount": 500,
                     *         "currency": "USD",
                     *         "formatted": "$5.00"
                     *       },
                     *       "taxTotal": {
                     *         "amount": 0,
                     *         "currency": "USD",
                     *         "formatted": "$0.00"
                     *       },
                     *       "total": {
                     *         "amount": 18300,
                     *         "currency": "USD",
                     *         "formatted": "$183.00"
                     *       },
                     *       "orderId": null,
                     *       "error": null,
                     *       "nextAction": null,
                     *       "workflowId": null,
                     *       "appliedBalances": [
                     *         {
                     *           "id": "cab_5tG7hJ9kL1zX3cV5bN7mQ9wE",
                     *           "type": "gift_card",
                     *           "last4": "QX7K",
                     *           "balance": {
                     *             "amount": 5000,
                     *             "currency": "USD",
                     *             "formatted": "$50.00"
                     *           },
                     *           "amount": {
                     *             "amount": 5000,
                     *             "currency": "USD",
                     *             "formatted": "$50.00"
                     *           },
                     *           "remaining": {
                     *             "amount": 0,
                     *             "currency": "USD",
                     *             "formatted": "$0.00"
                     *           },
                     *           "unusableReason": null
                     *         }
                     *       ],
                     *       "amountDue": {
                     *         "amount": 13300,
                     *         "currency": "USD",
                     *         "formatted": "$133.00"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["CheckoutState"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["SessionInvalid"];
            403: components["responses"]["PlanRequired"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    removeCartStoreCredit: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The visitor's cart token: generated once by the client, 16 to 128 characters of A-Z,
                 * a-z, 0-9, `_` and `-`.
                 * @example c1a7e9f0-visitor-42b8
                 */
                "X-Cart-Token": components["parameters"]["CartToken"];
            };
            path: {
                /**
                 * @description The store's publishable key, `pk_live_…`. It is the credential of the public surface and
                 * travels in the path (so a storefront can use plain links and a CDN can cache per store), which is why
                 * public operations declare no security scheme (`security: []`). It is safe in a browser: it only reads
                 * the catalogue and acts on the carts and sessions whose tokens the caller holds.
                 * @example pk_live_3kQ9wXr2LmP7vT4nB8sZ1cY6dF0gH5jA
                 */
                publishableKey: components["parameters"]["PublishableKey"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The checkout without store credit */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "cartId": "cart_4fH8kLm2Qx9ZtB7nVw3Yc1Rd",
                     *       "status": "ready",
                     *       "missing": [],
                     *       "email": "ada@example.com",
                     *       "shippingAddress": {
                     *         "firstName": "Ada",
                     *         "lastName": "Lovelace",
                     *         "line1": "12 St James's Square",
                     *         "city": "London",
                     *         "postalCode": "SW1Y 4JH",
                     *         "country": "GB"
                     *       },
                     *       "billingAddress": null,
                     *       "note": null,
                     *       "shippingOption": {
                     *         "id": "ship_9kLm2Qx9ZtB7nVw3Yc1RdAb",
                     *         "name": "Standard",
                     *         "amount": {
                     *           "amount": 500,
                     *           "currency": "USD",
                     *           "formatted": "$5.00"
                     *         }
                     *       },
                     *       "discountCode": null,
                     *       "subtotal": {
                     *         "amount": 17800,
                     *         "currency": "USD",
                     *         "formatted": "$178.00"
                     *       },
                     *       "discountTotal": {
                     *         "amount": 0,
                     *         "currency": "USD",
                     *         "formatted": "$0.00"
                     *       },
                     *       "shippingTotal": {
                     *         "amount": 500,
                     *         "currency": "USD",
                     *         "formatted": "$5.00"
                     *       },
                     *       "taxTotal": {
                     *         "amount": 0,
                     *         "currency": "USD",
                     *         "formatted": "$0.00"
                     *       },
                     *       "total": {
                     *         "amount": 18300,
                     *         "currency": "USD",
                     *         "formatted": "$183.00"
                     *       },
                     *       "orderId": null,
                     *       "error": null,
                     *       "nextAction": null,
                     *       "workflowId": null,
                     *       "appliedBalances": [
                     *         {
                     *           "id": "cab_5tG7hJ9kL1zX3cV5bN7mQ9wE",
                     *           "type": "gift_card",
                     *           "last4": "QX7K",
                     *           "balance": {
                     *             "amount": 5000,
                     *             "currency": "USD",
                     *             "formatted": "$50.00"
                     *           },
                     *           "amount": {
                     *             "amount": 5000,
                     *             "currency": "USD",
                     *             "formatted": "$50.00"
                     *           },
                     *           "remaining": {
                     *             "amount": 0,
                     *             "currency": "USD",
                     *             "formatted": "$0.00"
                     *           },
                     *           "unusableReason": null
                     *         }
                     *       ],
                     *       "amountDue": {
                     *         "amount": 13300,
                     *         "currency": "USD",
                     *         "formatted": "$133.00"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["CheckoutState"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["SessionInvalid"];
            403: components["responses"]["PlanRequired"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCurrentCustomerStoreCredit: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The session token `cs_…` answered by `POST /customers/verify`. A missing, expired or
                 * signed-out session answers 401 `session_invalid`.
                 * @example cs_q8Vd2kLm9PzX4tRb7nWc1YsH6fJ3gA0eU5iO8yT2rE4
                 */
                "X-Customer-Session": components["parameters"]["CustomerSession"];
            };
            path: {
                /**
                 * @description The store's publishable key, `pk_live_…`. It is the credential of the public surface and
                 * travels in the path (so a storefront can use plain links and a CDN can cache per store), which is why
                 * public operations declare no security scheme (`security: []`). It is safe in a browser: it only reads
                 * the catalogue and acts on the carts and sessions whose tokens the caller holds.
                 * @example pk_live_3kQ9wXr2LmP7vT4nB8sZ1cY6dF0gH5jA
                 */
                publishableKey: components["parameters"]["PublishableKey"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Their store credit */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "currency": "USD",
                     *           "balance": {
                     *             "amount": 2500,
                     *             "currency": "USD",
                     *             "formatted": "$25.00"
                     *           },
                     *           "history": [
                     *             {
                     *               "id": "bal_3kQ9wXr2LmP7vT4nB8sZ1cY6",
                     *               "kind": "adjust",
                     *               "amount": {
                     *                 "amount": 2500,
                     *                 "currency": "USD",
                     *                 "formatted": "$25.00"
                     *               },
                     *               "balanceAfter": {
                     *                 "amount": 2500,
                     *                 "currency": "USD",
                     *                 "formatted": "$25.00"
                     *               },
                     *               "orderId": null,
                     *               "reason": "Late delivery",
                     *               "createdAt": "2026-11-28T10:15:30.123Z"
                     *             }
                     *           ]
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["StoreCredit"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["SessionInvalid"];
            403: components["responses"]["PlanRequired"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminListGiftCards: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 100. */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page. */
                cursor?: components["parameters"]["Cursor"];
                /**
                 * @description The last four characters of the code.
                 * @example QX7K
                 */
                last4?: string;
                /**
                 * @description Only cards in this state: `active` (usable), `disabled` by staff, or `expired` (past
                 * `expiresAt`, not disabled).
                 * @example active
                 */
                status?: "active" | "disabled" | "expired";
                /**
                 * @description Only cards in this currency.
                 * @example USD
                 */
                currency?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of gift cards */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "gc_5tG7hJ9kL1zX3cV5bN7mQ9wE",
                     *           "last4": "QX7K",
                     *           "currency": "USD",
                     *           "initialValue": {
                     *             "amount": 5000,
                     *             "currency": "USD",
                     *             "formatted": "$50.00"
                     *           },
                     *           "balance": {
                     *             "amount": 5000,
                     *             "currency": "USD",
                     *             "formatted": "$50.00"
                     *           },
                     *           "status": "active",
                     *           "expiresAt": null,
                     *           "note": "Apology for order 1042",
                     *           "createdAt": "2026-11-28T10:15:30.123Z",
                     *           "updatedAt": "2026-11-28T10:15:30.123Z"
                     *         }
                     *       ],
                     *       "hasMore": false
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["GiftCard"][];
                        hasMore: boolean;
                        nextCursor?: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminIssueGiftCard: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the same key and body replay the first response (with
                 * `Idempotent-Replayed: true`). Kept 24 hours.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "currency": "USD",
                 *       "amount": 5000,
                 *       "note": "Apology for order 1042"
                 *     }
                 */
                "application/json": components["schemas"]["IssueGiftCardRequest"];
            };
        };
        responses: {
            /** @description The card, with its code shown this once */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "gc_5tG7hJ9kL1zX3cV5bN7mQ9wE",
                     *       "last4": "QX7K",
                     *       "currency": "USD",
                     *       "initialValue": {
                     *         "amount": 5000,
                     *         "currency": "USD",
                     *         "formatted": "$50.00"
                     *       },
                     *       "balance": {
                     *         "amount": 5000,
                     *         "currency": "USD",
                     *         "formatted": "$50.00"
                     *       },
                     *       "status": "active",
                     *       "expiresAt": null,
                     *       "note": "Apology for order 1042",
                     *       "createdAt": "2026-11-28T10:15:30.123Z",
                     *       "updatedAt": "2026-11-28T10:15:30.123Z",
                     *       "code": "ACDE-FGHJ-KMNP-QX7K"
                     *     }
                     */
                    "application/json": components["schemas"]["IssuedGiftCard"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminGetGiftCard: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The gift card id (`gc_…`).
                 * @example gc_5tG7hJ9kL1zX3cV5bN7mQ9wE
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The card and its ledger */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "gc_5tG7hJ9kL1zX3cV5bN7mQ9wE",
                     *       "last4": "QX7K",
                     *       "currency": "USD",
                     *       "initialValue": {
                     *         "amount": 5000,
                     *         "currency": "USD",
                     *         "formatted": "$50.00"
                     *       },
                     *       "balance": {
                     *         "amount": 5000,
                     *         "currency": "USD",
                     *         "formatted": "$50.00"
                     *       },
                     *       "status": "active",
                     *       "expiresAt": null,
                     *       "note": "Apology for order 1042",
                     *       "createdAt": "2026-11-28T10:15:30.123Z",
                     *       "updatedAt": "2026-11-28T10:15:30.123Z",
                     *       "history": [
                     *         {
                     *           "id": "bal_3kQ9wXr2LmP7vT4nB8sZ1cY6",
                     *           "kind": "issue",
                     *           "amount": {
                     *             "amount": 5000,
                     *             "currency": "USD",
                     *             "formatted": "$50.00"
                     *           },
                     *           "balanceAfter": {
                     *             "amount": 5000,
                     *             "currency": "USD",
                     *             "formatted": "$50.00"
                     *           },
                     *           "orderId": null,
                     *           "reason": null,
                     *           "createdAt": "2026-11-28T10:15:30.123Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["GiftCardDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminDisableGiftCard: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the same key and body replay the first response (with
                 * `Idempotent-Replayed: true`). Kept 24 hours.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The gift card id (`gc_…`).
                 * @example gc_5tG7hJ9kL1zX3cV5bN7mQ9wE
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The card, disabled */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "gc_5tG7hJ9kL1zX3cV5bN7mQ9wE",
                     *       "last4": "QX7K",
                     *       "currency": "USD",
                     *       "initialValue": {
                     *         "amount": 5000,
                     *         "currency": "USD",
                     *         "formatted": "$50.00"
                     *       },
                     *       "balance": {
                     *         "amount": 5000,
                     *         "currency": "USD",
                     *         "formatted": "$50.00"
                     *       },
                     *       "status": "disabled",
                     *       "expiresAt": null,
                     *       "note": "Apology for order 1042",
                     *       "createdAt": "2026-11-28T10:15:30.123Z",
                     *       "updatedAt": "2026-11-28T10:15:30.123Z",
                     *       "history": [
                     *         {
                     *           "id": "bal_3kQ9wXr2LmP7vT4nB8sZ1cY6",
                     *           "kind": "issue",
                     *           "amount": {
                     *             "amount": 5000,
                     *             "currency": "USD",
                     *             "formatted": "$50.00"
                     *           },
                     *           "balanceAfter": {
                     *             "amount": 5000,
                     *             "currency": "USD",
                     *             "formatted": "$50.00"
                     *           },
                     *           "orderId": null,
                     *           "reason": null,
                     *           "createdAt": "2026-11-28T10:15:30.123Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["GiftCardDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminEnableGiftCard: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the same key and body replay the first response (with
                 * `Idempotent-Replayed: true`). Kept 24 hours.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The gift card id (`gc_…`).
                 * @example gc_5tG7hJ9kL1zX3cV5bN7mQ9wE
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The card, usable again */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "gc_5tG7hJ9kL1zX3cV5bN7mQ9wE",
                     *       "last4": "QX7K",
                     *       "currency": "USD",
                     *       "initialValue": {
                     *         "amount": 5000,
                     *         "currency": "USD",
                     *         "formatted": "$50.00"
                     *       },
                     *       "balance": {
                     *         "amount": 5000,
                     *         "currency": "USD",
                     *         "formatted": "$50.00"
                     *       },
                     *       "status": "active",
                     *       "expiresAt": null,
                     *       "note": "Apology for order 1042",
                     *       "createdAt": "2026-11-28T10:15:30.123Z",
                     *       "updatedAt": "2026-11-28T10:15:30.123Z",
                     *       "history": [
                     *         {
                     *           "id": "bal_3kQ9wXr2LmP7vT4nB8sZ1cY6",
                     *           "kind": "issue",
                     *           "amount": {
                     *             "amount": 5000,
                     *             "currency": "USD",
                     *             "formatted": "$50.00"
                     *           },
                     *           "balanceAfter": {
                     *             "amount": 5000,
                     *             "currency": "USD",
                     *             "formatted": "$50.00"
                     *           },
                     *           "orderId": null,
                     *           "reason": null,
                     *           "createdAt": "2026-11-28T10:15:30.123Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["GiftCardDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminAdjustGiftCard: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the same key and body replay the first response (with
                 * `Idempotent-Replayed: true`). Kept 24 hours.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The gift card id (`gc_…`).
                 * @example gc_5tG7hJ9kL1zX3cV5bN7mQ9wE
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "amount": -1000,
                 *       "reason": "Partly refunded by hand"
                 *     }
                 */
                "application/json": components["schemas"]["BalanceAdjustmentRequest"];
            };
        };
        responses: {
            /** @description The card after the adjustment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "gc_5tG7hJ9kL1zX3cV5bN7mQ9wE",
                     *       "last4": "QX7K",
                     *       "currency": "USD",
                     *       "initialValue": {
                     *         "amount": 5000,
                     *         "currency": "USD",
                     *         "formatted": "$50.00"
                     *       },
                     *       "balance": {
                     *         "amount": 5000,
                     *         "currency": "USD",
                     *         "formatted": "$50.00"
                     *       },
                     *       "status": "active",
                     *       "expiresAt": null,
                     *       "note": "Apology for order 1042",
                     *       "createdAt": "2026-11-28T10:15:30.123Z",
                     *       "updatedAt": "2026-11-28T10:15:30.123Z",
                     *       "history": [
                     *         {
                     *           "id": "bal_3kQ9wXr2LmP7vT4nB8sZ1cY6",
                     *           "kind": "issue",
                     *           "amount": {
                     *             "amount": 5000,
                     *             "currency": "USD",
                     *             "formatted": "$50.00"
                     *           },
                     *           "balanceAfter": {
                     *             "amount": 5000,
                     *             "currency": "USD",
                     *             "formatted": "$50.00"
                     *           },
                     *           "orderId": null,
                     *           "reason": null,
                     *           "createdAt": "2026-11-28T10:15:30.123Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["GiftCardDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminGetCustomerStoreCredit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The customer id (`cus_…`).
                 * @example cus_6yH8jK0lZ2xC4vB6nM8qW0eR
                 */
                id: components["parameters"]["AdminCustomerId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The customer's store credit */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "currency": "USD",
                     *           "balance": {
                     *             "amount": 2500,
                     *             "currency": "USD",
                     *             "formatted": "$25.00"
                     *           },
                     *           "history": [
                     *             {
                     *               "id": "bal_3kQ9wXr2LmP7vT4nB8sZ1cY6",
                     *               "kind": "adjust",
                     *               "amount": {
                     *                 "amount": 2500,
                     *                 "currency": "USD",
                     *                 "formatted": "$25.00"
                     *               },
                     *               "balanceAfter": {
                     *                 "amount": 2500,
                     *                 "currency": "USD",
                     *                 "formatted": "$25.00"
                     *               },
                     *               "orderId": null,
                     *               "reason": "Late delivery",
                     *               "createdAt": "2026-11-28T10:15:30.123Z"
                     *             }
                     *           ]
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["StoreCredit"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminChangeCustomerStoreCredit: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the same key and body replay the first response (with
                 * `Idempotent-Replayed: true`). Kept 24 hours.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The customer id (`cus_…`).
                 * @example cus_6yH8jK0lZ2xC4vB6nM8qW0eR
                 */
                id: components["parameters"]["AdminCustomerId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "currency": "USD",
                 *       "amount": 2500,
                 *       "reason": "Late delivery"
                 *     }
                 */
                "application/json": components["schemas"]["StoreCreditChangeRequest"];
            };
        };
        responses: {
            /** @description The customer's store credit after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "currency": "USD",
                     *           "balance": {
                     *             "amount": 2500,
                     *             "currency": "USD",
                     *             "formatted": "$25.00"
                     *           },
                     *           "history": [
                     *             {
                     *               "id": "bal_3kQ9wXr2LmP7vT4nB8sZ1cY6",
                     *               "kind": "adjust",
                     *               "amount": {
                     *                 "amount": 2500,
                     *                 "currency": "USD",
                     *                 "formatted": "$25.00"
                     *               },
                     *               "balanceAfter": {
                     *                 "amount": 2500,
                     *                 "currency": "USD",
                     *                 "formatted": "$25.00"
                     *               },
                     *               "orderId": null,
                     *               "reason": "Late delivery",
                     *               "createdAt": "2026-11-28T10:15:30.123Z"
                     *             }
                     *           ]
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["StoreCredit"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    requestCustomerReturn: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The session token `cs_…` answered by `POST /customers/verify`. A missing, expired or
                 * signed-out session answers 401 `session_invalid`.
                 * @example cs_q8Vd2kLm9PzX4tRb7nWc1YsH6fJ3gA0eU5iO8yT2rE4
                 */
                "X-Customer-Session": components["parameters"]["CustomerSession"];
                /**
                 * @description Makes a retry safe: the same key and body replay the first response (with
                 * `Idempotent-Replayed: true`). Kept 24 hours.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The store's publishable key, `pk_live_…`. It is the credential of the public surface and
                 * travels in the path (so a storefront can use plain links and a CDN can cache per store), which is why
                 * public operations declare no security scheme (`security: []`). It is safe in a browser: it only reads
                 * the catalogue and acts on the carts and sessions whose tokens the caller holds.
                 * @example pk_live_3kQ9wXr2LmP7vT4nB8sZ1cY6dF0gH5jA
                 */
                publishableKey: components["parameters"]["PublishableKey"];
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "lines": [
                 *         {
                 *           "lineId": "li_8sK2mP4qR6tV8xZ0bD2fH4jL",
                 *           "quantity": 1
                 *         }
                 *       ],
                 *       "reason": "damaged",
                 *       "note": "The seam came apart."
                 *     }
                 */
                "application/json": components["schemas"]["RequestReturnRequest"];
            };
        };
        responses: {
            /** @description The return */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "ret_4fH8kLm2Qx9ZtB7nVw3Yc1Rd",
                     *       "orderId": "ord_7c1e0f4a2b9d4e8f9a0b1c2d3e4f5a6b",
                     *       "orderNumber": 1042,
                     *       "status": "requested",
                     *       "email": "ada@example.com",
                     *       "reason": "damaged",
                     *       "note": "The seam came apart.",
                     *       "staffMessage": null,
                     *       "lines": [
                     *         {
                     *           "lineId": "li_8sK2mP4qR6tV8xZ0bD2fH4jL",
                     *           "variantId": "var_7hJ3kL9mN2pQ4rS6tU8vW0xY",
                     *           "title": "Merino Crew Sweater",
                     *           "quantity": 1,
                     *           "receivedQuantity": 0,
                     *           "sellableQuantity": 0,
                     *           "damagedQuantity": 0,
                     *           "value": {
                     *             "amount": 8900,
                     *             "currency": "USD",
                     *             "formatted": "$89.00"
                     *           }
                     *         }
                     *       ],
                     *       "value": {
                     *         "amount": 8900,
                     *         "currency": "USD",
                     *         "formatted": "$89.00"
                     *       },
                     *       "resolution": null,
                     *       "shipBy": null,
                     *       "createdAt": "2026-11-28T10:15:30.123Z",
                     *       "updatedAt": "2026-11-28T10:15:30.123Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Return"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["SessionInvalid"];
            403: components["responses"]["PlanRequired"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    requestGuestReturn: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the same key and body replay the first response (with
                 * `Idempotent-Replayed: true`). Kept 24 hours.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The store's publishable key, `pk_live_…`. It is the credential of the public surface and
                 * travels in the path (so a storefront can use plain links and a CDN can cache per store), which is why
                 * public operations declare no security scheme (`security: []`). It is safe in a browser: it only reads
                 * the catalogue and acts on the carts and sessions whose tokens the caller holds.
                 * @example pk_live_3kQ9wXr2LmP7vT4nB8sZ1cY6dF0gH5jA
                 */
                publishableKey: components["parameters"]["PublishableKey"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "orderNumber": 1042,
                 *       "email": "ada@example.com",
                 *       "lines": [
                 *         {
                 *           "lineId": "li_8sK2mP4qR6tV8xZ0bD2fH4jL",
                 *           "quantity": 1
                 *         }
                 *       ],
                 *       "reason": "damaged",
                 *       "note": "The seam came apart."
                 *     }
                 */
                "application/json": components["schemas"]["RequestGuestReturnRequest"];
            };
        };
        responses: {
            /** @description The return */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "ret_4fH8kLm2Qx9ZtB7nVw3Yc1Rd",
                     *       "orderId": "ord_7c1e0f4a2b9d4e8f9a0b1c2d3e4f5a6b",
                     *       "orderNumber": 1042,
                     *       "status": "requested",
                     *       "email": "ada@example.com",
                     *       "reason": "damaged",
                     *       "note": "The seam came apart.",
                     *       "staffMessage": null,
                     *       "lines": [
                     *         {
                     *           "lineId": "li_8sK2mP4qR6tV8xZ0bD2fH4jL",
                     *           "variantId": "var_7hJ3kL9mN2pQ4rS6tU8vW0xY",
                     *           "title": "Merino Crew Sweater",
                     *           "quantity": 1,
                     *           "receivedQuantity": 0,
                     *           "sellableQuantity": 0,
                     *           "damagedQuantity": 0,
                     *           "value": {
                     *             "amount": 8900,
                     *             "currency": "USD",
                     *             "formatted": "$89.00"
                     *           }
                     *         }
                     *       ],
                     *       "value": {
                     *         "amount": 8900,
                     *         "currency": "USD",
                     *         "formatted": "$89.00"
                     *       },
                     *       "resolution": null,
                     *       "shipBy": null,
                     *       "createdAt": "2026-11-28T10:15:30.123Z",
                     *       "updatedAt": "2026-11-28T10:15:30.123Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Return"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["SessionInvalid"];
            403: components["responses"]["PlanRequired"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminListReturns: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 100. */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page. */
                cursor?: components["parameters"]["Cursor"];
                status?: "requested" | "approved" | "refused" | "in_transit" | "received" | "resolved" | "expired" | "cancelled";
                orderId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of returns */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "ret_4fH8kLm2Qx9ZtB7nVw3Yc1Rd",
                     *           "orderId": "ord_7c1e0f4a2b9d4e8f9a0b1c2d3e4f5a6b",
                     *           "orderNumber": 1042,
                     *           "status": "requested",
                     *           "email": "ada@example.com",
                     *           "reason": "damaged",
                     *           "note": "The seam came apart.",
                     *           "staffMessage": null,
                     *           "lines": [
                     *             {
                     *               "lineId": "li_8sK2mP4qR6tV8xZ0bD2fH4jL",
                     *               "variantId": "var_7hJ3kL9mN2pQ4rS6tU8vW0xY",
                     *               "title": "Merino Crew Sweater",
                     *               "quantity": 1,
                     *               "receivedQuantity": 0,
                     *               "sellableQuantity": 0,
                     *               "damagedQuantity": 0,
                     *               "value": {
                     *                 "amount": 8900,
                     *                 "currency": "USD",
                     *                 "formatted": "$89.00"
                     *               }
                     *             }
                     *           ],
                     *           "value": {
                     *             "amount": 8900,
                     *             "currency": "USD",
                     *             "formatted": "$89.00"
                     *           },
                     *           "resolution": null,
                     *           "shipBy": null,
                     *           "createdAt": "2026-11-28T10:15:30.123Z",
                     *           "updatedAt": "2026-11-28T10:15:30.123Z"
                     *         }
                     *       ],
                     *       "hasMore": false
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Return"][];
                        hasMore: boolean;
                        nextCursor?: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminGetReturn: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The return id (`ret_…`).
                 * @example ret_4fH8kLm2Qx9ZtB7nVw3Yc1Rd
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The return */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "ret_4fH8kLm2Qx9ZtB7nVw3Yc1Rd",
                     *       "orderId": "ord_7c1e0f4a2b9d4e8f9a0b1c2d3e4f5a6b",
                     *       "orderNumber": 1042,
                     *       "status": "requested",
                     *       "email": "ada@example.com",
                     *       "reason": "damaged",
                     *       "note": "The seam came apart.",
                     *       "staffMessage": null,
                     *       "lines": [
                     *         {
                     *           "lineId": "li_8sK2mP4qR6tV8xZ0bD2fH4jL",
                     *           "variantId": "var_7hJ3kL9mN2pQ4rS6tU8vW0xY",
                     *           "title": "Merino Crew Sweater",
                     *           "quantity": 1,
                     *           "receivedQuantity": 0,
                     *           "sellableQuantity": 0,
                     *           "damagedQuantity": 0,
                     *           "value": {
                     *             "amount": 8900,
                     *             "currency": "USD",
                     *             "formatted": "$89.00"
                     *           }
                     *         }
                     *       ],
                     *       "value": {
                     *         "amount": 8900,
                     *         "currency": "USD",
                     *         "formatted": "$89.00"
                     *       },
                     *       "resolution": null,
                     *       "shipBy": null,
                     *       "createdAt": "2026-11-28T10:15:30.123Z",
                     *       "updatedAt": "2026-11-28T10:15:30.123Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Return"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminApproveReturn: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the same key and body replay the first response (with
                 * `Idempotent-Replayed: true`). Kept 24 hours.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The return id (`ret_…`).
                 * @example ret_4fH8kLm2Qx9ZtB7nVw3Yc1Rd
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "message": "Please use the prepaid label."
                 *     }
                 */
                "application/json": components["schemas"]["ReturnMessageRequest"];
            };
        };
        responses: {
            /** @description The return after the step */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "ret_4fH8kLm2Qx9ZtB7nVw3Yc1Rd",
                     *       "orderId": "ord_7c1e0f4a2b9d4e8f9a0b1c2d3e4f5a6b",
                     *       "orderNumber": 1042,
                     *       "status": "requested",
                     *       "email": "ada@example.com",
                     *       "reason": "damaged",
                     *       "note": "The seam came apart.",
                     *       "staffMessage": null,
                     *       "lines": [
                     *         {
                     *           "lineId": "li_8sK2mP4qR6tV8xZ0bD2fH4jL",
                     *           "variantId": "var_7hJ3kL9mN2pQ4rS6tU8vW0xY",
                     *           "title": "Merino Crew Sweater",
                     *           "quantity": 1,
                     *           "receivedQuantity": 0,
                     *           "sellableQuantity": 0,
                     *           "damagedQuantity": 0,
                     *           "value": {
                     *             "amount": 8900,
                     *             "currency": "USD",
                     *             "formatted": "$89.00"
                     *           }
                     *         }
                     *       ],
                     *       "value": {
                     *         "amount": 8900,
                     *         "currency": "USD",
                     *         "formatted": "$89.00"
                     *       },
                     *       "resolution": null,
                     *       "shipBy": null,
                     *       "createdAt": "2026-11-28T10:15:30.123Z",
                     *       "updatedAt": "2026-11-28T10:15:30.123Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Return"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminRefuseReturn: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the same key and body replay the first response (with
                 * `Idempotent-Replayed: true`). Kept 24 hours.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The return id (`ret_…`).
                 * @example ret_4fH8kLm2Qx9ZtB7nVw3Yc1Rd
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "message": "Worn items cannot be returned."
                 *     }
                 */
                "application/json": components["schemas"]["RefuseReturnRequest"];
            };
        };
        responses: {
            /** @description The return after the step */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "ret_4fH8kLm2Qx9ZtB7nVw3Yc1Rd",
                     *       "orderId": "ord_7c1e0f4a2b9d4e8f9a0b1c2d3e4f5a6b",
                     *       "orderNumber": 1042,
                     *       "status": "requested",
                     *       "email": "ada@example.com",
                     *       "reason": "damaged",
                     *       "note": "The seam came apart.",
                     *       "staffMessage": null,
                     *       "lines": [
                     *         {
                     *           "lineId": "li_8sK2mP4qR6tV8xZ0bD2fH4jL",
                     *           "variantId": "var_7hJ3kL9mN2pQ4rS6tU8vW0xY",
                     *           "title": "Merino Crew Sweater",
                     *           "quantity": 1,
                     *           "receivedQuantity": 0,
                     *           "sellableQuantity": 0,
                     *           "damagedQuantity": 0,
                     *           "value": {
                     *             "amount": 8900,
                     *             "currency": "USD",
                     *             "formatted": "$89.00"
                     *           }
                     *         }
                     *       ],
                     *       "value": {
                     *         "amount": 8900,
                     *         "currency": "USD",
                     *         "formatted": "$89.00"
                     *       },
                     *       "resolution": null,
                     *       "shipBy": null,
                     *       "createdAt": "2026-11-28T10:15:30.123Z",
                     *       "updatedAt": "2026-11-28T10:15:30.123Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Return"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminReceiveReturn: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the same key and body replay the first response (with
                 * `Idempotent-Replayed: true`). Kept 24 hours.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The return id (`ret_…`).
                 * @example ret_4fH8kLm2Qx9ZtB7nVw3Yc1Rd
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "lines": [
                 *         {
                 *           "lineId": "li_8sK2mP4qR6tV8xZ0bD2fH4jL",
                 *           "quantity": 1,
                 *           "condition": "sellable"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ReceiveReturnRequest"];
            };
        };
        responses: {
            /** @description The return after the step */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "ret_4fH8kLm2Qx9ZtB7nVw3Yc1Rd",
                     *       "orderId": "ord_7c1e0f4a2b9d4e8f9a0b1c2d3e4f5a6b",
                     *       "orderNumber": 1042,
                     *       "status": "requested",
                     *       "email": "ada@example.com",
                     *       "reason": "damaged",
                     *       "note": "The seam came apart.",
                     *       "staffMessage": null,
                     *       "lines": [
                     *         {
                     *           "lineId": "li_8sK2mP4qR6tV8xZ0bD2fH4jL",
                     *           "variantId": "var_7hJ3kL9mN2pQ4rS6tU8vW0xY",
                     *           "title": "Merino Crew Sweater",
                     *           "quantity": 1,
                     *           "receivedQuantity": 0,
                     *           "sellableQuantity": 0,
                     *           "damagedQuantity": 0,
                     *           "value": {
                     *             "amount": 8900,
                     *             "currency": "USD",
                     *             "formatted": "$89.00"
                     *           }
                     *         }
                     *       ],
                     *       "value": {
                     *         "amount": 8900,
                     *         "currency": "USD",
                     *         "formatted": "$89.00"
                     *       },
                     *       "resolution": null,
                     *       "shipBy": null,
                     *       "createdAt": "2026-11-28T10:15:30.123Z",
                     *       "updatedAt": "2026-11-28T10:15:30.123Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Return"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminResolveReturn: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the same key and body replay the first response (with
                 * `Idempotent-Replayed: true`). Kept 24 hours.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The return id (`ret_…`).
                 * @example ret_4fH8kLm2Qx9ZtB7nVw3Yc1Rd
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "method": "refund"
                 *     }
                 */
                "application/json": components["schemas"]["ResolveReturnRequest"];
            };
        };
        responses: {
            /** @description The return after the step */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "ret_4fH8kLm2Qx9ZtB7nVw3Yc1Rd",
                     *       "orderId": "ord_7c1e0f4a2b9d4e8f9a0b1c2d3e4f5a6b",
                     *       "orderNumber": 1042,
                     *       "status": "requested",
                     *       "email": "ada@example.com",
                     *       "reason": "damaged",
                     *       "note": "The seam came apart.",
                     *       "staffMessage": null,
                     *       "lines": [
                     *         {
                     *           "lineId": "li_8sK2mP4qR6tV8xZ0bD2fH4jL",
                     *           "variantId": "var_7hJ3kL9mN2pQ4rS6tU8vW0xY",
                     *           "title": "Merino Crew Sweater",
                     *           "quantity": 1,
                     *           "receivedQuantity": 0,
                     *           "sellableQuantity": 0,
                     *           "damagedQuantity": 0,
                     *           "value": {
                     *             "amount": 8900,
                     *             "currency": "USD",
                     *             "formatted": "$89.00"
                     *           }
                     *         }
                     *       ],
                     *       "value": {
                     *         "amount": 8900,
                     *         "currency": "USD",
                     *         "formatted": "$89.00"
                     *       },
                     *       "resolution": null,
                     *       "shipBy": null,
                     *       "createdAt": "2026-11-28T10:15:30.123Z",
                     *       "updatedAt": "2026-11-28T10:15:30.123Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Return"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            424: components["responses"]["PaymentProviderError"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminSalesReport: {
        parameters: {
            query?: {
                /** @description First day (UTC date, inclusive). Defaults to 29 days before `to`. */
                from?: string;
                /** @description Last day (UTC date, inclusive). Defaults to today. At most 731 days from `from`. */
                to?: string;
                /**
                 * @description One of the store's currencies; defaults to its default currency. Orders in other
                 * currencies are not converted.
                 */
                currency?: string;
                /** @description `csv` answers the report as CSV (as does `Accept: text/csv`). */
                format?: "json" | "csv";
                interval?: "day" | "week" | "month";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "currency": "USD",
                     *       "from": "2026-11-01",
                     *       "to": "2026-11-01",
                     *       "interval": "day",
                     *       "totals": {
                     *         "grossSales": 18000,
                     *         "discounts": 1000,
                     *         "refunds": 2000,
                     *         "netSales": 15000,
                     *         "tax": 1700,
                     *         "shipping": 500,
                     *         "totalSales": 19200,
                     *         "orders": 2,
                     *         "units": 3,
                     *         "averageOrderValue": 9600,
                     *         "checkoutsStarted": 3,
                     *         "declinedCheckouts": 1,
                     *         "refundCount": 1,
                     *         "cancellations": 0,
                     *         "cancelledAmount": 0
                     *       },
                     *       "periods": [
                     *         {
                     *           "start": "2026-11-01",
                     *           "grossSales": 18000,
                     *           "discounts": 1000,
                     *           "refunds": 2000,
                     *           "netSales": 15000,
                     *           "tax": 1700,
                     *           "shipping": 500,
                     *           "totalSales": 19200,
                     *           "orders": 2,
                     *           "units": 3,
                     *           "averageOrderValue": 9600,
                     *           "checkoutsStarted": 3,
                     *           "declinedCheckouts": 1,
                     *           "refundCount": 1,
                     *           "cancellations": 0,
                     *           "cancelledAmount": 0
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["SalesReport"];
                    /**
                     * @example
                     * start,grossSales,discounts,refunds,netSales,tax,shipping,totalSales,orders,units,averageOrderValue,checkoutsStarted,declinedCheckouts,refundCount,cancellations,cancelledAmount
                     *     2026-11-01,18000,1000,2000,15000,1700,500,19200,2,3,9600,3,1,1,0,0
                     */
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminTopProductsReport: {
        parameters: {
            query?: {
                /** @description First day (UTC date, inclusive). Defaults to 29 days before `to`. */
                from?: string;
                /** @description Last day (UTC date, inclusive). Defaults to today. At most 731 days from `from`. */
                to?: string;
                /**
                 * @description One of the store's currencies; defaults to its default currency. Orders in other
                 * currencies are not converted.
                 */
                currency?: string;
                /** @description `csv` answers the report as CSV (as does `Accept: text/csv`). */
                format?: "json" | "csv";
                by?: "product" | "variant";
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The best sellers */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "currency": "USD",
                     *       "from": "2026-11-01",
                     *       "to": "2026-11-30",
                     *       "by": "product",
                     *       "data": [
                     *         {
                     *           "productId": "prod_2bX9kQ7mLp4RtY6vN8wZ3cD5",
                     *           "title": "Merino Crew Sweater",
                     *           "units": 3,
                     *           "grossSales": 26700,
                     *           "discounts": 0,
                     *           "netSales": 26700
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["TopProductsReport"];
                    /**
                     * @example productId,variantId,title,variantTitle,sku,units,grossSales,discounts,netSales
                     *     prod_2bX9kQ7mLp4RtY6vN8wZ3cD5,,Merino Crew Sweater,,,3,26700,0,26700
                     */
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminSearch: {
        parameters: {
            query: {
                /**
                 * @description What to look for: an order number, an e-mail, a name, a product title or a SKU.
                 * @example ada@example.com
                 */
                q: string;
                /** @description At most this many results per group. */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The matches, grouped */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "orders": [
                     *         {
                     *           "id": "ord_6tY2uI8oP4aS1dF7gH3jK9lZ",
                     *           "label": "#1001",
                     *           "secondary": "ada@example.com · paid · $267.00"
                     *         }
                     *       ],
                     *       "customers": [
                     *         {
                     *           "id": "cus_6yH8jK0lZ2xC4vB6nM8qW0eR",
                     *           "label": "Ada Lovelace",
                     *           "secondary": "ada@example.com"
                     *         }
                     *       ],
                     *       "products": [
                     *         {
                     *           "id": "prod_2bX9kQ7mLp4RtY6vN8wZ3cD5",
                     *           "label": "Analytical Engine",
                     *           "secondary": "AE-1"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["SearchResults"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    restoreCart: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The store's publishable key, `pk_live_…`. It is the credential of the public surface and
                 * travels in the path (so a storefront can use plain links and a CDN can cache per store), which is why
                 * public operations declare no security scheme (`security: []`). It is safe in a browser: it only reads
                 * the catalogue and acts on the carts and sessions whose tokens the caller holds.
                 * @example pk_live_3kQ9wXr2LmP7vT4nB8sZ1cY6dF0gH5jA
                 */
                publishableKey: components["parameters"]["PublishableKey"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "token": "eyJraW5kIjoicmVzdG9yZSJ9.q2VtZ0hFMHl4bGZ3c1lQ"
                 *     }
                 */
                "application/json": components["schemas"]["RestoreCartRequest"];
            };
        };
        responses: {
            /** @description The cart's token */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "cartToken": "ct_9Fh3Lk2Qm7Rt5Vx8Zb1Nc4Pd"
                     *     }
                     */
                    "application/json": components["schemas"]["RestoredCart"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description `recovery_link_invalid`: the token does not verify, or is not for this store. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "recovery_link_invalid",
                     *         "message": "This link is not valid; open the latest e-mail from the store again.",
                     *         "requestId": "req_5f2c9d0e6b7a4c1d8e3f2a1b0c9d8e7f"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            /** @description `recovery_link_expired`: the link's time is up. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "recovery_link_expired",
                     *         "message": "This link has expired; the cart can no longer be restored by it.",
                     *         "requestId": "req_5f2c9d0e6b7a4c1d8e3f2a1b0c9d8e7f"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    unsubscribeCartRecovery: {
        parameters: {
            query: {
                /** @description The link's signed token. */
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Unsubscribed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "unsubscribed": true
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        unsubscribed: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description `recovery_link_invalid`: the token does not verify, or is not for this store. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "recovery_link_invalid",
                     *         "message": "This link is not valid; open the latest e-mail from the store again.",
                     *         "requestId": "req_5f2c9d0e6b7a4c1d8e3f2a1b0c9d8e7f"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminListCustomerGroups: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 100. */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of groups */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "cgrp_5tG7hJ9kL1zX3cV5bN7mQ9wE",
                     *           "name": "Trade",
                     *           "handle": "trade",
                     *           "emailDomains": [
                     *             "acme.example"
                     *           ],
                     *           "createdAt": "2026-11-28T10:15:30.123Z"
                     *         }
                     *       ],
                     *       "hasMore": false
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["CustomerGroup"][];
                        hasMore: boolean;
                        nextCursor?: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminCreateCustomerGroup: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the same key and body replay the first response (with
                 * `Idempotent-Replayed: true`). Kept 24 hours.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Trade",
                 *       "emailDomains": [
                 *         "acme.example"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["CreateCustomerGroupRequest"];
            };
        };
        responses: {
            /** @description The group */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "cgrp_5tG7hJ9kL1zX3cV5bN7mQ9wE",
                     *       "name": "Trade",
                     *       "handle": "trade",
                     *       "emailDomains": [
                     *         "acme.example"
                     *       ],
                     *       "createdAt": "2026-11-28T10:15:30.123Z"
                     *     }
                     */
                    "application/json": components["schemas"]["CustomerGroup"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminGetCustomerGroup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The customer group id (`cgrp_…`).
                 * @example cgrp_5tG7hJ9kL1zX3cV5bN7mQ9wE
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The group */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "cgrp_5tG7hJ9kL1zX3cV5bN7mQ9wE",
                     *       "name": "Trade",
                     *       "handle": "trade",
                     *       "emailDomains": [
                     *         "acme.example"
                     *       ],
                     *       "createdAt": "2026-11-28T10:15:30.123Z"
                     *     }
                     */
                    "application/json": components["schemas"]["CustomerGroup"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminDeleteCustomerGroup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The customer group id (`cgrp_…`).
                 * @example cgrp_5tG7hJ9kL1zX3cV5bN7mQ9wE
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminUpdateCustomerGroup: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the same key and body replay the first response (with
                 * `Idempotent-Replayed: true`). Kept 24 hours.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The customer group id (`cgrp_…`).
                 * @example cgrp_5tG7hJ9kL1zX3cV5bN7mQ9wE
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "emailDomains": [
                 *         "acme.example",
                 *         "acme-trade.example"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["UpdateCustomerGroupRequest"];
            };
        };
        responses: {
            /** @description The group */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "cgrp_5tG7hJ9kL1zX3cV5bN7mQ9wE",
                     *       "name": "Trade",
                     *       "handle": "trade",
                     *       "emailDomains": [
                     *         "acme.example"
                     *       ],
                     *       "createdAt": "2026-11-28T10:15:30.123Z"
                     *     }
                     */
                    "application/json": components["schemas"]["CustomerGroup"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminListCustomerGroupMembers: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 100. */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path: {
                /**
                 * @description The customer group id (`cgrp_…`).
                 * @example cgrp_5tG7hJ9kL1zX3cV5bN7mQ9wE
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of members */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "customerId": "cus_3kQ9wXr2LmP7vT4nB8sZ1cY6",
                     *           "customerGroupId": "cgrp_5tG7hJ9kL1zX3cV5bN7mQ9wE",
                     *           "createdAt": "2026-11-28T10:15:30.123Z"
                     *         }
                     *       ],
                     *       "hasMore": false
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["CustomerGroupMember"][];
                        hasMore: boolean;
                        nextCursor?: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminAddCustomerGroupMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The customer group id (`cgrp_…`).
                 * @example cgrp_5tG7hJ9kL1zX3cV5bN7mQ9wE
                 */
                id: string;
                /**
                 * @description The customer id (`cus_…`).
                 * @example cus_3kQ9wXr2LmP7vT4nB8sZ1cY6
                 */
                customerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The membership */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "customerId": "cus_3kQ9wXr2LmP7vT4nB8sZ1cY6",
                     *       "customerGroupId": "cgrp_5tG7hJ9kL1zX3cV5bN7mQ9wE",
                     *       "createdAt": "2026-11-28T10:15:30.123Z"
                     *     }
                     */
                    "application/json": components["schemas"]["CustomerGroupMember"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminRemoveCustomerGroupMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The customer group id (`cgrp_…`).
                 * @example cgrp_5tG7hJ9kL1zX3cV5bN7mQ9wE
                 */
                id: string;
                /**
                 * @description The customer id (`cus_…`).
                 * @example cus_3kQ9wXr2LmP7vT4nB8sZ1cY6
                 */
                customerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminListPriceLists: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 100. */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page. */
                cursor?: components["parameters"]["Cursor"];
                /**
                 * @description Only lists in this state.
                 * @example active
                 */
                status?: "scheduled" | "active" | "ended";
                /**
                 * @description Only the lists for this group.
                 * @example cgrp_5tG7hJ9kL1zX3cV5bN7mQ9wE
                 */
                customerGroupId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of price lists */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "plist_2Hk9Lm4Qx7Rt1Vb8Nc3Zs6Pd",
                     *           "name": "Trade prices",
                     *           "kind": "override",
                     *           "percentOff": null,
                     *           "minQuantity": 1,
                     *           "customerGroupId": "cgrp_5tG7hJ9kL1zX3cV5bN7mQ9wE",
                     *           "status": "active",
                     *           "startsAt": null,
                     *           "endsAt": null,
                     *           "prices": [
                     *             {
                     *               "variantId": "var_8Hn2Kq5Lp9Rt3Vw6Xz1Bc4Df",
                     *               "currency": "USD",
                     *               "minQuantity": 10,
                     *               "amount": {
                     *                 "amount": 7900,
                     *                 "currency": "USD",
                     *                 "formatted": "$79.00"
                     *               },
                     *               "compareAtAmount": {
                     *                 "amount": 8900,
                     *                 "currency": "USD",
                     *                 "formatted": "$89.00"
                     *               }
                     *             }
                     *           ],
                     *           "createdAt": "2026-11-28T10:15:30.123Z",
                     *           "updatedAt": "2026-11-28T10:15:30.123Z"
                     *         }
                     *       ],
                     *       "hasMore": false
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["PriceList"][];
                        hasMore: boolean;
                        nextCursor?: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminCreatePriceList: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the same key and body replay the first response (with
                 * `Idempotent-Replayed: true`). Kept 24 hours.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Trade prices",
                 *       "kind": "override",
                 *       "customerGroupId": "cgrp_5tG7hJ9kL1zX3cV5bN7mQ9wE",
                 *       "prices": [
                 *         {
                 *           "variantId": "var_8Hn2Kq5Lp9Rt3Vw6Xz1Bc4Df",
                 *           "currency": "USD",
                 *           "minQuantity": 10,
                 *           "amount": 7900,
                 *           "compareAtAmount": 8900
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["CreatePriceListRequest"];
            };
        };
        responses: {
            /** @description The price list */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "plist_2Hk9Lm4Qx7Rt1Vb8Nc3Zs6Pd",
                     *       "name": "Trade prices",
                     *       "kind": "override",
                     *       "percentOff": null,
                     *       "minQuantity": 1,
                     *       "customerGroupId": "cgrp_5tG7hJ9kL1zX3cV5bN7mQ9wE",
                     *       "status": "active",
                     *       "startsAt": null,
                     *       "endsAt": null,
                     *       "prices": [
                     *         {
                     *           "variantId": "var_8Hn2Kq5Lp9Rt3Vw6Xz1Bc4Df",
                     *           "currency": "USD",
                     *           "minQuantity": 10,
                     *           "amount": {
                     *             "amount": 7900,
                     *             "currency": "USD",
                     *             "formatted": "$79.00"
                     *           },
                     *           "compareAtAmount": {
                     *             "amount": 8900,
                     *             "currency": "USD",
                     *             "formatted": "$89.00"
                     *           }
                     *         }
                     *       ],
                     *       "createdAt": "2026-11-28T10:15:30.123Z",
                     *       "updatedAt": "2026-11-28T10:15:30.123Z"
                     *     }
                     */
                    "application/json": components["schemas"]["PriceList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminGetPriceList: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The price list id (`plist_…`).
                 * @example plist_2Hk9Lm4Qx7Rt1Vb8Nc3Zs6Pd
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The price list */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "plist_2Hk9Lm4Qx7Rt1Vb8Nc3Zs6Pd",
                     *       "name": "Trade prices",
                     *       "kind": "override",
                     *       "percentOff": null,
                     *       "minQuantity": 1,
                     *       "customerGroupId": "cgrp_5tG7hJ9kL1zX3cV5bN7mQ9wE",
                     *       "status": "active",
                     *       "startsAt": null,
                     *       "endsAt": null,
                     *       "prices": [
                     *         {
                     *           "variantId": "var_8Hn2Kq5Lp9Rt3Vw6Xz1Bc4Df",
                     *           "currency": "USD",
                     *           "minQuantity": 10,
                     *           "amount": {
                     *             "amount": 7900,
                     *             "currency": "USD",
                     *             "formatted": "$79.00"
                     *           },
                     *           "compareAtAmount": {
                     *             "amount": 8900,
                     *             "currency": "USD",
                     *             "formatted": "$89.00"
                     *           }
                     *         }
                     *       ],
                     *       "createdAt": "2026-11-28T10:15:30.123Z",
                     *       "updatedAt": "2026-11-28T10:15:30.123Z"
                     *     }
                     */
                    "application/json": components["schemas"]["PriceList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminDeletePriceList: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The price list id (`plist_…`).
                 * @example plist_2Hk9Lm4Qx7Rt1Vb8Nc3Zs6Pd
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminUpdatePriceList: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the same key and body replay the first response (with
                 * `Idempotent-Replayed: true`). Kept 24 hours.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The price list id (`plist_…`).
                 * @example plist_2Hk9Lm4Qx7Rt1Vb8Nc3Zs6Pd
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "endsAt": "2026-12-31T23:00:00.000Z"
                 *     }
                 */
                "application/json": components["schemas"]["UpdatePriceListRequest"];
            };
        };
        responses: {
            /** @description The price list */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "plist_2Hk9Lm4Qx7Rt1Vb8Nc3Zs6Pd",
                     *       "name": "Trade prices",
                     *       "kind": "override",
                     *       "percentOff": null,
                     *       "minQuantity": 1,
                     *       "customerGroupId": "cgrp_5tG7hJ9kL1zX3cV5bN7mQ9wE",
                     *       "status": "active",
                     *       "startsAt": null,
                     *       "endsAt": null,
                     *       "prices": [
                     *         {
                     *           "variantId": "var_8Hn2Kq5Lp9Rt3Vw6Xz1Bc4Df",
                     *           "currency": "USD",
                     *           "minQuantity": 10,
                     *           "amount": {
                     *             "amount": 7900,
                     *             "currency": "USD",
                     *             "formatted": "$79.00"
                     *           },
                     *           "compareAtAmount": {
                     *             "amount": 8900,
                     *             "currency": "USD",
                     *             "formatted": "$89.00"
                     *           }
                     *         }
                     *       ],
                     *       "createdAt": "2026-11-28T10:15:30.123Z",
                     *       "updatedAt": "2026-11-28T10:15:30.123Z"
                     *     }
                     */
                    "application/json": components["schemas"]["PriceList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminPreviewPrice: {
        parameters: {
            query?: {
                /**
                 * @description One of the store's currencies; its default when left out.
                 * @example USD
                 */
                currency?: string;
                /**
                 * @description The shopper's group; left out: a shopper in no group.
                 * @example cgrp_5tG7hJ9kL1zX3cV5bN7mQ9wE
                 */
                customerGroupId?: string;
                /**
                 * @description Units on the line, for quantity tiers.
                 * @example 10
                 */
                quantity?: number;
            };
            header?: never;
            path: {
                /**
                 * @description The variant (`var_…`).
                 * @example var_8Hn2Kq5Lp9Rt3Vw6Xz1Bc4Df
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The price */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "variantId": "var_8Hn2Kq5Lp9Rt3Vw6Xz1Bc4Df",
                     *       "quantity": 10,
                     *       "customerGroupId": "cgrp_5tG7hJ9kL1zX3cV5bN7mQ9wE",
                     *       "price": {
                     *         "amount": 7900,
                     *         "currency": "USD",
                     *         "formatted": "$79.00"
                     *       },
                     *       "compareAtPrice": {
                     *         "amount": 8900,
                     *         "currency": "USD",
                     *         "formatted": "$89.00"
                     *       },
                     *       "ownPrice": {
                     *         "amount": 8900,
                     *         "currency": "USD",
                     *         "formatted": "$89.00"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PricePreview"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminListLocations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every location */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "loc_3c9f2a7e1b8d4c6f9a0e5b2d7c1f8a3e",
                     *           "name": "Leeds warehouse",
                     *           "kind": "warehouse",
                     *           "address": {
                     *             "line1": "1 Canal Street",
                     *             "city": "Leeds",
                     *             "postalCode": "LS1 4AB",
                     *             "country": "GB"
                     *           },
                     *           "priority": 1,
                     *           "fulfilsOnlineOrders": true,
                     *           "isDefault": false,
                     *           "createdAt": "2026-11-28T10:15:30.123Z",
                     *           "updatedAt": "2026-11-28T10:15:30.123Z"
                     *         }
                     *       ],
                     *       "hasMore": false
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["StockLocation"][];
                        hasMore: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminCreateLocation: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the same key and body replay the first response (with
                 * `Idempotent-Replayed: true`). Kept 24 hours.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Leeds warehouse",
                 *       "kind": "warehouse",
                 *       "address": {
                 *         "line1": "1 Canal Street",
                 *         "city": "Leeds",
                 *         "postalCode": "LS1 4AB",
                 *         "country": "GB"
                 *       },
                 *       "priority": 1,
                 *       "fulfilsOnlineOrders": true
                 *     }
                 */
                "application/json": components["schemas"]["CreateLocationRequest"];
            };
        };
        responses: {
            /** @description The new location */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "loc_3c9f2a7e1b8d4c6f9a0e5b2d7c1f8a3e",
                     *       "name": "Leeds warehouse",
                     *       "kind": "warehouse",
                     *       "address": {
                     *         "line1": "1 Canal Street",
                     *         "city": "Leeds",
                     *         "postalCode": "LS1 4AB",
                     *         "country": "GB"
                     *       },
                     *       "priority": 1,
                     *       "fulfilsOnlineOrders": true,
                     *       "isDefault": false,
                     *       "createdAt": "2026-11-28T10:15:30.123Z",
                     *       "updatedAt": "2026-11-28T10:15:30.123Z"
                     *     }
                     */
                    "application/json": components["schemas"]["StockLocation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminGetLocation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description A location's id (`loc_…`).
                 * @example loc_3c9f2a7e1b8d4c6f9a0e5b2d7c1f8a3e
                 */
                id: components["parameters"]["LocationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The location */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "loc_3c9f2a7e1b8d4c6f9a0e5b2d7c1f8a3e",
                     *       "name": "Leeds warehouse",
                     *       "kind": "warehouse",
                     *       "address": {
                     *         "line1": "1 Canal Street",
                     *         "city": "Leeds",
                     *         "postalCode": "LS1 4AB",
                     *         "country": "GB"
                     *       },
                     *       "priority": 1,
                     *       "fulfilsOnlineOrders": true,
                     *       "isDefault": false,
                     *       "createdAt": "2026-11-28T10:15:30.123Z",
                     *       "updatedAt": "2026-11-28T10:15:30.123Z"
                     *     }
                     */
                    "application/json": components["schemas"]["StockLocation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminDeleteLocation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description A location's id (`loc_…`).
                 * @example loc_3c9f2a7e1b8d4c6f9a0e5b2d7c1f8a3e
                 */
                id: components["parameters"]["LocationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminUpdateLocation: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the same key and body replay the first response (with
                 * `Idempotent-Replayed: true`). Kept 24 hours.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description A location's id (`loc_…`).
                 * @example loc_3c9f2a7e1b8d4c6f9a0e5b2d7c1f8a3e
                 */
                id: components["parameters"]["LocationId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "priority": 2,
                 *       "fulfilsOnlineOrders": false
                 *     }
                 */
                "application/json": components["schemas"]["UpdateLocationRequest"];
            };
        };
        responses: {
            /** @description The location */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "loc_3c9f2a7e1b8d4c6f9a0e5b2d7c1f8a3e",
                     *       "name": "Leeds warehouse",
                     *       "kind": "warehouse",
                     *       "address": {
                     *         "line1": "1 Canal Street",
                     *         "city": "Leeds",
                     *         "postalCode": "LS1 4AB",
                     *         "country": "GB"
                     *       },
                     *       "priority": 1,
                     *       "fulfilsOnlineOrders": true,
                     *       "isDefault": false,
                     *       "createdAt": "2026-11-28T10:15:30.123Z",
                     *       "updatedAt": "2026-11-28T10:15:30.123Z"
                     *     }
                     */
                    "application/json": components["schemas"]["StockLocation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminAdjustLocationStock: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the same key and body replay the first response (with
                 * `Idempotent-Replayed: true`). Kept 24 hours.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description A location's id (`loc_…`).
                 * @example loc_3c9f2a7e1b8d4c6f9a0e5b2d7c1f8a3e
                 */
                id: components["parameters"]["LocationId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "variantId": "var_7hJ3kL9mN2pQ4rS6tU8vW0xY",
                 *       "delta": -2,
                 *       "reason": "damaged in warehouse"
                 *     }
                 */
                "application/json": components["schemas"]["AdminLocationStockAdjustment"];
            };
        };
        responses: {
            /** @description The variant's stock after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "productId": "prod_2bX9kQ7mLp4RtY6vN8wZ3cD5",
                     *       "variantId": "var_7hJ3kL9mN2pQ4rS6tU8vW0xY",
                     *       "sku": "MCS-M",
                     *       "onHand": 10,
                     *       "reserved": 2,
                     *       "available": 8,
                     *       "locationId": "loc_3c9f2a7e1b8d4c6f9a0e5b2d7c1f8a3e",
                     *       "locationOnHand": 4,
                     *       "ledgerEntry": {
                     *         "id": "stk_7vB9nM1qW3eR5tY7uI9oP1aS",
                     *         "delta": -2,
                     *         "stockAfter": 10,
                     *         "reason": "damaged in warehouse",
                     *         "createdAt": "2026-11-22T10:15:30.123Z",
                     *         "locationId": "loc_3c9f2a7e1b8d4c6f9a0e5b2d7c1f8a3e",
                     *         "locationStockAfter": 4
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminInventoryLevel"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminGetInventorySettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The settings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "allocationStrategy": "priority"
                     *     }
                     */
                    "application/json": components["schemas"]["InventorySettings"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminUpdateInventorySettings: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the same key and body replay the first response (with
                 * `Idempotent-Replayed: true`). Kept 24 hours.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "allocationStrategy": "single_location_first"
                 *     }
                 */
                "application/json": components["schemas"]["InventorySettings"];
            };
        };
        responses: {
            /** @description The settings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "allocationStrategy": "single_location_first"
                     *     }
                     */
                    "application/json": components["schemas"]["InventorySettings"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminListOrderAllocations: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The allocations */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "variantId": "var_7hJ3kL9mN2pQ4rS6tU8vW0xY",
                     *           "locationId": "loc_3c9f2a7e1b8d4c6f9a0e5b2d7c1f8a3e",
                     *           "quantity": 2
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["StockAllocation"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminReallocateOrderStock: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the same key and body replay the first response (with
                 * `Idempotent-Replayed: true`). Kept 24 hours.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                orderId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "variantId": "var_7hJ3kL9mN2pQ4rS6tU8vW0xY",
                 *       "fromLocationId": "loc_3c9f2a7e1b8d4c6f9a0e5b2d7c1f8a3e",
                 *       "toLocationId": "loc_8e1d4b7a2c9f3e6d0b5a8c1f4e7d2a9b",
                 *       "quantity": 1
                 *     }
                 */
                "application/json": {
                    variantId: string;
                    fromLocationId: string;
                    toLocationId: string;
                    quantity: number;
                };
            };
        };
        responses: {
            /** @description The order's allocations after the move */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "variantId": "var_7hJ3kL9mN2pQ4rS6tU8vW0xY",
                     *           "locationId": "loc_3c9f2a7e1b8d4c6f9a0e5b2d7c1f8a3e",
                     *           "quantity": 2
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["StockAllocation"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminListStockTransfers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The transfers */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "trf_5Gh7Jk9Lm1Np3Qr5St7Uv9Wx",
                     *           "fromLocationId": "loc_3c9f2a7e1b8d4c6f9a0e5b2d7c1f8a3e",
                     *           "toLocationId": "loc_8e1d4b7a2c9f3e6d0b5a8c1f4e7d2a9b",
                     *           "status": "draft",
                     *           "note": "Restock the shop",
                     *           "lines": [
                     *             {
                     *               "variantId": "var_7hJ3kL9mN2pQ4rS6tU8vW0xY",
                     *               "quantity": 4,
                     *               "receivedQuantity": 0
                     *             }
                     *           ],
                     *           "createdAt": "2026-11-28T10:15:30.123Z",
                     *           "updatedAt": "2026-11-28T10:15:30.123Z",
                     *           "shippedAt": null,
                     *           "receivedAt": null
                     *         }
                     *       ],
                     *       "hasMore": false
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["StockTransfer"][];
                        hasMore: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminCreateStockTransfer: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the same key and body replay the first response (with
                 * `Idempotent-Replayed: true`). Kept 24 hours.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "fromLocationId": "loc_3c9f2a7e1b8d4c6f9a0e5b2d7c1f8a3e",
                 *       "toLocationId": "loc_8e1d4b7a2c9f3e6d0b5a8c1f4e7d2a9b",
                 *       "note": "Restock the shop",
                 *       "lines": [
                 *         {
                 *           "variantId": "var_7hJ3kL9mN2pQ4rS6tU8vW0xY",
                 *           "quantity": 4
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    fromLocationId: string;
                    toLocationId: string;
                    note?: string;
                    lines: {
                        variantId: string;
                        quantity: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description The draft */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "trf_5Gh7Jk9Lm1Np3Qr5St7Uv9Wx",
                     *       "fromLocationId": "loc_3c9f2a7e1b8d4c6f9a0e5b2d7c1f8a3e",
                     *       "toLocationId": "loc_8e1d4b7a2c9f3e6d0b5a8c1f4e7d2a9b",
                     *       "status": "draft",
                     *       "note": "Restock the shop",
                     *       "lines": [
                     *         {
                     *           "variantId": "var_7hJ3kL9mN2pQ4rS6tU8vW0xY",
                     *           "quantity": 4,
                     *           "receivedQuantity": 0
                     *         }
                     *       ],
                     *       "createdAt": "2026-11-28T10:15:30.123Z",
                     *       "updatedAt": "2026-11-28T10:15:30.123Z",
                     *       "shippedAt": null,
                     *       "receivedAt": null
                     *     }
                     */
                    "application/json": components["schemas"]["StockTransfer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminGetStockTransfer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description A stock transfer's id (`trf_…`).
                 * @example trf_5Gh7Jk9Lm1Np3Qr5St7Uv9Wx
                 */
                id: components["parameters"]["StockTransferId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The transfer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "trf_5Gh7Jk9Lm1Np3Qr5St7Uv9Wx",
                     *       "fromLocationId": "loc_3c9f2a7e1b8d4c6f9a0e5b2d7c1f8a3e",
                     *       "toLocationId": "loc_8e1d4b7a2c9f3e6d0b5a8c1f4e7d2a9b",
                     *       "status": "draft",
                     *       "note": "Restock the shop",
                     *       "lines": [
                     *         {
                     *           "variantId": "var_7hJ3kL9mN2pQ4rS6tU8vW0xY",
                     *           "quantity": 4,
                     *           "receivedQuantity": 0
                     *         }
                     *       ],
                     *       "createdAt": "2026-11-28T10:15:30.123Z",
                     *       "updatedAt": "2026-11-28T10:15:30.123Z",
                     *       "shippedAt": null,
                     *       "receivedAt": null
                     *     }
                     */
                    "application/json": components["schemas"]["StockTransfer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminShipStockTransfer: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the same key and body replay the first response (with
                 * `Idempotent-Replayed: true`). Kept 24 hours.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description A stock transfer's id (`trf_…`).
                 * @example trf_5Gh7Jk9Lm1Np3Qr5St7Uv9Wx
                 */
                id: components["parameters"]["StockTransferId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The transfer in transit */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "trf_5Gh7Jk9Lm1Np3Qr5St7Uv9Wx",
                     *       "fromLocationId": "loc_3c9f2a7e1b8d4c6f9a0e5b2d7c1f8a3e",
                     *       "toLocationId": "loc_8e1d4b7a2c9f3e6d0b5a8c1f4e7d2a9b",
                     *       "status": "in_transit",
                     *       "note": "Restock the shop",
                     *       "lines": [
                     *         {
                     *           "variantId": "var_7hJ3kL9mN2pQ4rS6tU8vW0xY",
                     *           "quantity": 4,
                     *           "receivedQuantity": 0
                     *         }
                     *       ],
                     *       "createdAt": "2026-11-28T10:15:30.123Z",
                     *       "updatedAt": "2026-11-28T10:15:30.123Z",
                     *       "shippedAt": "2026-11-28T11:00:00.000Z",
                     *       "receivedAt": null
                     *     }
                     */
                    "application/json": components["schemas"]["StockTransfer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    adminReceiveStockTransfer: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the same key and body replay the first response (with
                 * `Idempotent-Replayed: true`). Kept 24 hours.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description A stock transfer's id (`trf_…`).
                 * @example trf_5Gh7Jk9Lm1Np3Qr5St7Uv9Wx
                 */
                id: components["parameters"]["StockTransferId"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "lines": [
                 *         {
                 *           "variantId": "var_7hJ3kL9mN2pQ4rS6tU8vW0xY",
                 *           "quantity": 4
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    lines?: {
                        variantId: string;
                        quantity: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description The transfer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "trf_5Gh7Jk9Lm1Np3Qr5St7Uv9Wx",
                     *       "fromLocationId": "loc_3c9f2a7e1b8d4c6f9a0e5b2d7c1f8a3e",
                     *       "toLocationId": "loc_8e1d4b7a2c9f3e6d0b5a8c1f4e7d2a9b",
                     *       "status": "received",
                     *       "note": "Restock the shop",
                     *       "lines": [
                     *         {
                     *           "variantId": "var_7hJ3kL9mN2pQ4rS6tU8vW0xY",
                     *           "quantity": 4,
                     *           "receivedQuantity": 4
                     *         }
                     *       ],
                     *       "createdAt": "2026-11-28T10:15:30.123Z",
                     *       "updatedAt": "2026-11-28T10:15:30.123Z",
                     *       "shippedAt": "2026-11-28T11:00:00.000Z",
                     *       "receivedAt": "2026-11-29T09:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["StockTransfer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["PrivateUnauthorized"];
            403: components["responses"]["PlanRequired"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["RateLimited"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    event_order_created: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event id, stable across retries: deduplicate on it.
                 * @example evt_2Hk9Lm4Qx7Rt1Vb8Nc3Zs6Pd
                 */
                "webhook-id": string;
                /**
                 * @description Unix seconds when this attempt was signed; reject old ones.
                 * @example 1795342530
                 */
                "webhook-timestamp": string;
                /**
                 * @description Standard Webhooks: space-separated `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, one
                 * per active secret (two for 24 hours after a rotation).
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Event"] & {
                    /** @constant */
                    type?: "order.created";
                    data?: {
                        object?: components["schemas"]["EventOrderObject"];
                    };
                };
            };
        };
        responses: {
            /** @description Gone: the endpoint is disabled and receives nothing more. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Received. Answer quickly and process asynchronously. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_order_paid: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event id, stable across retries: deduplicate on it.
                 * @example evt_2Hk9Lm4Qx7Rt1Vb8Nc3Zs6Pd
                 */
                "webhook-id": string;
                /**
                 * @description Unix seconds when this attempt was signed; reject old ones.
                 * @example 1795342530
                 */
                "webhook-timestamp": string;
                /**
                 * @description Standard Webhooks: space-separated `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, one
                 * per active secret (two for 24 hours after a rotation).
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_2Hk9Lm4Qx7Rt1Vb8Nc3Zs6Pd",
                 *       "type": "order.paid",
                 *       "createdAt": "2026-11-22T10:15:30.123Z",
                 *       "storeId": "str_7Yt3Kp9Lm2Qx8Rv4Nb6Cz1Wd",
                 *       "apiVersion": "v3",
                 *       "data": {
                 *         "object": {
                 *           "id": "ord_5Jw2Xc8Vb4Nm7Lk1Qp9Rt3Zs",
                 *           "status": "confirmed",
                 *           "paymentStatus": "paid",
                 *           "total": {
                 *             "amount": 4599,
                 *             "currency": "USD",
                 *             "formatted": "$45.99"
                 *           },
                 *           "updatedAt": "2026-11-22T10:15:30.123Z"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Event"] & {
                    /** @constant */
                    type?: "order.paid";
                    data?: {
                        object?: components["schemas"]["EventOrderObject"];
                    };
                };
            };
        };
        responses: {
            /** @description Gone: the endpoint is disabled and receives nothing more. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Received. Answer quickly and process asynchronously. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_order_fulfilled: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event id, stable across retries: deduplicate on it.
                 * @example evt_2Hk9Lm4Qx7Rt1Vb8Nc3Zs6Pd
                 */
                "webhook-id": string;
                /**
                 * @description Unix seconds when this attempt was signed; reject old ones.
                 * @example 1795342530
                 */
                "webhook-timestamp": string;
                /**
                 * @description Standard Webhooks: space-separated `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, one
                 * per active secret (two for 24 hours after a rotation).
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Event"] & {
                    /** @constant */
                    type?: "order.fulfilled";
                    data?: {
                        object?: components["schemas"]["EventOrderObject"];
                    };
                };
            };
        };
        responses: {
            /** @description Gone: the endpoint is disabled and receives nothing more. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Received. Answer quickly and process asynchronously. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_order_cancelled: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event id, stable across retries: deduplicate on it.
                 * @example evt_2Hk9Lm4Qx7Rt1Vb8Nc3Zs6Pd
                 */
                "webhook-id": string;
                /**
                 * @description Unix seconds when this attempt was signed; reject old ones.
                 * @example 1795342530
                 */
                "webhook-timestamp": string;
                /**
                 * @description Standard Webhooks: space-separated `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, one
                 * per active secret (two for 24 hours after a rotation).
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Event"] & {
                    /** @constant */
                    type?: "order.cancelled";
                    data?: {
                        object?: components["schemas"]["EventOrderObject"];
                    };
                };
            };
        };
        responses: {
            /** @description Gone: the endpoint is disabled and receives nothing more. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Received. Answer quickly and process asynchronously. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_order_refunded: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event id, stable across retries: deduplicate on it.
                 * @example evt_2Hk9Lm4Qx7Rt1Vb8Nc3Zs6Pd
                 */
                "webhook-id": string;
                /**
                 * @description Unix seconds when this attempt was signed; reject old ones.
                 * @example 1795342530
                 */
                "webhook-timestamp": string;
                /**
                 * @description Standard Webhooks: space-separated `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, one
                 * per active secret (two for 24 hours after a rotation).
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Event"] & {
                    /** @constant */
                    type?: "order.refunded";
                    data?: {
                        object?: components["schemas"]["EventOrderObject"];
                    };
                };
            };
        };
        responses: {
            /** @description Gone: the endpoint is disabled and receives nothing more. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Received. Answer quickly and process asynchronously. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_product_created: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event id, stable across retries: deduplicate on it.
                 * @example evt_2Hk9Lm4Qx7Rt1Vb8Nc3Zs6Pd
                 */
                "webhook-id": string;
                /**
                 * @description Unix seconds when this attempt was signed; reject old ones.
                 * @example 1795342530
                 */
                "webhook-timestamp": string;
                /**
                 * @description Standard Webhooks: space-separated `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, one
                 * per active secret (two for 24 hours after a rotation).
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Event"] & {
                    /** @constant */
                    type?: "product.created";
                    data?: {
                        object?: components["schemas"]["EventProductObject"];
                    };
                };
            };
        };
        responses: {
            /** @description Gone: the endpoint is disabled and receives nothing more. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Received. Answer quickly and process asynchronously. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_product_updated: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event id, stable across retries: deduplicate on it.
                 * @example evt_2Hk9Lm4Qx7Rt1Vb8Nc3Zs6Pd
                 */
                "webhook-id": string;
                /**
                 * @description Unix seconds when this attempt was signed; reject old ones.
                 * @example 1795342530
                 */
                "webhook-timestamp": string;
                /**
                 * @description Standard Webhooks: space-separated `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, one
                 * per active secret (two for 24 hours after a rotation).
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Event"] & {
                    /** @constant */
                    type?: "product.updated";
                    data?: {
                        object?: components["schemas"]["EventProductObject"];
                    };
                };
            };
        };
        responses: {
            /** @description Gone: the endpoint is disabled and receives nothing more. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Received. Answer quickly and process asynchronously. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_product_deleted: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event id, stable across retries: deduplicate on it.
                 * @example evt_2Hk9Lm4Qx7Rt1Vb8Nc3Zs6Pd
                 */
                "webhook-id": string;
                /**
                 * @description Unix seconds when this attempt was signed; reject old ones.
                 * @example 1795342530
                 */
                "webhook-timestamp": string;
                /**
                 * @description Standard Webhooks: space-separated `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, one
                 * per active secret (two for 24 hours after a rotation).
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Event"] & {
                    /** @constant */
                    type?: "product.deleted";
                    data?: {
                        object?: components["schemas"]["EventProductObject"];
                    };
                };
            };
        };
        responses: {
            /** @description Gone: the endpoint is disabled and receives nothing more. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Received. Answer quickly and process asynchronously. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_inventory_updated: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event id, stable across retries: deduplicate on it.
                 * @example evt_2Hk9Lm4Qx7Rt1Vb8Nc3Zs6Pd
                 */
                "webhook-id": string;
                /**
                 * @description Unix seconds when this attempt was signed; reject old ones.
                 * @example 1795342530
                 */
                "webhook-timestamp": string;
                /**
                 * @description Standard Webhooks: space-separated `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, one
                 * per active secret (two for 24 hours after a rotation).
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Event"] & {
                    /** @constant */
                    type?: "inventory.updated";
                    data?: {
                        object?: components["schemas"]["EventInventoryObject"];
                    };
                };
            };
        };
        responses: {
            /** @description Gone: the endpoint is disabled and receives nothing more. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Received. Answer quickly and process asynchronously. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_customer_created: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event id, stable across retries: deduplicate on it.
                 * @example evt_2Hk9Lm4Qx7Rt1Vb8Nc3Zs6Pd
                 */
                "webhook-id": string;
                /**
                 * @description Unix seconds when this attempt was signed; reject old ones.
                 * @example 1795342530
                 */
                "webhook-timestamp": string;
                /**
                 * @description Standard Webhooks: space-separated `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, one
                 * per active secret (two for 24 hours after a rotation).
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Event"] & {
                    /** @constant */
                    type?: "customer.created";
                    data?: {
                        object?: components["schemas"]["EventCustomerObject"];
                    };
                };
            };
        };
        responses: {
            /** @description Gone: the endpoint is disabled and receives nothing more. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Received. Answer quickly and process asynchronously. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_customer_updated: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event id, stable across retries: deduplicate on it.
                 * @example evt_2Hk9Lm4Qx7Rt1Vb8Nc3Zs6Pd
                 */
                "webhook-id": string;
                /**
                 * @description Unix seconds when this attempt was signed; reject old ones.
                 * @example 1795342530
                 */
                "webhook-timestamp": string;
                /**
                 * @description Standard Webhooks: space-separated `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, one
                 * per active secret (two for 24 hours after a rotation).
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Event"] & {
                    /** @constant */
                    type?: "customer.updated";
                    data?: {
                        object?: components["schemas"]["EventCustomerObject"];
                    };
                };
            };
        };
        responses: {
            /** @description Gone: the endpoint is disabled and receives nothing more. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Received. Answer quickly and process asynchronously. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_review_created: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event id, stable across retries: deduplicate on it.
                 * @example evt_2Hk9Lm4Qx7Rt1Vb8Nc3Zs6Pd
                 */
                "webhook-id": string;
                /**
                 * @description Unix seconds when this attempt was signed; reject old ones.
                 * @example 1795342530
                 */
                "webhook-timestamp": string;
                /**
                 * @description Standard Webhooks: space-separated `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, one
                 * per active secret (two for 24 hours after a rotation).
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Event"] & {
                    /** @constant */
                    type?: "review.created";
                    data?: {
                        object?: components["schemas"]["EventReviewObject"];
                    };
                };
            };
        };
        responses: {
            /** @description Gone: the endpoint is disabled and receives nothing more. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Received. Answer quickly and process asynchronously. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_conversation_message_created: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event id, stable across retries: deduplicate on it.
                 * @example evt_2Hk9Lm4Qx7Rt1Vb8Nc3Zs6Pd
                 */
                "webhook-id": string;
                /**
                 * @description Unix seconds when this attempt was signed; reject old ones.
                 * @example 1795342530
                 */
                "webhook-timestamp": string;
                /**
                 * @description Standard Webhooks: space-separated `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, one
                 * per active secret (two for 24 hours after a rotation).
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Event"] & {
                    /** @constant */
                    type?: "conversation.message_created";
                    data?: {
                        object?: components["schemas"]["EventMessageObject"];
                    };
                };
            };
        };
        responses: {
            /** @description Gone: the endpoint is disabled and receives nothing more. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Received. Answer quickly and process asynchronously. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_export_completed: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event id, stable across retries: deduplicate on it.
                 * @example evt_2Hk9Lm4Qx7Rt1Vb8Nc3Zs6Pd
                 */
                "webhook-id": string;
                /**
                 * @description Unix seconds when this attempt was signed; reject old ones.
                 * @example 1795342530
                 */
                "webhook-timestamp": string;
                /**
                 * @description Standard Webhooks: space-separated `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, one
                 * per active secret (two for 24 hours after a rotation).
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Event"] & {
                    /** @constant */
                    type?: "export.completed";
                    data?: {
                        object?: components["schemas"]["EventExportObject"];
                    };
                };
            };
        };
        responses: {
            /** @description Gone: the endpoint is disabled and receives nothing more. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Received. Answer quickly and process asynchronously. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_webhook_test: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event id, stable across retries: deduplicate on it.
                 * @example evt_2Hk9Lm4Qx7Rt1Vb8Nc3Zs6Pd
                 */
                "webhook-id": string;
                /**
                 * @description Unix seconds when this attempt was signed; reject old ones.
                 * @example 1795342530
                 */
                "webhook-timestamp": string;
                /**
                 * @description Standard Webhooks: space-separated `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, one
                 * per active secret (two for 24 hours after a rotation).
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Event"] & {
                    /** @constant */
                    type?: "webhook.test";
                    data?: {
                        object?: components["schemas"]["EventTestObject"];
                    };
                };
            };
        };
        responses: {
            /** @description Gone: the endpoint is disabled and receives nothing more. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Received. Answer quickly and process asynchronously. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_import_completed: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event id, stable across retries: deduplicate on it.
                 * @example evt_2Hk9Lm4Qx7Rt1Vb8Nc3Zs6Pd
                 */
                "webhook-id": string;
                /**
                 * @description Unix seconds when this attempt was signed; reject old ones.
                 * @example 1795342530
                 */
                "webhook-timestamp": string;
                /**
                 * @description Standard Webhooks: space-separated `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, one
                 * per active secret (two for 24 hours after a rotation).
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Event"] & {
                    /** @constant */
                    type?: "import.completed";
                    data?: {
                        object?: components["schemas"]["EventImportObject"];
                    };
                };
            };
        };
        responses: {
            /** @description Gone: the endpoint is disabled and receives nothing more. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Received. Answer quickly and process asynchronously. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_import_failed: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event id, stable across retries: deduplicate on it.
                 * @example evt_2Hk9Lm4Qx7Rt1Vb8Nc3Zs6Pd
                 */
                "webhook-id": string;
                /**
                 * @description Unix seconds when this attempt was signed; reject old ones.
                 * @example 1795342530
                 */
                "webhook-timestamp": string;
                /**
                 * @description Standard Webhooks: space-separated `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, one
                 * per active secret (two for 24 hours after a rotation).
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Event"] & {
                    /** @constant */
                    type?: "import.failed";
                    data?: {
                        object?: components["schemas"]["EventImportObject"];
                    };
                };
            };
        };
        responses: {
            /** @description Gone: the endpoint is disabled and receives nothing more. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Received. Answer quickly and process asynchronously. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_gift_card_issued: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event id, stable across retries: deduplicate on it.
                 * @example evt_2Hk9Lm4Qx7Rt1Vb8Nc3Zs6Pd
                 */
                "webhook-id": string;
                /**
                 * @description Unix seconds when this attempt was signed; reject old ones.
                 * @example 1795342530
                 */
                "webhook-timestamp": string;
                /**
                 * @description Standard Webhooks: space-separated `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, one
                 * per active secret (two for 24 hours after a rotation).
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Event"] & {
                    /** @constant */
                    type?: "gift_card.issued";
                    data?: {
                        object?: components["schemas"]["GiftCard"];
                    };
                };
            };
        };
        responses: {
            /** @description Gone: the endpoint is disabled and receives nothing more. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Received. Answer quickly and process asynchronously. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_gift_card_redeemed: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event id, stable across retries: deduplicate on it.
                 * @example evt_2Hk9Lm4Qx7Rt1Vb8Nc3Zs6Pd
                 */
                "webhook-id": string;
                /**
                 * @description Unix seconds when this attempt was signed; reject old ones.
                 * @example 1795342530
                 */
                "webhook-timestamp": string;
                /**
                 * @description Standard Webhooks: space-separated `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, one
                 * per active secret (two for 24 hours after a rotation).
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Event"] & {
                    /** @constant */
                    type?: "gift_card.redeemed";
                    data?: {
                        object?: components["schemas"]["EventGiftCardRedeemedObject"];
                    };
                };
            };
        };
        responses: {
            /** @description Gone: the endpoint is disabled and receives nothing more. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Received. Answer quickly and process asynchronously. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_store_credit_changed: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event id, stable across retries: deduplicate on it.
                 * @example evt_2Hk9Lm4Qx7Rt1Vb8Nc3Zs6Pd
                 */
                "webhook-id": string;
                /**
                 * @description Unix seconds when this attempt was signed; reject old ones.
                 * @example 1795342530
                 */
                "webhook-timestamp": string;
                /**
                 * @description Standard Webhooks: space-separated `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, one
                 * per active secret (two for 24 hours after a rotation).
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Event"] & {
                    /** @constant */
                    type?: "store_credit.changed";
                    data?: {
                        object?: components["schemas"]["EventStoreCreditObject"];
                    };
                };
            };
        };
        responses: {
            /** @description Gone: the endpoint is disabled and receives nothing more. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Received. Answer quickly and process asynchronously. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_return_requested: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event id, stable across retries: deduplicate on it.
                 * @example evt_2Hk9Lm4Qx7Rt1Vb8Nc3Zs6Pd
                 */
                "webhook-id": string;
                /**
                 * @description Unix seconds when this attempt was signed; reject old ones.
                 * @example 1795342530
                 */
                "webhook-timestamp": string;
                /**
                 * @description Standard Webhooks: space-separated `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, one
                 * per active secret (two for 24 hours after a rotation).
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Event"] & {
                    /** @constant */
                    type?: "return.requested";
                    data?: {
                        object?: components["schemas"]["EventReturnObject"];
                    };
                };
            };
        };
        responses: {
            /** @description Gone: the endpoint is disabled and receives nothing more. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Received. Answer quickly and process asynchronously. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_return_approved: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event id, stable across retries: deduplicate on it.
                 * @example evt_2Hk9Lm4Qx7Rt1Vb8Nc3Zs6Pd
                 */
                "webhook-id": string;
                /**
                 * @description Unix seconds when this attempt was signed; reject old ones.
                 * @example 1795342530
                 */
                "webhook-timestamp": string;
                /**
                 * @description Standard Webhooks: space-separated `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, one
                 * per active secret (two for 24 hours after a rotation).
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Event"] & {
                    /** @constant */
                    type?: "return.approved";
                    data?: {
                        object?: components["schemas"]["EventReturnObject"];
                    };
                };
            };
        };
        responses: {
            /** @description Gone: the endpoint is disabled and receives nothing more. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Received. Answer quickly and process asynchronously. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_return_refused: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event id, stable across retries: deduplicate on it.
                 * @example evt_2Hk9Lm4Qx7Rt1Vb8Nc3Zs6Pd
                 */
                "webhook-id": string;
                /**
                 * @description Unix seconds when this attempt was signed; reject old ones.
                 * @example 1795342530
                 */
                "webhook-timestamp": string;
                /**
                 * @description Standard Webhooks: space-separated `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, one
                 * per active secret (two for 24 hours after a rotation).
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Event"] & {
                    /** @constant */
                    type?: "return.refused";
                    data?: {
                        object?: components["schemas"]["EventReturnObject"];
                    };
                };
            };
        };
        responses: {
            /** @description Gone: the endpoint is disabled and receives nothing more. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Received. Answer quickly and process asynchronously. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_return_received: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event id, stable across retries: deduplicate on it.
                 * @example evt_2Hk9Lm4Qx7Rt1Vb8Nc3Zs6Pd
                 */
                "webhook-id": string;
                /**
                 * @description Unix seconds when this attempt was signed; reject old ones.
                 * @example 1795342530
                 */
                "webhook-timestamp": string;
                /**
                 * @description Standard Webhooks: space-separated `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, one
                 * per active secret (two for 24 hours after a rotation).
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Event"] & {
                    /** @constant */
                    type?: "return.received";
                    data?: {
                        object?: components["schemas"]["EventReturnObject"];
                    };
                };
            };
        };
        responses: {
            /** @description Gone: the endpoint is disabled and receives nothing more. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Received. Answer quickly and process asynchronously. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_return_resolved: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event id, stable across retries: deduplicate on it.
                 * @example evt_2Hk9Lm4Qx7Rt1Vb8Nc3Zs6Pd
                 */
                "webhook-id": string;
                /**
                 * @description Unix seconds when this attempt was signed; reject old ones.
                 * @example 1795342530
                 */
                "webhook-timestamp": string;
                /**
                 * @description Standard Webhooks: space-separated `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, one
                 * per active secret (two for 24 hours after a rotation).
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Event"] & {
                    /** @constant */
                    type?: "return.resolved";
                    data?: {
                        object?: components["schemas"]["EventReturnObject"];
                    };
                };
            };
        };
        responses: {
            /** @description Gone: the endpoint is disabled and receives nothing more. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Received. Answer quickly and process asynchronously. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_return_expired: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event id, stable across retries: deduplicate on it.
                 * @example evt_2Hk9Lm4Qx7Rt1Vb8Nc3Zs6Pd
                 */
                "webhook-id": string;
                /**
                 * @description Unix seconds when this attempt was signed; reject old ones.
                 * @example 1795342530
                 */
                "webhook-timestamp": string;
                /**
                 * @description Standard Webhooks: space-separated `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, one
                 * per active secret (two for 24 hours after a rotation).
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Event"] & {
                    /** @constant */
                    type?: "return.expired";
                    data?: {
                        object?: components["schemas"]["EventReturnObject"];
                    };
                };
            };
        };
        responses: {
            /** @description Gone: the endpoint is disabled and receives nothing more. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Received. Answer quickly and process asynchronously. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_cart_abandoned: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event id, stable across retries: deduplicate on it.
                 * @example evt_2Hk9Lm4Qx7Rt1Vb8Nc3Zs6Pd
                 */
                "webhook-id": string;
                /**
                 * @description Unix seconds when this attempt was signed; reject old ones.
                 * @example 1795342530
                 */
                "webhook-timestamp": string;
                /**
                 * @description Standard Webhooks: space-separated `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, one
                 * per active secret (two for 24 hours after a rotation).
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Event"] & {
                    /** @constant */
                    type?: "cart.abandoned";
                    data?: {
                        object?: components["schemas"]["EventCartObject"];
                    };
                };
            };
        };
        responses: {
            /** @description Gone: the endpoint is disabled and receives nothing more. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Received. Answer quickly and process asynchronously. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_price_list_started: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event id, stable across retries: deduplicate on it.
                 * @example evt_2Hk9Lm4Qx7Rt1Vb8Nc3Zs6Pd
                 */
                "webhook-id": string;
                /**
                 * @description Unix seconds when this attempt was signed; reject old ones.
                 * @example 1795342530
                 */
                "webhook-timestamp": string;
                /**
                 * @description Standard Webhooks: space-separated `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, one
                 * per active secret (two for 24 hours after a rotation).
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Event"] & {
                    /** @constant */
                    type?: "price_list.started";
                    data?: {
                        object?: components["schemas"]["EventPriceListObject"];
                    };
                };
            };
        };
        responses: {
            /** @description Gone: the endpoint is disabled and receives nothing more. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Received. Answer quickly and process asynchronously. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_price_list_ended: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event id, stable across retries: deduplicate on it.
                 * @example evt_2Hk9Lm4Qx7Rt1Vb8Nc3Zs6Pd
                 */
                "webhook-id": string;
                /**
                 * @description Unix seconds when this attempt was signed; reject old ones.
                 * @example 1795342530
                 */
                "webhook-timestamp": string;
                /**
                 * @description Standard Webhooks: space-separated `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, one
                 * per active secret (two for 24 hours after a rotation).
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Event"] & {
                    /** @constant */
                    type?: "price_list.ended";
                    data?: {
                        object?: components["schemas"]["EventPriceListObject"];
                    };
                };
            };
        };
        responses: {
            /** @description Gone: the endpoint is disabled and receives nothing more. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Received. Answer quickly and process asynchronously. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}

/**
 * The parameters openapi.json gives a default, by operationId and location: a client may leave them out, the API's
 * validator fills them in (src/http/operation-input.ts types handler inputs with them present).
 */
export interface parameterDefaults {
    adminListAuditLog: { query: "limit" };
    adminListCategories: { query: "limit" };
    adminListConversationMessages: { query: "limit" };
    adminListConversations: { query: "limit" };
    adminListCustomerGroupMembers: { query: "limit" };
    adminListCustomerGroups: { query: "limit" };
    adminListCustomers: { query: "limit" };
    adminListDiscounts: { query: "limit" };
    adminListEvents: { query: "limit" };
    adminListGiftCards: { query: "limit" };
    adminListOrders: { query: "includeAttempts" | "limit" };
    adminListPriceLists: { query: "limit" };
    adminListProducts: { query: "limit" };
    adminListReturns: { query: "limit" };
    adminListReviews: { query: "limit" };
    adminListWebhookDeliveries: { query: "limit" };
    adminListWebhooks: { query: "limit" };
    adminPreviewPrice: { query: "quantity" };
    adminSalesReport: { query: "interval" };
    adminSearch: { query: "limit" };
    adminTopProductsReport: { query: "by" | "limit" };
    listCategories: { query: "limit" };
    listConversationMessages: { query: "limit" };
    listCurrentCustomerOrders: { query: "limit" };
    listProductReviews: { query: "limit" };
    listProducts: { query: "sort" | "limit" };
}
