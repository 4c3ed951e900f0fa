import { renderRecoveryMail } from '../../src/cart-recovery/recovery-mail';

const mail = (language: string, units: number, discountCode: string | null = null) =>
  renderRecoveryMail({
    to: 'shopper@example.com',
    language,
    storeName: 'Kaffeehaus',
    units,
    restoreLink: 'https://shop.example/cart?cartRecovery=t',
    unsubscribeLink: 'https://api.example/v3/cart-recovery/unsubscribe?token=u',
    discountCode,
    messageId: '<cart-recovery-cart_1-0@api.example>',
  });

describe("when a cart recovery mail is written in the store's language", () => {
  it('then a German store (any de tag) writes German, with the offer on the last step', () => {
    const german = mail('de-AT', 2, 'WIEDER10');
    expect(german.subject).toBe('Ihr Warenkorb bei Kaffeehaus wartet');
    expect(german.text).toContain('Sie haben 2 Artikel in Ihrem Warenkorb bei Kaffeehaus gelassen.');
    expect(german.text).toContain('Mit dem Code WIEDER10 erhalten Sie an der Kasse einen Rabatt.');
    expect(german.html).toContain('<html lang="de">');
    expect(german.html).toContain('Zurück zum Warenkorb');
  });

  it('then any other store writes English, one item or several', () => {
    expect(mail('en', 1).text).toContain('You left 1 item in your cart at Kaffeehaus.');
    expect(mail('fr', 3).text).toContain('You left 3 items in your cart at Kaffeehaus.');
    expect(mail('en', 3).html).toContain('<html lang="en">');
    expect(mail('en', 3).text).not.toContain('discount');
  });
});
