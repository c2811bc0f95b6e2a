// Unsaved input kept on this device as it is typed (localStorage, one entry per form), so a reload, a crash or
// a failed save never loses it: the form offers to restore it, or to discard it.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { Base } from '@/backend/entity-store';
import type { SendStatus } from '@/backend/port';

const PREFIX = 'medspa:draft:';

export interface Draft {
  /** What was typed. */
  values: Record<string, unknown>;
  /** The stored version the typing started from, so restoring it later still detects changes made meanwhile. */
  base: Base | null;
  savedAt: string;
}

const storage = (): Storage | undefined => {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
};

export function readDraft(key: string): Draft | null {
  try {
    const raw = storage()?.getItem(PREFIX + key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<Draft>;
    if (typeof parsed !== 'object' || parsed === null || typeof parsed.values !== 'object' || parsed.values === null || typeof parsed.savedAt !== 'string') return null;
    return { values: parsed.values, base: parsed.base ?? null, savedAt: parsed.savedAt };
  } catch {
    return null;
  }
}

export function writeDraft(key: string, draft: Draft) {
  try {
    storage()?.setItem(PREFIX + key, JSON.stringify(draft));
  } catch (error) {
    // A full storage must not stop the owner typing; the form itself still holds the text.
    console.warn('Could not keep the unsaved changes on this device', error);
  }
}

export function clearDraft(key: string) {
  storage()?.removeItem(PREFIX + key);
}

/**
 * Forget a draft once its save is stored for good. A save made offline on Firebase is only kept on this
 * device until it is sent, and may be refused then: its draft stays until the server has it.
 */
export function clearDraftOnceSent(sending: SendStatus | undefined, key: string) {
  if (!sending || sending.current().waiting === 0) return clearDraft(key);
  void sending.whenSent().then((ok) => {
    if (ok) clearDraft(key);
  });
}

/** Keys of the drafts kept for forms whose key starts with `prefix`, newest first. */
export function draftKeys(prefix: string): string[] {
  const store = storage();
  if (!store) return [];
  const keys: Array<{ key: string; at: string }> = [];
  for (let i = 0; i < store.length; i++) {
    const full = store.key(i);
    if (!full?.startsWith(PREFIX + prefix)) continue;
    const key = full.slice(PREFIX.length);
    const draft = readDraft(key);
    if (draft) keys.push({ key, at: draft.savedAt });
  }
  return keys.sort((a, b) => b.at.localeCompare(a.at)).map((k) => k.key);
}

/**
 * Keep the form's input under `key` while it differs from what was loaded. `base` is read when a change is
 * kept. The caller offers a found draft (see useDraftOffer) and clears it after a successful save.
 */
export function useKeepDraft<T extends FieldValues>(form: UseFormReturn<T>, key: string | null, base: () => Base | null) {
  const baseRef = useRef(base);
  baseRef.current = base;
  useEffect(() => {
    if (!key) return;
    const subscription = form.watch((values) => {
      // Only typing is kept: a reset to stored data (not dirty) leaves an earlier draft alone.
      if (JSON.stringify(values) === JSON.stringify(form.formState.defaultValues)) return;
      writeDraft(key, { values: values as Record<string, unknown>, base: baseRef.current(), savedAt: new Date().toISOString() });
    });
    return () => subscription.unsubscribe();
  }, [form, key]);
}

/** A draft found on arrival, until the owner restores or discards it. */
export function useDraftOffer(prefix: string, ready: boolean, differs: (draft: Draft, key: string) => boolean) {
  const [offer, setOffer] = useState<{ key: string; draft: Draft } | null>(null);
  const checked = useRef(false);
  const differsRef = useRef(differs);
  differsRef.current = differs;
  useEffect(() => {
    if (!ready || checked.current) return;
    checked.current = true;
    for (const key of draftKeys(prefix)) {
      const draft = readDraft(key);
      if (draft && differsRef.current(draft, key)) {
        setOffer({ key, draft });
        return;
      }
      clearDraft(key);
    }
  }, [prefix, ready]);
  const dismiss = useCallback(() => setOffer(null), []);
  return { offer, dismiss };
}
