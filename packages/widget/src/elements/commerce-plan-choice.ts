import { LitElement, html, nothing, type PropertyValues } from 'lit';
import type { Translate } from '../core/i18n';
import { planText, sellingPlans } from '../core/selling-plans';
import type { Shop } from '../core/shop';
import type { SellingPlan } from '../core/types';
import '../core/texts-shop';

/**
 * The product page's choice between buying once and each of the product's selling plans (radio buttons in a
 * fieldset, each plan's terms said in its label). Shown only when the product has plans; `sellingPlanId` is the
 * chosen plan's, undefined for a one-time purchase. Light DOM, so the product's styles apply. Whole shop only: the
 * product-only embed stays within its budget.
 */
export class CommercePlanChoice extends LitElement {
  static properties = {
    t: { attribute: false },
    shop: { attribute: false },
    productId: { attribute: false },
    plans: { state: true },
    sellingPlanId: { state: true },
  };
  t: Translate = (key) => key;
  shop?: Shop;
  productId = '';
  plans: SellingPlan[] = [];
  sellingPlanId?: string;

  protected createRenderRoot() {
    return this;
  }

  protected willUpdate(changed: PropertyValues<this>): void {
    if ((changed.has('productId') || changed.has('shop')) && this.shop && this.productId) {
      const productId = this.productId;
      this.sellingPlanId = undefined;
      void sellingPlans(this.shop, productId).then((plans) => {
        if (this.productId === productId) this.plans = plans;
      });
    }
  }

  render() {
    if (this.plans.length === 0) return nothing;
    const option = (id: string | undefined, text: string) =>
      html`<label class="choice" style="font-weight:400"
        ><input
          type="radio"
          name="selling-plan"
          value=${id ?? ''}
          style="width:auto"
          .checked=${this.sellingPlanId === id}
          @change=${() => (this.sellingPlanId = id)}
        />
        ${text}</label
      >`;
    return html`<fieldset part="selling-plans">
      <legend>${this.t('purchaseOption')}</legend>
      ${option(undefined, this.t('oneTimePurchase'))}
      ${this.plans.map((plan) => option(plan.id, planText(this.t, plan, true)))}
    </fieldset>`;
  }
}

if (!customElements.get('commerce-plan-choice')) customElements.define('commerce-plan-choice', CommercePlanChoice);

declare global {
  interface HTMLElementTagNameMap {
    'commerce-plan-choice': CommercePlanChoice;
  }
}
