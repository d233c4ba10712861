import { HYDRATED_PAGE } from '~/lib/route-handle';
import { messages } from '@domain/messages';
import { AccountKindChooser } from '~/components/account/account-kind-chooser';
import { ProductTabs, type ProductTab } from '~/components/account/product-tabs';
import { Container } from '~/components/ui/container';
import { PageBanner } from '~/components/ui/page-banner';
import { BEST_SELLING_PRODUCT_IDS, productById } from '~/content/products';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/account-opening';

/** A form with rich behaviour: the page loads React (docs/decisions/033). */
export const handle = HYDRATED_PAGE;

const texts = messages.account.chooser;

export function meta() {
  return pageMeta({ title: texts.title, description: messages.accountScreens.chooser.intro, path: '/accountopening' });
}

/** The best-selling products (specification 2.4: ids 1 to 4), those that open online. */
export function loader() {
  const products: ProductTab[] = BEST_SELLING_PRODUCT_IDS.flatMap((id) => {
    const product = productById(id);
    if (!product?.code) return [];
    const { name, code, bannerTitle, description, photo, benefits } = product;
    return [{ id, name, code, bannerTitle, description, photo, benefits }];
  });
  return { products };
}

export default function AccountOpeningPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageBanner title={texts.title} lead={messages.accountScreens.chooser.intro}>
        <p className="mt-4 inline-block rounded-full bg-accent-400 px-3 py-1 text-sm font-semibold text-ink">
          {texts.banner}
        </p>
      </PageBanner>
      <Container className="flex flex-col gap-12 py-10">
        <AccountKindChooser />
        <section aria-labelledby="best-selling">
          <h2 id="best-selling" className="mb-4 text-2xl font-bold text-ink">
            {texts.bestSelling}
          </h2>
          <ProductTabs products={loaderData.products} />
        </section>
      </Container>
    </>
  );
}
