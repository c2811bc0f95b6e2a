// The public site.
import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { BackendProvider } from '@/app/backend-context';
import { SiteContentProvider, useSiteContent } from './data/site-content';

function HomePage() {
  const { content } = useSiteContent();
  if (!content) return null;
  return (
    <main>
      {content.businessInfo && (
        <header className="flex items-center gap-4 p-4">
          <img src={content.businessInfo.images.logo} alt={content.businessInfo.name} className="h-12" />
        </header>
      )}
      {content.welcome && (
        <section className="p-8">
          <h1 className="font-serif text-5xl">{content.welcome.heading}</h1>
          <p>{content.welcome.subheading}</p>
        </section>
      )}
      <section className="p-8">
        <h2 className="font-serif text-4xl">Our Services</h2>
        <ul>
          {content.services.map((s) => (
            <li key={s.id}>{s.name}</li>
          ))}
        </ul>
      </section>
    </main>
  );
}

export function SiteApp() {
  return (
    <Suspense fallback={null}>
      <BackendProvider>
        <SiteContentProvider>
          <Routes>
            <Route index element={<HomePage />} />
          </Routes>
        </SiteContentProvider>
      </BackendProvider>
    </Suspense>
  );
}
