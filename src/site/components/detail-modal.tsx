// The modal of a service or treatment: image, name, text, a Benefits list, an optional Downtime block and an action.
import type { ReactNode } from 'react';
import { Modal } from '@/components/ui/modal';

export interface DetailItem {
  title: string;
  image: string;
  text: string;
  benefits: readonly string[];
  downtime?: string;
}

export function DetailModal({ item, onClose, action, children }: { item: DetailItem | null; onClose: () => void; action: ReactNode; children?: ReactNode }) {
  return (
    <Modal open={item !== null} onClose={onClose} title={item?.title ?? ''} className="bg-ivory">
      {item && (
        <div className="space-y-5">
          <img src={item.image} alt={item.title} width={800} height={600} className="aspect-[4/3] w-full rounded-xl bg-sand object-cover" />
          <p className="leading-relaxed text-espresso/85">{item.text}</p>
          {children}
          <div>
            <h3 className="mb-2 font-serif text-2xl text-espresso">Benefits</h3>
            <ul className="space-y-1.5">
              {item.benefits.map((benefit) => (
                <li key={benefit} className="flex gap-2 text-espresso/85">
                  <span aria-hidden="true" className="text-gold">
                    ✦
                  </span>
                  {benefit}
                </li>
              ))}
            </ul>
          </div>
          {item.downtime && (
            <div className="rounded-xl bg-sand/60 p-4">
              <h3 className="font-serif text-xl text-espresso">Downtime</h3>
              <p className="text-espresso/85">{item.downtime}</p>
            </div>
          )}
          <div className="pt-1">{action}</div>
        </div>
      )}
    </Modal>
  );
}
