// The whole price list (SPEC §9).
import { Link } from 'react-router-dom';
import { LASER_AREAS, LASER_TOUCH_UP, PRICE_GROUPS } from '../content/price-list';
import { buttonPrimary } from '../components/ui-classes';
import { PageHeader } from './page-header';

const groupCard = 'break-inside-avoid rounded-2xl bg-white p-6 shadow-sm ring-1 ring-espresso/5';

export default function PricesPage() {
  return (
    <>
      <PageHeader kicker="Transparent Pricing" title="Price List">
        <p>Every treatment begins with a consultation. Ask about our payment plans and seasonal offers.</p>
      </PageHeader>
      <div className="px-4 py-14 sm:px-6 sm:py-20">
        <div className="mx-auto max-w-6xl gap-6 space-y-6 md:columns-2 lg:columns-3">
          {PRICE_GROUPS.map((group) => (
            <section key={group.title} aria-labelledby={`price-${group.title}`} className={groupCard}>
              <h2 id={`price-${group.title}`} className="mb-3 font-serif text-2xl text-espresso">
                {group.title}
              </h2>
              <dl className="divide-y divide-espresso/10">
                {group.items.map((item) => (
                  <div key={item.name} className="flex items-baseline justify-between gap-4 py-2">
                    <dt className="text-espresso/85">{item.name}</dt>
                    <dd className="shrink-0 font-semibold text-gold">{item.price}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ))}
          <section aria-labelledby="price-laser" className={groupCard}>
            <h2 id="price-laser" className="mb-3 font-serif text-2xl text-espresso">
              Laser Hair Removal
            </h2>
            <table className="w-full text-left">
              <caption className="sr-only">Laser hair removal prices per area for female and male clients</caption>
              <thead>
                <tr className="text-xs uppercase tracking-[0.16em] text-espresso/75">
                  <th scope="col" className="py-2 font-semibold">
                    Area
                  </th>
                  <th scope="col" className="py-2 text-right font-semibold">
                    Female
                  </th>
                  <th scope="col" className="py-2 text-right font-semibold">
                    Male
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-espresso/10">
                {LASER_AREAS.map((row) => (
                  <tr key={row.area}>
                    <th scope="row" className="py-2 font-normal text-espresso/85">
                      {row.area}
                    </th>
                    <td className="py-2 text-right font-semibold text-gold">{row.female}</td>
                    <td className="py-2 text-right font-semibold text-gold">{row.male}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="mt-3 flex justify-between gap-4 border-t border-espresso/10 pt-3">
              <span className="text-espresso/85">{LASER_TOUCH_UP.name}</span>
              <span className="font-semibold text-gold">{LASER_TOUCH_UP.price}</span>
            </p>
            <p className="mt-3 text-sm text-espresso/80">Packages: buy 4 sessions, get the 5th free.</p>
          </section>
        </div>
        <div className="mt-14 text-center">
          <Link to="/contact" className={buttonPrimary}>
            Book an Appointment
          </Link>
        </div>
      </div>
    </>
  );
}
