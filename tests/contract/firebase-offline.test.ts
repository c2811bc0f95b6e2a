// Saves made offline on Firebase, against the Firestore emulator under the generated security rules: kept on
// the device and counted as waiting, sent when the connection is back, and refused on arrival (the revision
// rule) when another device changed the same document meanwhile. The owner is signed in with the emulator's
// mock token, so this suite needs no Auth emulator.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { disableNetwork, enableNetwork, getFirestore, setLogLevel } from 'firebase/firestore';
import { getApp } from 'firebase/app';
import { registry } from '@schemas/index';
import { createFirebaseBackend } from '@/backend/firebase/firebase-backend';
import { addItem, applyOrder, moveItem, saveSingleton, updateItem, watchSingleton, type Base } from '@/backend/entity-store';
import type { Backend } from '@/backend/port';
import { revOf, type ConflictError } from '@/backend/revision';
import { demoContent } from '@/backend/demo/demo-content';

const host = process.env.FIRESTORE_EMULATOR_HOST;
const PROJECT = 'demo-medspa-offline';
const OWNER = { sub: 'offline-owner', user_id: 'offline-owner', admin: true };

// Refused writes are the point of one test; the SDK would log each as a warning.
setLogLevel('error');

let n = 0;
function device(): { backend: Backend; online: { value: boolean }; goOffline: () => Promise<void>; goOnline: () => Promise<void> } {
  n += 1;
  const online = { value: true };
  const appName = `offline-${n}`;
  const backend = createFirebaseBackend({
    app: { apiKey: 'demo-key', projectId: PROJECT },
    adminEmail: 'owner@lumieremedspa.com',
    emulators: { firestore: host, user: OWNER },
    persistentCache: false,
    appName,
    online: () => online.value,
  });
  const db = () => getFirestore(getApp(appName));
  return {
    backend,
    online,
    // What the browser does when the connection drops: no server, and `navigator.onLine` false.
    goOffline: async () => {
      online.value = false;
      await disableNetwork(db());
    },
    goOnline: async () => {
      online.value = true;
      await enableNetwork(db());
    },
  };
}

/**
 * The document as one device sees it now (its live listener), at revision `at` when given, with the revision to base
 * a save on.
 */
function seen(backend: Backend, entityId: string, at?: number): Promise<Base> {
  const entity = registry.entities.find((e) => e.id === entityId)!;
  return new Promise((resolve, reject) => {
    const stop = watchSingleton(
      backend,
      entity,
      (data, rev) => {
        if (!data || (at !== undefined && rev !== at)) return;
        stop();
        resolve({ rev, data });
      },
      reject,
    );
  });
}

if (host) {
  const contact = registry.entities.find((e) => e.id === 'contact-info')!;
  const testimonials = registry.entities.find((e) => e.id === 'testimonial')!;
  const stored = demoContent()['settings/contact-info']!;

  describe('saves made offline on Firebase (Firestore emulator, generated rules)', () => {
    beforeAll(async () => {
      const rules = await fetch(`http://${host}/emulator/v1/projects/${PROJECT}:securityRules`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ rules: { files: [{ content: readFileSync('firestore.rules', 'utf8') }] } }),
      });
      if (!rules.ok) throw new Error(`Could not load the rules: ${await rules.text()}`);
      await fetch(`http://${host}/emulator/v1/projects/${PROJECT}/databases/(default)/documents`, { method: 'DELETE' });
      // The emulator compiles the rules while other suites keep it busy.
    }, 60_000);
    afterAll(async () => {
      await fetch(`http://${host}/emulator/v1/projects/${PROJECT}/databases/(default)/documents`, { method: 'DELETE' });
    }, 60_000);

    it('keeps a save made offline on the device as waiting, and sends it when the connection is back', async () => {
      const phone = device();
      const other = device();
      await saveSingleton(other.backend, contact, stored);
      const base = await seen(phone.backend, 'contact-info');
      await phone.goOffline();

      const saved = await saveSingleton(phone.backend, contact, { ...stored, phone: '(480) 555-0111' }, base);
      expect(saved.rev).toBe(base.rev + 1);
      expect(phone.backend.data.sending?.current().waiting).toBe(1);
      expect((await other.backend.data.getDoc('settings/contact-info'))?.phone).toBe(stored.phone);

      const sent = phone.backend.data.sending!.whenSent();
      await phone.goOnline();
      expect(await sent).toBe(true);
      expect(phone.backend.data.sending?.current()).toMatchObject({ waiting: 0, refused: null, sentAt: expect.any(String) });
      const after = await other.backend.data.getDoc('settings/contact-info');
      expect(after).toMatchObject({ phone: '(480) 555-0111', rev: base.rev + 1 });
    });

    it('refuses a save made offline when another device saved the same document meanwhile, and keeps the other save', async () => {
      const phone = device();
      const laptop = device();
      const base = await seen(phone.backend, 'contact-info');
      await phone.goOffline();
      await saveSingleton(laptop.backend, contact, { ...stored, email: 'laptop@lumieremedspa.com' }, await seen(laptop.backend, 'contact-info'));

      await saveSingleton(phone.backend, contact, { ...stored, email: 'phone@lumieremedspa.com' }, base);
      expect(phone.backend.data.sending?.current().waiting).toBe(1);
      const sent = phone.backend.data.sending!.whenSent();
      await phone.goOnline();
      expect(await sent).toBe(false);
      expect(phone.backend.data.sending?.current()).toMatchObject({ waiting: 0, refused: expect.any(String) });
      const after = await laptop.backend.data.getDoc('settings/contact-info');
      expect(after?.email).toBe('laptop@lumieremedspa.com');
      expect(revOf(after)).toBe(base.rev + 1);
    });

    it('keeps both saves when two devices save different fields of the same document at the same moment', async () => {
      const phone = device();
      const laptop = device();
      await saveSingleton(laptop.backend, contact, stored);
      // Twenty rounds: in each, both devices start from the same revision and save at once.
      for (let round = 1; round <= 20; round += 1) {
        const rev = revOf(await laptop.backend.data.getDoc('settings/contact-info'));
        const [fromPhone, fromLaptop] = await Promise.all([seen(phone.backend, 'contact-info', rev), seen(laptop.backend, 'contact-info', rev)]);
        const results = await Promise.allSettled([
          saveSingleton(phone.backend, contact, { ...fromPhone.data, phone: `(480) 555-01${10 + round}` }, fromPhone),
          saveSingleton(laptop.backend, contact, { ...fromLaptop.data, email: `round${round}@lumieremedspa.com` }, fromLaptop),
        ]);
        expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'saved')), `round ${round}`).toEqual(['saved', 'saved']);
        const after = await laptop.backend.data.getDoc('settings/contact-info');
        expect(after, `round ${round}`).toMatchObject({ phone: `(480) 555-01${10 + round}`, email: `round${round}@lumieremedspa.com`, rev: fromPhone.rev + 2 });
      }
    });

    it('tells the owner of a conflict, and keeps the other save, when two devices change the same field at the same moment', async () => {
      const phone = device();
      const laptop = device();
      await saveSingleton(laptop.backend, contact, stored);
      const rev = revOf(await laptop.backend.data.getDoc('settings/contact-info'));
      const [fromPhone, fromLaptop] = await Promise.all([seen(phone.backend, 'contact-info', rev), seen(laptop.backend, 'contact-info', rev)]);
      const results = await Promise.allSettled([
        saveSingleton(phone.backend, contact, { ...fromPhone.data, phone: '(480) 555-0177' }, fromPhone),
        saveSingleton(laptop.backend, contact, { ...fromLaptop.data, phone: '(480) 555-0188' }, fromLaptop),
      ]);
      // One is saved; the other is the conflict the owner is asked about (with both versions), never a plain error.
      const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as Error] : []));
      expect(refused.map((e) => [e.name, (e as ConflictError).fields])).toEqual([['ConflictError', ['phone']]]);
      const after = await laptop.backend.data.getDoc('settings/contact-info');
      expect(['(480) 555-0177', '(480) 555-0188']).toContain(after?.phone);
      expect(revOf(after)).toBe(rev + 1);
    });

    it('never tells a form that a document it could not read is missing: it waits for the server', async () => {
      const laptop = device();
      await saveSingleton(laptop.backend, contact, { ...stored, email: 'stored@lumieremedspa.com' });
      // A device that has never seen the document opens its form while Firestore cannot be reached.
      const phone = device();
      // Its Firestore is started (by a read of another document), then the connection drops.
      await phone.backend.data.getDoc('settings/business-hours');
      await phone.goOffline();
      const told: Array<string | null> = [];
      const stop = watchSingleton(phone.backend, contact, (data) => told.push(data ? String((data as { email?: unknown }).email) : null), () => undefined);
      // Offline, the SDK answers from its cache, where the document is not: that is not "missing".
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(told).toEqual([]);
      await phone.goOnline();
      await expect.poll(() => told).toEqual(['stored@lumieremedspa.com']);
      stop();
    });

    it('refuses an item added offline with an order another device gave meanwhile', async () => {
      const phone = device();
      const laptop = device();
      const first = await addItem(laptop.backend, testimonials, { name: 'First', quote: 'Lovely.', stars: 5 }, []);
      // The phone has seen the list and its counter.
      await phone.backend.data.getDocs('testimonials');
      await phone.backend.data.getDoc('counters/testimonials');
      await phone.goOffline();
      const listed = [{ order: first.order as number }];
      const second = await addItem(laptop.backend, testimonials, { name: 'From the laptop', quote: 'Wonderful.', stars: 5 }, listed);

      const offline = await addItem(phone.backend, testimonials, { name: 'From the phone', quote: 'Calm.', stars: 5 }, listed);
      expect(offline.order).toBe(second.order);
      const sent = phone.backend.data.sending!.whenSent();
      await phone.goOnline();
      expect(await sent).toBe(false);
      const list = await laptop.backend.data.getDocs('testimonials', { orderBy: 'order' });
      expect(list.map((d) => [d.data.name, d.data.order])).toEqual([
        ['First', first.order],
        ['From the laptop', second.order],
      ]);
    });

    it('keeps both when one device moves an item while another edits it, and both when two devices add at once', async () => {
      const phone = device();
      const laptop = device();
      for (let round = 1; round <= 5; round += 1) {
        const a = await addItem(laptop.backend, testimonials, { name: `A${round}`, quote: 'Lovely.', stars: 5 });
        const b = await addItem(laptop.backend, testimonials, { name: `B${round}`, quote: 'Calm.', stars: 5 });
        // The phone's list as it shows it (read at revision 1); the laptop's form opened on A at the same revision.
        const shown = [a, b].map((item) => ({ id: item.id, order: item.order as number, rev: item.rev }));
        const results = await Promise.allSettled([
          moveItem(phone.backend, testimonials, shown, 0, 1),
          updateItem(laptop.backend, testimonials, a.id, { name: `A${round}`, quote: `Edited ${round}.`, stars: 4, order: a.order }, { rev: 1, data: { ...a } }),
        ]);
        expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'saved')), `round ${round}`).toEqual(['saved', 'saved']);
        const [storedA, storedB] = await Promise.all([a, b].map((item) => laptop.backend.data.getDoc(`testimonials/${item.id}`)));
        expect(storedA, `round ${round}`).toMatchObject({ quote: `Edited ${round}.`, stars: 4, order: b.order });
        expect(storedB, `round ${round}`).toMatchObject({ order: a.order });
      }
      // Adds at the same moment: each item is kept, each with an order of its own.
      for (let round = 1; round <= 5; round += 1) {
        const added = await Promise.all([
          addItem(phone.backend, testimonials, { name: `Phone ${round}`, quote: 'Calm.', stars: 5 }, []),
          addItem(laptop.backend, testimonials, { name: `Laptop ${round}`, quote: 'Wonderful.', stars: 5 }, []),
        ]);
        expect(added[0].order, `round ${round}`).not.toBe(added[1].order);
      }
      const list = await laptop.backend.data.getDocs('testimonials');
      const orders = list.map((d) => d.data.order);
      expect(new Set(orders).size).toBe(orders.length);
      expect(list.filter((d) => /^(Phone|Laptop) /.test(String(d.data.name)))).toHaveLength(10);
    });

    it('keeps one of two moves of the same items made at the same moment, and tells the other device its list changed', async () => {
      const phone = device();
      const laptop = device();
      const items = await Promise.all(['One', 'Two', 'Three'].map(async (name) => addItem(laptop.backend, testimonials, { name, quote: 'Fine.', stars: 5 })));
      items.sort((x, y) => (x.order as number) - (y.order as number));
      const shown = items.map((item) => ({ id: item.id, order: item.order as number }));
      const [first, second, third] = items.map((item) => item.id) as [string, string, string];
      const results = await Promise.allSettled([
        applyOrder(phone.backend, testimonials, shown, [second, first, third]),
        applyOrder(laptop.backend, testimonials, shown, [third, second, first]),
      ]);
      const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as Error] : []));
      expect(refused.map((e) => [e.name, (e as ConflictError).fields])).toEqual([['ConflictError', ['order']]]);
      const kept = results[0].status === 'fulfilled' ? [second, first, third] : [third, second, first];
      const stored = await Promise.all(items.map(async (item) => [item.id, (await laptop.backend.data.getDoc(`testimonials/${item.id}`))?.order as number] as const));
      expect(stored.sort((x, y) => x[1] - y[1]).map(([id]) => id)).toEqual(kept);
    });
  });
} else {
  describe('saves made offline on Firebase', () => {
    it.skip('SKIPPED: needs FIRESTORE_EMULATOR_HOST (the Firestore emulator; see the README)', () => undefined);
  });
  console.log('SKIPPED: Firebase offline saves (FIRESTORE_EMULATOR_HOST is not set).');
}
