import { html, nothing } from 'lit';
import { CommerceProduct } from './commerce-product';
import './commerce-gift-card-fields';
import './commerce-plan-choice';

/**
 * The whole shop's product page: a gift-card product asks who the card is for (sent once the line is added), and a
 * product with selling plans offers them beside buying once (the chosen plan is added with the line).
 */
CommerceProduct.extension = {
  render: (element, product) =>
    html`${product.giftCard ? html`<commerce-gift-card-fields .t=${element.t}></commerce-gift-card-fields>` : nothing}
      <commerce-plan-choice .t=${element.t} .shop=${element.shop} .productId=${product.id}></commerce-plan-choice>`,
  addBody: (element): Record<string, string> => {
    const sellingPlanId = element.renderRoot.querySelector('commerce-plan-choice')?.sellingPlanId;
    return sellingPlanId ? { sellingPlanId } : {};
  },
  afterAdd: async (element, cart, variantId) =>
    (await element.renderRoot.querySelector('commerce-gift-card-fields')?.attach(element.shop, cart, variantId)) ??
    cart,
};
