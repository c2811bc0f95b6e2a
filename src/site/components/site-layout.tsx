// Frame of every public page: skip link, fixed header, the page, footer and the search metadata.
// The main area is at least a screen tall, so the footer never shows (and then jumps) while a page loads.
import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { useSiteContent } from '@/blocks/content';
import { SiteHeader } from './site-header';
import { SiteFooter } from './site-footer';
import { SiteMetadata } from './site-metadata';

/**
 * Marks the page as live (`<html data-site-ready>`) once the page inside the frame has rendered or hydrated:
 * from then on every button works. Browser tests wait for it.
 */
function MarkReady() {
  useEffect(() => {
    document.documentElement.dataset.siteReady = 'true';
  }, []);
  return null;
}

export function SiteLayout() {
  const { content } = useSiteContent();
  return (
    <>
      <SiteMetadata content={content} />
      <a href="#main" className="sr-only z-50 rounded bg-espresso px-4 py-2 text-ivory focus:not-sr-only focus:fixed focus:left-3 focus:top-3">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="min-h-dvh pt-16 outline-none sm:pt-20">
        <Suspense fallback={<div className="min-h-[60vh]" />}>
          <Outlet />
          <MarkReady />
        </Suspense>
      </main>
      <SiteFooter />
    </>
  );
}
