// One price-list group's card as /prices shows it (the text of one item's price is in ./price-text).
import { useId } from 'react';
import type { PriceGroupView } from '@/lib/price-text';

/** A group with a second price column shows as a table (e.g. Female / Male). */
const isTable = (group: PriceGroupView) => !!group.secondColumn?.trim();

const priceGroupCard = 'break-inside-avoid rounded-2xl bg-white p-6 shadow-sm ring-1 ring-espresso/5';
const priceClass = 'font-semibold text-gold';

/** One group as a card: its title, its prices in order (a table for two columns) and its footnote. */
export function PriceGroupCard({ group }: { group: PriceGroupView }) {
  const headingId = useId();
  const items = (group.items ?? []).filter((i) => i.name || i.price);
  const table = isTable(group);
  // In a two-column group an item with one price (a touch-up for either) is listed under the table.
  const rows = table ? items.filter((i) => i.secondPrice) : [];
  const lines = table ? items.filter((i) => !i.secondPrice) : items;
  return (
    <section aria-labelledby={headingId} className={priceGroupCard}>
      <h2 id={headingId} className="mb-3 font-serif text-2xl text-espresso">
        {group.title}
      </h2>
      {rows.length > 0 && (
        <table className="w-full text-left">
          <caption className="sr-only">
            {group.title} prices: {group.firstColumn || 'Price'} and {group.secondColumn}
          </caption>
          <thead>
            <tr className="text-xs uppercase tracking-[0.16em] text-espresso/75">
              <th scope="col" className="py-2 font-semibold">
                Treatment
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                {group.firstColumn || 'Price'}
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                {group.secondColumn}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-espresso/10">
            {rows.map((item, i) => (
              <tr key={`${i}-${item.id}`}>
                <th scope="row" className="py-2 font-normal text-espresso/85">
                  {item.name}
                  {item.note && <span className="block text-xs text-espresso/70">{item.note}</span>}
                </th>
                <td className={`py-2 text-right ${priceClass}`}>{item.price}</td>
                <td className={`py-2 text-right ${priceClass}`}>{item.secondPrice}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {table
        ? lines.map((item, i) => (
            <p key={`${i}-${item.id}`} className="mt-3 flex justify-between gap-4 border-t border-espresso/10 pt-3">
              <span className="text-espresso/85">
                {item.name}
                {item.note && <span className="block text-xs text-espresso/70">{item.note}</span>}
              </span>
              <span className={`shrink-0 ${priceClass}`}>{item.price}</span>
            </p>
          ))
        : lines.length > 0 && (
            <dl className="divide-y divide-espresso/10">
              {lines.map((item, i) => (
                <div key={`${i}-${item.id}`} className="grid grid-cols-[1fr_auto] items-baseline gap-x-4 py-2">
                  <dt className="text-espresso/85">{item.name}</dt>
                  <dd className={`text-right ${priceClass}`}>{item.price}</dd>
                  {item.note && <dd className="col-span-2 text-sm text-espresso/70">{item.note}</dd>}
                </div>
              ))}
            </dl>
          )}
      {group.footnote && <p className="mt-3 text-sm text-espresso/80">{group.footnote}</p>}
    </section>
  );
}
