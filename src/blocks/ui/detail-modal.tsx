// The modal of a service or treatment: image, name, text, a Benefits list, an optional Downtime block and an
// action. Its body is shared with the admin's preview, which shows it without the dialog around it.
import type { ReactNode } from 'react';
import { SiteDialog, type ItemAddress } from './site-dialog';
import { MODAL_SIZES, SiteImage } from './site-image';

export interface DetailItem {
  title?: string;
  image?: string;
  text?: string;
  benefits?: readonly string[];
  downtime?: string;
}

/** What the modal shows under its title; parts the item lacks are left out. */
export function DetailBody({ item, action, children }: { item: DetailItem; action?: ReactNode; children?: ReactNode }) {
  const benefits = item.benefits ?? [];
  return (
    <div className="space-y-5">
      <SiteImage src={item.image} fallbackAlt={item.title ?? ''} sizes={MODAL_SIZES} width={800} height={600} className="aspect-[4/3] w-full rounded-xl bg-sand object-cover" />
      {item.text && <p className="leading-relaxed text-espresso/85">{item.text}</p>}
      {children}
      {benefits.length > 0 && (
        <div>
          <h3 className="mb-2 font-serif text-2xl text-espresso">Benefits</h3>
          <ul className="space-y-1.5">
            {benefits.map((benefit, i) => (
              // Two lines may read the same; the position keeps their keys apart.
              <li key={`${i}-${benefit}`} className="flex gap-2 text-espresso/85">
                <span aria-hidden="true" className="text-gold">
                  ✦
                </span>
                {benefit}
              </li>
            ))}
          </ul>
        </div>
      )}
      {item.downtime && (
        <div className="rounded-xl bg-sand/60 p-4">
          <h3 className="font-serif text-xl text-espresso">Downtime</h3>
          <p className="text-espresso/85">{item.downtime}</p>
        </div>
      )}
      {action && <div className="pt-1">{action}</div>}
    </div>
  );
}

/** The dialog of one item, in the page from the start and opened by its card (see site-dialog.tsx). */
export function DetailDialog({ id, item, address, action, children }: { id: string; item: DetailItem; address?: ItemAddress; action: ReactNode; children?: ReactNode }) {
  return (
    <SiteDialog id={id} title={item.title ?? ''} item={address}>
      <DetailBody item={item} action={action}>
        {children}
      </DetailBody>
    </SiteDialog>
  );
}
