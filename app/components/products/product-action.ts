import { messages } from '@domain/messages';
import { NHF_TERMS } from '@domain/mortgage';
import type { Product } from '~/content/products';

interface ProductAction {
  label: string;
  to: string;
}

/**
 * The one primary action of a product: open it online when it has an account product code, work
 * out the repayment for a mortgage, otherwise talk to us.
 */
function primaryActionOf(product: Pick<Product, 'name' | 'code' | 'bucket'>): ProductAction {
  if (product.code)
    return { label: messages.account.chooser.getStartedWith(product.name), to: `/instantaccount/ind/${product.code}` };
  if (product.bucket === 'mortgage') return { label: 'Calculate your repayment', to: '/loan-calculator' };
  return { label: `Talk to us about ${product.name}`, to: '/contact' };
}

/** A quieter second step, where one helps: the NHF calculator preset or the mortgage application steps. */
function secondaryActionOf(product: Pick<Product, 'code' | 'bucket'>): ProductAction | undefined {
  if (product.bucket !== 'mortgage') return undefined;
  if (product.code === NHF_TERMS.accountProductCode)
    return { label: 'Calculate an NHF repayment', to: '/loan-calculator?preset=nhf' };
  if (product.code) return { label: 'Calculate your repayment', to: '/loan-calculator' };
  return { label: 'See how to apply', to: '/loan-step' };
}

export interface ProductActionPair {
  primary: ProductAction;
  secondary?: ProductAction;
}

/** Both actions of a product, for a loader to hand to <ProductActions>. */
export function productActions(product: Pick<Product, 'name' | 'code' | 'bucket'>): ProductActionPair {
  return { primary: primaryActionOf(product), secondary: secondaryActionOf(product) };
}
