import { Link } from '~/components/ui/link';
import { ratesTexts } from '~/content/pages/rates';
import type { FeeGroup, PricedProduct, RateTable } from '~/content/rates';
import { effectiveLabel, feeChargeLabel, rateLabel, termLabel } from './rate-labels';

const TABLE = 'w-full border-collapse text-left text-sm tabular sm:table-fixed sm:text-base';
/** Fixed widths from a tablet up, so that the tables' columns line up one under another. */
const WIDTH = { term: 'sm:w-40', rate: 'sm:w-32', effective: 'sm:w-36', charge: 'sm:w-2/5' } as const;
const CAPTION = 'mb-3 text-left text-lg font-bold text-ink';
const HEAD = 'border-b-2 border-border-strong px-2 py-2 align-bottom font-semibold first:pl-0';
const CELL = 'border-b border-border px-2 py-3 align-top first:pl-0';
const PRODUCT_LINK = 'font-semibold text-primary-700 underline underline-offset-2';

function Effective({ date }: { date: string }) {
  return (
    <time dateTime={date} className="whitespace-nowrap">
      {effectiveLabel(date)}
    </time>
  );
}

function ProductLink({ product, isLinked }: { product: PricedProduct; isLinked: boolean }) {
  return isLinked ? (
    <Link to={product.path} className={PRODUCT_LINK}>
      {product.name}
    </Link>
  ) : (
    <span className="font-semibold">{product.name}</span>
  );
}

/**
 * One table per kind of rate, then the fees grouped by product: real tables with captions, narrow
 * enough for a 360 px phone. `isLinked` links each product to its page (not on that page itself).
 */
export function RatesTables({
  rateTables,
  feeGroups,
  isLinked = true,
}: {
  rateTables: RateTable[];
  feeGroups: FeeGroup[];
  isLinked?: boolean;
}) {
  const columns = ratesTexts.columns;
  return (
    <div className="space-y-10">
      {rateTables.map((table) => (
        <table key={table.kind} className={TABLE}>
          <caption className={CAPTION}>{ratesTexts.captions[table.kind]}</caption>
          <thead>
            <tr>
              <th scope="col" className={HEAD}>
                {columns.product}
              </th>
              <th scope="col" className={`${HEAD} ${WIDTH.term}`}>
                {columns.term}
              </th>
              <th scope="col" className={`${HEAD} ${WIDTH.rate} text-right`}>
                {columns.rate}
              </th>
              <th scope="col" className={`${HEAD} ${WIDTH.effective}`}>
                {columns.effective}
              </th>
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, index) => (
              <tr key={index}>
                <th scope="row" className={`${CELL} font-normal`}>
                  <ProductLink product={row.product} isLinked={isLinked} />
                  {row.condition ? <span className="block text-muted">{row.condition}</span> : null}
                </th>
                <td className={CELL}>{termLabel(row.tenor)}</td>
                <td className={`${CELL} text-right font-bold text-primary-800`}>{rateLabel(row)}</td>
                <td className={CELL}>
                  <Effective date={row.effectiveFrom} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
      {feeGroups.length > 0 ? (
        <table className={TABLE}>
          <caption className={CAPTION}>{ratesTexts.feesCaption}</caption>
          <thead>
            <tr>
              <th scope="col" className={HEAD}>
                {columns.fee}
              </th>
              <th scope="col" className={`${HEAD} ${WIDTH.charge}`}>
                {columns.charge}
              </th>
              <th scope="col" className={`${HEAD} ${WIDTH.effective}`}>
                {columns.effective}
              </th>
            </tr>
          </thead>
          {feeGroups.map((group) => (
            <tbody key={group.product.path}>
              <tr>
                <th scope="rowgroup" colSpan={3} className="px-0 pb-1 pt-5">
                  <ProductLink product={group.product} isLinked={isLinked} />
                </th>
              </tr>
              {group.fees.map((fee) => (
                <tr key={fee.kind}>
                  <th scope="row" className={`${CELL} font-normal`}>
                    {ratesTexts.fees[fee.kind]}
                  </th>
                  <td className={CELL}>{feeChargeLabel(fee)}</td>
                  <td className={CELL}>
                    <Effective date={fee.effectiveFrom} />
                  </td>
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      ) : null}
    </div>
  );
}
