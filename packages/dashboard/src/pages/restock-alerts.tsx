import { admin, data } from '../api';
import { Loading, useLoad, when } from '../ui';

/** The variants most shoppers wait for ("Notify me" in the widget): what to restock first. */
export function AwaitedVariants() {
  const loaded = useLoad(
    async () => (await data(admin.get('/restock-alerts/awaited', { query: { limit: 50 } }))).items,
    'awaited',
  );
  return (
    <section>
      <h1>Most awaited</h1>
      <p>Shoppers who asked to be e-mailed when a variant is back; they are mailed in batches once it is restocked.</p>
      <Loading loaded={loaded}>
        {() =>
          loaded.data?.length ? (
            <table>
              <caption>Variants by shoppers waiting, most first</caption>
              <thead>
                <tr>
                  <th scope="col">Product</th>
                  <th scope="col">Variant</th>
                  <th scope="col">SKU</th>
                  <th scope="col">Waiting</th>
                  <th scope="col">Since</th>
                  <th scope="col">Available</th>
                </tr>
              </thead>
              <tbody>
                {loaded.data.map((v) => (
                  <tr key={v.variantId}>
                    <td>
                      <a href={`#/products/${v.productId}`}>{v.productTitle}</a>
                    </td>
                    <td>{v.variantTitle}</td>
                    <td>{v.sku}</td>
                    <td>{v.waiting}</td>
                    <td>{when(v.waitingSince)}</td>
                    <td>{v.available}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p>Nobody is waiting for a variant.</p>
          )
        }
      </Loading>
    </section>
  );
}
