// The product-only embed: <commerce-product> alone, for pages that sell one thing.
import './elements/commerce-product';
