// Serves files stored by the local backend (IndexedDB "medspa-local", store "files") at /local-files/<storage path>.
const PREFIX = '/local-files/';

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

function openDb() {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open('medspa-local');
    // The site creates the database; if it does not exist yet there is nothing to serve.
    req.onupgradeneeded = () => req.transaction.abort();
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

async function serve(path) {
  try {
    const db = await openDb();
    const file = await new Promise((resolve, reject) => {
      const req = db.transaction('files').objectStore('files').get(path);
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    db.close();
    if (!file) return new Response('Not found', { status: 404 });
    return new Response(file.blob, { headers: { 'Content-Type': file.type, 'Cache-Control': 'no-cache' } });
  } catch {
    return new Response('Not found', { status: 404 });
  }
}

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (url.origin === self.location.origin && url.pathname.startsWith(PREFIX)) {
    event.respondWith(serve(decodeURIComponent(url.pathname.slice(PREFIX.length))));
  }
});
