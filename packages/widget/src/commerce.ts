// The whole-shop bundle: every element.
import './elements/commerce-store';
import './elements/commerce-pay';
import './elements/product-page-extension';
