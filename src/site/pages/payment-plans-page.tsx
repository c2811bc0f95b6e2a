// Payment plans: the third-party financing widget, loaded by script into its container, and beneath it, from the
// first paint, the spa's phone and contact page; when the script cannot load, a plain notice says so.
import { useEffect, useRef, useState } from 'react';
import { config } from '@/lib/config';
import { businessInfoEntity, contactInfoEntity } from '@schemas/published';
import { usePublishedDoc } from '@/blocks/content';
import { phoneHref } from '@/blocks/ui/format';
import { buttonPrimary } from '@/blocks/ui/ui-classes';
import { PageHeader } from '@/blocks/ui/page-header';

/** The financing widget's sections, in the order it renders them. */
export const FINANCING_SECTIONS = ['all', 'hero', 'howitworks', 'testimony', 'faq', 'calculator'] as const;

type WidgetCall = (...args: unknown[]) => void;
interface FinancingWindow {
  _hw?: WidgetCall & { q?: unknown[][] };
}

/** The widget's documented loader: calls are queued on window._hw until its script takes over. */
function queueInit(practiceId: string, businessName: string) {
  const w = window as unknown as FinancingWindow;
  if (!w._hw) {
    const queue: WidgetCall & { q?: unknown[][] } = (...args: unknown[]) => {
      (queue.q ??= []).push(args);
    };
    w._hw = queue;
  }
  w._hw(
    'init',
    {
      debug: false,
      variables: { slug: practiceId, name: businessName },
      styles: { primaryColor: '#8a6a3e', secondaryColor: '#e9dfd1', fontFamily: 'Inter' },
    },
    [...FINANCING_SECTIONS],
  );
}

export default function PaymentPlansPage() {
  const businessName = usePublishedDoc(businessInfoEntity)?.name ?? '';
  const phone = usePublishedDoc(contactInfoEntity)?.phone;
  const containerRef = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    queueInit(config.financing.practiceId, businessName);
    const script = document.createElement('script');
    script.src = config.financing.scriptUrl;
    script.async = true;
    script.onload = () => setStatus('ready');
    script.onerror = () => {
      console.error('Financing widget could not load', config.financing.scriptUrl);
      setStatus('failed');
    };
    container.appendChild(script);
    return () => script.remove();
    // Loaded once per visit to the page; the business name only labels the widget.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <>
      <PageHeader kicker="Financing" title="Payment Plans">
        <p>Flexible monthly payment plans let you begin your treatment plan today and pay over time.</p>
      </PageHeader>
      <div className="mx-auto max-w-5xl px-4 py-14 sm:px-6 sm:py-20">
        <div ref={containerRef} id="financing-widget" data-sections={FINANCING_SECTIONS.join(' ')} aria-busy={status === 'loading'}>
          <div id="all" />
        </div>
        {/* The loading line and the notice that may take its place share one box, tall enough for either on the
            narrowest phone, so nothing beneath moves when one gives way to the other. */}
        {status !== 'ready' && (
          <div className="flex min-h-40 flex-col items-center justify-center text-center">
            {status === 'loading' && <p className="text-espresso/80">Loading payment plan options...</p>}
            {status === 'failed' && (
              <div role="alert" className="mx-auto max-w-2xl">
                <h2 className="font-serif text-2xl text-espresso">Payment plan options could not be loaded</h2>
                <p className="mt-2 leading-relaxed text-espresso/85">The financing application is unavailable right now.</p>
              </div>
            )}
          </div>
        )}
        {/* On the page from the first paint, whether or not the widget loads: the way to ask a person. */}
        <div className="mx-auto mt-8 max-w-2xl rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-espresso/5">
          <p className="leading-relaxed text-espresso/85">
            We are happy to help you with payment plans directly
            {phone && (
              <>
                : call us at{' '}
                <a href={phoneHref(phone)} className="font-semibold text-gold underline underline-offset-4">
                  {phone}
                </a>
              </>
            )}{' '}
            or send us a message.
          </p>
          <a href="/contact" className={`${buttonPrimary} mt-6`}>
            Contact Us
          </a>
        </div>
      </div>
    </>
  );
}
