import type { Harness } from '../support/harness';
import { openDemoShop, type DemoShop } from '../support/demo-shop';
import { checkView, openDashboardAs } from '../support/dashboard-page';
import { privateClient, publicClient } from '../support/http';
import type { DemoKeys } from '../../src/cli/seed-demo';

// One service and one browser: staff build a draft order on the dashboard's Draft orders page and send its link;
// the customer opens the hosted pay page, sees the draft's lines and total, and pays it: the draft is a paid order.
let shop: DemoShop;
let h: Harness;
let keys: DemoKeys;

beforeAll(async () => {
  shop = await openDemoShop('draft-orders-browser');
  ({ h, keys } = shop);
}, 120000);

afterAll(() => shop?.close());

const admin = () => privateClient(h.baseUrl, keys.secretKey);

describe('when staff build a draft order on the dashboard, send its link and the customer pays it', () => {
  it('then every view passes axe, the pay page shows the lines, and the draft becomes one paid order', async () => {
    const api = publicClient(h.baseUrl, keys.publishableKey);
    const product = (await api.get('/products?q=Beanie')).body.data[0];
    const variantId = (await admin().get(`/products/${product.id}`)).body.variants[0].id as string;
    const settings = (await admin().get('/settings')).body;
    const option = settings.shippingZones.find((z: { countries: string[] }) => z.countries.includes('US')).options[0];

    const member = { storeId: keys.storeId, permissions: ['orders', 'settings'], name: 'Dana Drafts' };
    const staff = await openDashboardAs(h, shop.newContext, member);
    await staff.goto(`${h.baseUrl}/admin/#/draft-orders`);
    await staff.getByRole('heading', { name: 'Draft orders', level: 1 }).waitFor();
    await checkView(staff, 'dashboard-draft-orders');
    await staff.getByLabel("Customer's e-mail").fill('phone-order@example.com');
    await staff.getByRole('button', { name: 'Create draft' }).click();
    await staff.getByRole('heading', { name: /^Draft order dord_/ }).waitFor();

    await staff.getByLabel('Variant id').fill(variantId);
    await staff.getByLabel('Quantity').fill('2');
    await staff.getByLabel(/Custom unit price/).fill('10.00');
    await staff.getByRole('button', { name: 'Add line' }).click();
    await staff.getByRole('status').filter({ hasText: 'Line added.' }).waitFor();
    // A custom line: a title and a price of its own, untaxed, naming no catalogue variant.
    await staff.getByLabel('Custom line title').fill('Gift wrapping');
    await staff.getByLabel('Number of units').fill('1');
    await staff.getByLabel(/^Price each in/).fill('3.00');
    await staff.getByLabel('Taxable').uncheck();
    await staff.getByRole('button', { name: 'Add custom line' }).click();
    await staff.getByRole('status').filter({ hasText: 'Custom line added.' }).waitFor();
    await staff.getByRole('cell', { name: 'Gift wrapping (custom line, untaxed)' }).waitFor();
    await staff.getByLabel('Shipping option').selectOption(option.id);
    await staff.getByLabel('First name').fill('Ada');
    await staff.getByLabel('Last name').fill('Lovelace');
    await staff.getByLabel('Street').fill('1 Main St');
    await staff.getByLabel('City').fill('Springfield');
    await staff.getByLabel('Postal code').fill('12345');
    await staff.getByLabel('Country (2 letters)').fill('US');
    await staff.getByRole('button', { name: 'Save draft' }).click();
    await staff.getByRole('status').filter({ hasText: 'Draft saved.' }).waitFor();
    await checkView(staff, 'dashboard-draft-order-open');

    await staff.getByRole('button', { name: 'Send payment link' }).click();
    await staff.getByText('The payment link is ready to send.').waitFor();
    const linkId = (await staff.locator('[data-payment-link]').textContent()) as string;
    const total = (await staff.locator('[data-draft-total]').textContent()) as string;
    await checkView(staff, 'dashboard-draft-order-invoiced');

    const context = await shop.newContext({ bypassCSP: true });
    const shopper = await context.newPage();
    await shopper.goto(`${h.baseUrl}/widget/pay?publishable-key=${keys.publishableKey}&link=${linkId}&lang=en`);
    await shopper.getByRole('heading', { name: 'Pay your order' }).waitFor();
    await shopper.getByRole('table', { name: 'What you pay for' }).getByText(/× 2/).waitFor();
    await shopper.getByRole('rowheader', { name: 'Gift wrapping × 1' }).waitFor();
    await checkView(shopper, 'widget-pay-draft');
    await shopper.getByLabel('Card (test mode)').selectOption('tok_declined');
    await shopper.getByRole('button', { name: `Pay ${total}` }).click();
    await shopper.getByRole('alert').filter({ hasText: 'Your card was declined.' }).waitFor();
    // A card that asks for 3-D Secure: the test provider's confirm step; cancelled, nothing is charged.
    await shopper.getByLabel('Card (test mode)').selectOption('tok_requires_action');
    await shopper.getByRole('button', { name: `Pay ${total}` }).click();
    await shopper.getByRole('heading', { name: 'Your bank asks you to confirm this payment.' }).waitFor();
    await checkView(shopper, 'widget-pay-draft-confirm-step');
    await shopper.getByRole('button', { name: 'Cancel payment' }).click();
    await shopper.getByRole('alert').filter({ hasText: 'Your card was declined.' }).waitFor();
    // Confirmed the second time: the link is paid.
    await shopper.getByRole('button', { name: `Pay ${total}` }).click();
    await shopper.getByRole('button', { name: 'Confirm payment' }).click();
    await shopper.locator('[part="pay-status"]').filter({ hasText: 'Paid, thank you' }).waitFor();
    await checkView(shopper, 'widget-pay-draft-paid');

    await staff.reload();
    await staff.getByText('paid', { exact: true }).waitFor();
    const drafts = (await admin().get('/draft-orders?status=paid')).body.items;
    const draft = drafts.find((d: { paymentLinkId: string }) => d.paymentLinkId === linkId);
    const order = (await admin().get(`/orders/${draft.orderId}`)).body;
    expect([order.status, order.paymentStatus, order.total.formatted]).toEqual(['confirmed', 'paid', total]);
    expect(order.payments.filter((p: { status: string }) => p.status === 'captured')).toHaveLength(1);
    // The declined card, and the 3-D Secure payment cancelled on the confirm step, were let go.
    expect(order.payments.filter((p: { status: string }) => p.status === 'requires_action')).toHaveLength(0);
    expect(order.lines.map((l: { title: string; custom: boolean }) => [l.title, l.custom])).toEqual([
      [product.title, false],
      ['Gift wrapping', true],
    ]);
  });
});
