// Edit on the page: the owner's own site, drawn by the site's own pages from what is stored, with an Edit switch.
// In edit mode every text, picture, card and home-page section that stored content renders can be chosen (outlined
// on hover, on focus, and, on touch screens, always faintly); choosing one opens that entry's generated form in a
// panel (beside the page on a laptop, a sheet from the bottom on a phone), at that field, and the page follows what
// is typed. Save publishes as every admin form does; Cancel puts the page back. At an item's own address its
// dialog shows open over the page that lists it, as visitors see it, and its texts are what can be chosen. With
// the switch off, the page's links move between pages. None of this reaches visitors: it lives in the admin's
// code, and the marks that tie the page to its content (marks.ts) are added to the owner's copy of the content only.
import { Fragment, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { registry } from '@schemas/index';
import type { EntityDef } from '@schemas/kit/define-entity';
import { businessInfoEntity, imageEntity } from '@schemas/published';
import { sectionEntity } from '@schemas/collections/section';
import type { Block } from '@schemas/blocks/index';
import { plainText } from '@schemas/kit/rich-text';
import { describeFields } from '@schemas/kit/describe-fields';
import { useBackend } from '@/app/backend-context';
import type { Snapshot } from '@/backend/snapshot';
import { usePublishedSnapshot } from '@/admin/shell/use-published-snapshot';
import { PublishIndicator } from '@/admin/shell/publish-status';
import { EntryGone, StoredEntryForm } from '@/admin/generator/stored-entry-form';
import { BlockEditor } from '@/admin/pages/manage-sections/block-editor';
import { useSectionActions } from '@/admin/pages/manage-sections/section-actions';
import { addableCollections, listSectionName } from '@/admin/pages/manage-sections/addable';
import { useLiveItems } from '@/admin/shell/use-live';
import { useToast } from '@/components/ui/toast';
import { useDialogs } from '@/components/ui/confirm';
import { ITEM_LIST_ATTRIBUTE, ITEM_PATH_ATTRIBUTE } from '@/lib/native-controls';
import { markSnapshot, unmarked, type MarkTable, type Place } from './marks';
import { entryKey, findTargets, type Target } from './targets';
import { SiteFrame } from './site-frame';
import { SectionTools, useSectionTools } from './section-tools';
import { EDIT_BASE } from './your-site';
import './page-editor.css';

/** The entities whose content the site shows (the image library's texts are no page's). */
const MARKED: readonly EntityDef[] = registry.entities.filter((e) => e.publish && e.id !== imageEntity.id);
const CREATOR_SLUG = sectionEntity.nav.find((n) => n.page === 'section-creator')?.slug ?? 'section-creator';
/** The bar's "Add section" button, where the focus goes when a section is hidden from its tools. */
const ADD_SECTION_ID = 'page-editor-add-section';
/** The smallest target a thumb can hit (px). */
const TARGET_MIN = 44;

type Values = Record<string, unknown>;
/** What the open form holds that differs from what is stored: a section's block, or an entry's values. */
type Draft = { entity: EntityDef; id: string | null; values: Values };

/**
 * The stored content with the open form's input laid over the entry it edits: over what is stored (fields the form
 * does not show are kept), its address fields as stored (the page shown stays where it is while an address is
 * typed), and only while the result is valid for its schema: else the entry as last shown (`last`).
 */
function withDraft(snapshot: Snapshot, draft: Draft | null, last: Map<string, Values>): Snapshot {
  const key = draft?.entity.publish?.key;
  if (!draft || !key) return snapshot;
  const stored = (draft.id === null ? snapshot[key] : (Array.isArray(snapshot[key]) ? (snapshot[key] as Values[]) : []).find((i) => i.id === draft.id)) as Values | undefined;
  const kept = Object.fromEntries(describeFields(draft.entity.schema).flatMap((f) => (f.widget === 'slug' && stored && f.key in stored ? [[f.key, stored[f.key]]] : [])));
  const { id: _id, rev: _rev, ...storedData } = stored ?? {};
  const checked = draft.entity.schema.safeParse({ ...storedData, ...draft.values, ...kept });
  const lastKey = `${draft.entity.id}#${draft.id ?? ''}`;
  if (checked.success) last.set(lastKey, checked.data as Values);
  const value = checked.success ? (checked.data as Values) : last.get(lastKey);
  if (!value) return snapshot;
  if (draft.id === null) return { ...snapshot, [key]: value };
  return { ...snapshot, [key]: (snapshot[key] as Values[]).map((item) => (item.id === draft.id ? { ...value, id: draft.id } : item)) };
}

/** The name an entry goes by on the page editor: a section's, else its title field's, else its entity's label. */
function entryName(snapshot: Snapshot, place: Place): string {
  if (place.id === null) return place.entity.label;
  const items = snapshot[place.entity.publish?.key ?? ''];
  const item = Array.isArray(items) ? (items as Values[]).find((i) => i.id === place.id) : undefined;
  const title = item && (typeof item.name === 'string' ? item.name : typeof item.title === 'string' ? item.title : undefined);
  return title ? plainText(unmarked(title)) : place.entity.label;
}

export function PageEditor() {
  const { pathname } = useLocation();
  const path = `/${pathname.slice(EDIT_BASE.length).replace(/^\/+|\/+$/g, '')}`;
  const navigate = useNavigate();
  const stored = usePublishedSnapshot();
  const toast = useToast();
  const [editing, setEditing] = useState(true);
  // The entry whose form is open, or the list of sections to add to the home page.
  const [open, setOpen] = useState<Place | 'add' | null>(null);
  const bar = useRef<HTMLElement>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const lastValid = useRef(new Map<string, Values>());
  const content = useMemo(() => withDraft(stored, draft, lastValid.current), [stored, draft]);
  const { snapshot, table } = useMemo(() => markSnapshot(content, MARKED, sectionEntity.id), [content]);
  // The pages the site links to from its menu and footer, as they read there.
  const [pages, setPages] = useState<SitePage[]>([]);
  // The item whose dialog shows at this address, if it is an item's.
  const [item, setItem] = useState<ShownItem | null>(null);
  const moveTo = useCallback((to: string) => void navigate(`${EDIT_BASE}${to === '/' ? '/' : to}`), [navigate]);
  const maintenance = (stored[businessInfoEntity.publish!.key] as Values | undefined)?.maintenanceMode === true;

  // The site's pages title the tab from the owner's marked copy of the content: the tab shows that title unmarked
  // (the marks are characters no font draws, but they would go with the title wherever it is copied or read out).
  useEffect(() => {
    const unmark = () => {
      const shown = document.title;
      if (unmarked(shown) !== shown) document.title = unmarked(shown);
    };
    unmark();
    const watch = new MutationObserver(unmark);
    watch.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => watch.disconnect();
  }, []);

  // An address that names an entry and a field (`?entity=…&id=…&field=…`, as the publish check links) opens its
  // form at that field once the content is there: a section's needs its block's kind.
  const [params] = useSearchParams();
  const asked = useRef(params.get('entity') ? params : null);
  useEffect(() => {
    const wanted = asked.current;
    const entity = wanted && registry.entities.find((e) => e.id === wanted.get('entity'));
    if (!wanted || !entity) return;
    const id = entity.kind === 'singleton' ? null : wanted.get('id');
    if (entity.kind === 'collection' && !id) return;
    const field = wanted.get('field') ?? '';
    let block: Place['block'];
    if (entity.id === sectionEntity.id) {
      const sections = stored[sectionEntity.publish!.key];
      if (!Array.isArray(sections)) return;
      block = ((sections as Values[]).find((s) => s.id === id)?.block as { kind?: Place['block'] } | undefined)?.kind;
      if (!block) return;
    }
    asked.current = null;
    setOpen({ entity, id, field, label: field, ...(block ? { block } : {}) });
  }, [stored]);

  // Where focus goes back when the panel closes: the target that opened it (found again by its id, as the targets
  // are drawn anew), else the bar.
  const opener = useRef<string | null>(null);
  const close = useCallback(() => {
    setOpen(null);
    setDraft(null);
    lastValid.current.clear();
    const id = opener.current;
    requestAnimationFrame(() => ((id && document.getElementById(id)) || bar.current?.querySelector<HTMLElement>('a, button, select'))?.focus());
  }, []);

  // What was chosen stays in sight: on a phone the sheet covers the lower part of the page.
  const chosenElement = useRef<Element | null>(null);
  const panel = useRef<HTMLElement>(null);
  const choose = (place: Place, element: Element | null, button?: HTMLElement) => {
    // Another entry's form replaces this one's only once this one is saved or cancelled.
    if (open && open !== 'add' && draft && entryKey(open) !== entryKey(place)) {
      toast.error('Save or cancel the open change first.');
      return;
    }
    chosenElement.current = element;
    opener.current = button?.id ?? null;
    setOpen(place);
  };
  useEffect(() => {
    const element = chosenElement.current;
    if (!open || open === 'add' || !element || !panel.current || !bar.current) return;
    const top = bar.current.getBoundingClientRect().bottom + 8;
    const sheet = panel.current.getBoundingClientRect();
    // A sheet from the bottom (up to 70% of the screen, once its form has loaded) covers the page below it; a
    // panel beside the page covers none of it.
    const visibleBottom = sheet.left < 1 ? window.innerHeight * 0.3 : window.innerHeight;
    const rect = element.getBoundingClientRect();
    if (rect.top < top || rect.top > visibleBottom - 48) window.scrollBy({ top: rect.top - top });
  }, [open]);

  // A section is hidden from its own tools unless a form holds a change; its form closes with it if it is open
  // by then, and the focus goes to "Add section", which can show it again.
  const openNow = useRef(open);
  openNow.current = open;
  const mayHide = () => {
    if (draft) toast.error('Save or cancel the open change first.');
    return !draft;
  };
  const sectionHidden = (id: string) => {
    const shown = openNow.current;
    if (shown && shown !== 'add' && shown.block && shown.id === id) close();
    requestAnimationFrame(() => document.getElementById(ADD_SECTION_ID)?.focus());
  };

  return (
    <div className="min-h-dvh bg-stone-100">
      <nav ref={bar} aria-label="Page editor" className="pe-bar sticky top-0 z-50 flex flex-wrap items-center bg-espresso px-3 py-2 text-white">
        <Link to="/admin/dashboard" className="inline-flex min-h-11 items-center rounded-md px-2 underline-offset-4 hover:underline">
          ← Dashboard
        </Link>
        {/* The label stands beside the list, not around it: a list inside its label is named by its options too. */}
        <div className="flex min-w-0 items-center gap-2 text-sm">
          <label htmlFor="page-editor-page">Page</label>
          <select id="page-editor-page" value={path} onChange={(e) => moveTo(e.target.value)} className="min-h-11 rounded-md border border-white/30 bg-espresso px-2 text-white">
            {pages.map((p) => (
              <option key={p.path} value={p.path}>
                {p.label}
              </option>
            ))}
            {!pages.some((p) => p.path === path) && <option value={path}>{item?.title ?? path}</option>}
          </select>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={editing}
          onClick={() => setEditing((on) => !on)}
          className="inline-flex min-h-11 items-center gap-2 rounded-full border border-white/30 px-3 text-sm"
        >
          <span aria-hidden="true" className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition ${editing ? 'bg-gold' : 'bg-stone-400'}`}>
            <span className={`inline-block h-5 w-5 rounded-full bg-white shadow transition ${editing ? 'translate-x-6' : 'translate-x-1'}`} />
          </span>
          Edit
        </button>
        {path === '/' && (
          <button
            type="button"
            aria-expanded={open === 'add'}
            onClick={(event) => {
              if (draft) return toast.error('Save or cancel the open change first.');
              opener.current = event.currentTarget.id;
              setOpen(open === 'add' ? null : 'add');
            }}
            id={ADD_SECTION_ID}
            className="inline-flex min-h-11 items-center rounded-md border border-white/30 px-3 text-sm"
          >
            Add section
          </button>
        )}
        <PublishIndicator maintenance={maintenance} className="ml-auto" />
      </nav>
      <p className="sr-only" role="status">
        {editing ? 'Edit mode: choose a text, picture, card or section to edit it.' : 'Edit mode off: the page’s links move between pages.'}
      </p>
      {/* In edit mode the site's page cannot be used (its main landmark and heading with it): the editor is the
          page's main part then, under a heading of its own. With the switch off, the site's page is. */}
      <div role={editing ? 'main' : undefined} aria-labelledby={editing ? 'page-editor-heading' : undefined} data-panel={open ? '' : undefined} className="pe-layout">
        {editing && (
          <h1 id="page-editor-heading" className="sr-only">
            Editing {pages.find((p) => p.path === path)?.label ?? path}
          </h1>
        )}
        <EditablePage
          path={path}
          snapshot={snapshot}
          table={table}
          editing={editing}
          chosen={open === 'add' ? null : open}
          onChoose={choose}
          onNavigate={moveTo}
          onPages={setPages}
          onItem={setItem}
          mayHide={mayHide}
          onSectionHidden={sectionHidden}
        />
        {open === 'add' && <AddSectionPanel ref={panel} onAdded={(id) => choose({ entity: sectionEntity, id, field: 'title', label: 'Title', block: 'CollectionList' }, null)} onClose={close} />}
        {open && open !== 'add' && <Panel ref={panel} key={entryKey(open)} place={open} name={entryName(content, open)} onDraft={setDraft} onClose={close} />}
      </div>
    </div>
  );
}

export interface SitePage {
  path: string;
  label: string;
}

/** The site's pages as its header's menu and its footer link them, each once, the home page first. */
function linkedPages(root: Element): SitePage[] {
  const pages = new Map<string, string>([['/', 'Home']]);
  for (const link of root.querySelectorAll<HTMLAnchorElement>('header a[href^="/"], footer a[href^="/"]')) {
    const path = link.getAttribute('href')!.replace(/\/+$/, '') || '/';
    const label = unmarked(link.textContent ?? '').trim();
    if (label && !pages.has(path) && !path.startsWith('/admin')) pages.set(path, label);
  }
  return [...pages].map(([path, label]) => ({ path, label }));
}

type Box = { left: number; top: number; width: number; height: number };
type Clip = readonly [left: number, top: number, right: number, bottom: number];

/**
 * What shows of elements on the page: each one's box cut to every box around it that clips its content (a strip of
 * tabs scrolled sideways, a dialog's scrolling text); null when nothing of it shows. Each box around is measured
 * once per scan (hundreds of targets share a few dozen).
 */
function visibleRects(root: Element): (element: Element) => Box | null {
  const clips = new Map<Element, Clip | null>();
  /** What the boxes from `element` up to the root let show; null where none clips. */
  const clipOf = (element: Element | null): Clip | null => {
    if (!element || element === root) return null;
    const known = clips.get(element);
    if (known !== undefined) return known;
    const outer = clipOf(element.parentElement);
    const style = getComputedStyle(element);
    let clip = outer;
    if (style.overflowX !== 'visible' || style.overflowY !== 'visible') {
      const r = element.getBoundingClientRect();
      clip = outer ? [Math.max(r.left, outer[0]), Math.max(r.top, outer[1]), Math.min(r.right, outer[2]), Math.min(r.bottom, outer[3])] : [r.left, r.top, r.right, r.bottom];
    }
    clips.set(element, clip);
    return clip;
  };
  return (element) => {
    const r = element.getBoundingClientRect();
    const clip = clipOf(element.parentElement);
    const [left, top, right, bottom] = clip ? [Math.max(r.left, clip[0]), Math.max(r.top, clip[1]), Math.min(r.right, clip[2]), Math.min(r.bottom, clip[3])] : [r.left, r.top, r.right, r.bottom];
    return right - left < 1 || bottom - top < 1 ? null : { left, top, width: right - left, height: bottom - top };
  };
}

/** An item's dialog shown at its own address: its title, and the address of the page that lists it. */
export interface ShownItem {
  title: string;
  listPath: string;
}

/** The targets of one scan of the page: each with its box (relative to the page), and the table they index. */
interface Found {
  table: MarkTable;
  targets: Array<{ target: Target; box: Box }>;
  /** An item's dialog shown: its close button's box, which closes it here too. */
  close?: { box: Box; item: ShownItem };
}

/** A target is at least 44 px each way (a thumb's), centred on what it stands for. */
function targetStyle(box: Box) {
  const grow = (size: number) => Math.max(0, (TARGET_MIN - size) / 2);
  return { left: box.left - grow(box.width), top: box.top - grow(box.height), width: Math.max(box.width, TARGET_MIN), height: Math.max(box.height, TARGET_MIN) };
}

/** The item dialog shown in the site's page, if any. */
const shownDialog = (root: Element) => root.querySelector<HTMLDialogElement>(`dialog[${ITEM_PATH_ATTRIBUTE}][open]`);

function shownItem(dialog: HTMLDialogElement): ShownItem {
  const title = unmarked(document.getElementById(`${dialog.id}-title`)?.textContent ?? '').trim();
  return { title: title || dialog.getAttribute(ITEM_PATH_ATTRIBUTE)!, listPath: dialog.getAttribute(ITEM_LIST_ATTRIBUTE) ?? '/' };
}

interface EditablePageProps {
  path: string;
  snapshot: Snapshot;
  table: MarkTable;
  editing: boolean;
  chosen: Place | null;
  onChoose: (place: Place, element: Element, button: HTMLElement) => void;
  onNavigate: (path: string) => void;
  onPages: (pages: SitePage[]) => void;
  onItem: (item: ShownItem | null) => void;
  mayHide: () => boolean;
  onSectionHidden: (id: string) => void;
}

/** The site's page at `path`, with the targets of edit mode over it. */
function EditablePage({ path, snapshot, table, editing, chosen, onChoose, onNavigate, onPages, onItem, mayHide, onSectionHidden }: EditablePageProps) {
  const site = useRef<HTMLDivElement>(null);
  const backend = useBackend();
  // The targets found in the page, with the table of places they were found with (the page may already show the
  // next content, with another table, when they are drawn) and each one's box, measured then.
  const [found, setFound] = useState<Found | null>(null);
  const tableRef = useRef(table);
  tableRef.current = table;
  const scanRef = useRef<() => void>(() => undefined);

  // The pages the site links to, read from its header and footer whenever they change.
  useEffect(() => {
    const root = site.current;
    if (!root) return;
    let frame = 0;
    let last = '';
    const read = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const pages = linkedPages(root);
        if (JSON.stringify(pages) !== last) onPages(pages);
        last = JSON.stringify(pages);
      });
    };
    read();
    const observer = new MutationObserver(read);
    observer.observe(root, { subtree: true, childList: true, characterData: true });
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, [onPages]);

  // The item dialog of this address shows, open in the page (not modal: the editor's bar and panel stay in use),
  // at the top of the page, which comes into view; every other item dialog is closed. The site's own code follows
  // the browser's address, which is the editor's here: whatever it opens or closes is put back.
  useEffect(() => {
    const root = site.current;
    if (!root) return;
    let shown: HTMLDialogElement | null = null;
    const sync = () => {
      const dialogs = [...root.querySelectorAll<HTMLDialogElement>(`dialog[${ITEM_PATH_ATTRIBUTE}]`)];
      const wanted = dialogs.find((d) => d.getAttribute(ITEM_PATH_ATTRIBUTE) === path) ?? null;
      for (const dialog of dialogs) if (dialog !== wanted && dialog.open) dialog.close();
      if (wanted?.matches(':modal')) wanted.close();
      if (wanted && !wanted.open) wanted.show();
      if (wanted !== shown) {
        shown = wanted;
        onItem(wanted ? shownItem(wanted) : null);
        if (wanted) window.scrollTo({ top: 0 });
      }
    };
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['open'] });
    return () => observer.disconnect();
  }, [path, onItem]);

  // In edit mode the targets are found again whenever the page's content or layout changes (once a frame at
  // most), and measured then. With an item's dialog shown, only what it shows can be chosen.
  useLayoutEffect(() => {
    const root = site.current;
    if (!root || !editing) {
      setFound(null);
      return;
    }
    let frame = 0;
    const scan = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const current = tableRef.current;
        const origin = root.getBoundingClientRect();
        const dialog = shownDialog(root);
        const place = (box: Box | null) => (box ? { ...box, left: box.left - origin.left, top: box.top - origin.top } : null);
        const visibleRect = visibleRects(root);
        const targets = findTargets(dialog ?? root, current, sectionEntity.id).flatMap((target) => {
          const box = place(visibleRect(target.element));
          return box ? [{ target, box }] : [];
        });
        const closer = dialog?.querySelector('button[command="close"]');
        const closeBox = closer ? place(visibleRect(closer)) : null;
        setFound({ table: current, targets, ...(dialog && closeBox ? { close: { box: closeBox, item: shownItem(dialog) } } : {}) });
      });
    };
    scanRef.current = scan;
    scan();
    const mutations = new MutationObserver(scan);
    mutations.observe(root, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['src', 'srcset'] });
    const resize = new ResizeObserver(scan);
    resize.observe(root);
    // A picture that loads moves what follows it; a dialog's text scrolls within it.
    root.addEventListener('load', scan, true);
    root.addEventListener('scroll', scan, true);
    return () => {
      cancelAnimationFrame(frame);
      scanRef.current = () => undefined;
      mutations.disconnect();
      resize.disconnect();
      root.removeEventListener('load', scan, true);
      root.removeEventListener('scroll', scan, true);
    };
  }, [editing]);
  // New content (typing, a save elsewhere) is scanned even where the page's text nodes did not change.
  useEffect(() => scanRef.current(), [table]);

  // With edit mode off, the site's links move between its pages here (a link to the admin leaves, one to another
  // site opens a new tab), and its Book buttons go to its contact page here: caught before the site's own
  // handlers, which move the whole window.
  useEffect(() => {
    const root = site.current;
    if (!root || editing) return;
    const follow = (event: MouseEvent) => {
      const target = event.target instanceof Element && root.contains(event.target) ? event.target : null;
      // An item's dialog closed by its button: back to the page that lists it.
      const closing = target?.closest(`dialog[${ITEM_PATH_ATTRIBUTE}] button[command="close"]`);
      if (closing && event.button === 0) {
        event.preventDefault();
        event.stopPropagation();
        onNavigate(closing.closest('dialog')!.getAttribute(ITEM_LIST_ATTRIBUTE) ?? '/');
        return;
      }
      const control = target?.closest('a[href], [data-book]');
      if (!control || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      const href = control.matches('a[href]') ? (control.getAttribute('href') ?? '') : '/contact';
      if (href.startsWith('#')) return;
      event.preventDefault();
      event.stopPropagation();
      const url = new URL(href, window.location.origin);
      if (url.origin !== window.location.origin) window.open(url.href, '_blank', 'noopener');
      else if (url.pathname.startsWith('/admin')) window.location.assign(url.pathname);
      else onNavigate(url.pathname + url.search);
    };
    window.addEventListener('click', follow, true);
    return () => window.removeEventListener('click', follow, true);
  }, [editing, onNavigate]);

  const sectionTools = useSectionTools();
  const chosenEntry = chosen ? entryKey(chosen) : null;
  const names = useMemo(() => new Map<string, string>(), [snapshot]); // eslint-disable-line react-hooks/exhaustive-deps
  const nameOf = (place: Place) => {
    const key = entryKey(place);
    if (!names.has(key)) names.set(key, entryName(snapshot, place));
    return names.get(key)!;
  };
  return (
    <div className="relative min-w-0">
      {/* The site's colours and type; its fixed header is held inside this frame. The site's "Skip to content" link
          is left out: here the editor's bar comes first, and the page below it is the site. */}
      <div ref={site} inert={editing} className="pe-site bg-ivory font-sans text-espresso antialiased">
        <SiteFrame backend={backend} snapshot={snapshot} path={path} onNavigate={onNavigate} />
      </div>
      {editing && found && (
        <div className="pe-targets">
          {found.targets.map(({ target, box }) => {
            const place = found.table.places[target.place];
            if (!place) return null;
            const name = nameOf(place);
            const fieldsShown = [place, ...(target.also ?? []).map((p) => found.table.places[p]).filter((p) => p !== undefined)].map((p) => p.label).join(', ');
            const label =
              target.kind === 'section' ? `Edit section ${name}` : target.kind === 'entry' ? `Edit ${place.entity.label.toLowerCase()} ${name}` : `Edit ${fieldsShown} (${name})`;
            const isChosen = chosenEntry === entryKey(place) && (target.kind !== 'field' || chosen?.field === place.field);
            return (
              <Fragment key={target.key}>
                <button
                  id={`pe-target-${target.key.replace(/[^a-z0-9-]/gi, '-')}`}
                  type="button"
                  aria-label={label}
                  title={label}
                  onClick={(event) => onChoose(place, target.element, event.currentTarget)}
                  style={targetStyle(box)}
                  data-kind={target.kind}
                  aria-current={isChosen || undefined}
                  className="pe-target"
                />
                {/* A section's tools follow its target, for the keyboard too. */}
                {target.kind === 'section' && place.id && (
                  <SectionTools tools={sectionTools} id={place.id} name={name} box={box} mayHide={mayHide} onHidden={onSectionHidden} />
                )}
              </Fragment>
            );
          })}
          {found.close && (
            <button
              type="button"
              aria-label={`Close ${found.close.item.title}`}
              title={`Close ${found.close.item.title}`}
              onClick={() => onNavigate(found.close!.item.listPath)}
              style={targetStyle(found.close.box)}
              className="pe-target pe-close"
            />
          )}
        </div>
      )}
    </div>
  );
}

interface PanelProps {
  ref: React.Ref<HTMLElement>;
  place: Place;
  name: string;
  onDraft: (draft: Draft | null) => void;
  onClose: () => void;
}

/** Beside the page on a laptop, a sheet from the bottom on a phone; its heading takes the focus when it opens. */
function PanelFrame({ ref, heading, children }: { ref: React.Ref<HTMLElement>; heading: string; children: React.ReactNode }) {
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus({ preventScroll: true }), []);
  return (
    <aside
      ref={ref}
      aria-labelledby="page-editor-panel-heading"
      className="pe-panel"
    >
      <h2 id="page-editor-panel-heading" ref={title} tabIndex={-1} className="mb-3 font-serif text-2xl outline-none">
        {heading}
      </h2>
      {children}
    </aside>
  );
}

/** The chosen entry's form. */
function Panel({ ref, place, name, onDraft, onClose }: PanelProps) {
  const draftOf = useCallback((values: Values | null) => onDraft(values ? { entity: place.entity, id: place.id, values } : null), [onDraft, place]);
  const sectionDraft = useCallback((block: Block | null) => draftOf(block ? { block } : null), [draftOf]);
  return (
    <PanelFrame ref={ref} heading={place.block ? `Section: ${name}` : place.id === null ? place.entity.label : `${place.entity.label}: ${name}`}>
      {place.block ? (
        <SectionPanel id={place.id!} focus={place.field} onDraft={sectionDraft} onClose={onClose} />
      ) : (
        <StoredEntryForm entity={place.entity} id={place.id} focus={place.field} onDraft={draftOf} onClose={onClose} />
      )}
    </PanelFrame>
  );
}

/**
 * What can be added to the home page: its hidden sections again, a list of a collection no section shows yet, or a
 * section of her own.
 */
function AddSectionPanel({ ref, onAdded, onClose }: { ref: React.Ref<HTMLElement>; onAdded: (id: string) => void; onClose: () => void }) {
  const { items: sections } = useLiveItems(sectionEntity);
  const actions = useSectionActions();
  const [adding, setAdding] = useState(false);
  const hidden = sections?.filter((s) => !s.isVisible) ?? [];
  const addable = sections ? addableCollections(registry.entities, sections) : [];
  const choice = 'min-h-11 rounded-md border border-stone-300 px-4 text-left hover:bg-stone-100 disabled:opacity-60';
  return (
    <PanelFrame ref={ref} heading="Add a section">
      {!sections && <p role="status">Loading...</p>}
      {hidden.length > 0 && (
        <>
          <h3 className="mb-2 font-medium">Hidden sections</h3>
          <ul className="mb-5 grid gap-2">
            {hidden.map((section) => (
              <li key={section.id}>
                <button type="button" className={`${choice} w-full`} onClick={() => void actions.toggle(section).then((done) => done && onClose())}>
                  Show {section.name}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      {addable.length > 0 && (
        <>
          <h3 className="mb-2 font-medium">Lists of your content</h3>
          <ul className="mb-5 grid gap-2">
            {addable.map((entity) => (
              <li key={entity.id}>
                <button
                  type="button"
                  disabled={adding}
                  className={`${choice} w-full`}
                  onClick={async () => {
                    setAdding(true);
                    const id = await actions.addList(entity);
                    setAdding(false);
                    if (id) onAdded(id);
                  }}
                >
                  Add {listSectionName(entity)}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      <p className="mb-5 text-sm text-stone-700">
        A section of your own, with headings, text, pictures and buttons:{' '}
        <Link to={`/admin/dashboard/${CREATOR_SLUG}`} className="font-medium underline underline-offset-4">
          build it in the Section Creator
        </Link>
        .
      </p>
      <div className="sticky bottom-0 flex justify-end border-t border-stone-200 bg-white py-3">
        <button type="button" onClick={onClose} className="min-h-11 rounded-md border border-stone-300 px-5 hover:bg-stone-100">
          Close
        </button>
      </div>
    </PanelFrame>
  );
}

/** A section's block form on the page, with its place and visibility. */
function SectionPanel({ id, focus, onDraft, onClose }: { id: string; focus: string; onDraft: (block: Block | null) => void; onClose: () => void }) {
  const { items: sections } = useLiveItems(sectionEntity);
  const actions = useSectionActions();
  const { confirm } = useDialogs();
  const section = sections?.find((s) => s.id === id);
  const shown = sections?.filter((s) => s.isVisible) ?? [];
  const index = shown.findIndex((s) => s.id === id);
  // Whether the form holds a change: hiding the section closes it, which asks first.
  const [changed, setChanged] = useState(false);
  const handDraft = useCallback(
    (block: Block | null) => {
      setChanged(block !== null);
      onDraft(block);
    },
    [onDraft],
  );
  const onPage = useMemo(() => ({ focus, onDraft: handDraft }), [focus, handDraft]);
  async function hide(shown: NonNullable<typeof section>) {
    if (shown.isVisible && changed && !(await confirm('You have unsaved changes. Hide the section and discard them?', 'Discard'))) return;
    if ((await actions.toggle(shown)) && shown.isVisible) {
      onDraft(null);
      onClose();
    }
  }
  if (!sections) return <p role="status">Loading...</p>;
  if (!section) return <EntryGone what="section" onClose={onClose} />;
  const control = 'min-h-11 rounded-md border border-stone-300 px-3 text-sm hover:bg-stone-100 disabled:opacity-40';
  return (
    <>
      <div role="group" aria-label="Place on the home page" className="mb-4 flex flex-wrap gap-2">
        <button type="button" className={control} disabled={index <= 0} onClick={() => void actions.moveShown(sections, id, -1)}>
          Move up
        </button>
        <button type="button" className={control} disabled={index < 0 || index === shown.length - 1} onClick={() => void actions.moveShown(sections, id, 1)}>
          Move down
        </button>
        <button type="button" className={control} onClick={() => void hide(section)}>
          {section.isVisible ? 'Hide section' : 'Show section'}
        </button>
      </div>
      <BlockEditor section={section} sections={sections} onClose={onClose} onPage={onPage} />
    </>
  );
}
