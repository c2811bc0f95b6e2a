// Tiptap editor for HTML fields; loaded only when such a field is shown.
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useRef, useState } from 'react';
import { useController } from 'react-hook-form';
import { asEditorHtml } from './editor-html';
import type { WidgetProps } from '@/admin/generator/widget-props';

/**
 * A value as the editor opens it. A rich-text field may hold plain text stored before it was one: the editor shows
 * it with its paragraphs and line breaks. (An HTML element's content is HTML whatever it holds, as the site renders
 * it.)
 */
const toEditor = (value: string, richText: boolean) => (richText ? asEditorHtml(value) : value);

/** The addresses a link may have, as the site's sanitizer keeps them: the web, a page of this site, e-mail, a phone. */
const LINK_ADDRESS = /^(?:https?:\/\/[^\s]+|\/(?!\/)[^\s]*|mailto:[^\s@]+@[^\s@]+|tel:\+?[\d\s().-]{3,})$/i;
/** A typed address as a link's: "example.com/booking" gets https:// in front. */
function linkAddress(typed: string): string | null {
  const text = typed.trim();
  if (!text) return null;
  const address = /^[a-z][a-z\d+.-]*:|^\//i.test(text) ? text : `https://${text}`;
  return LINK_ADDRESS.test(address) ? address : null;
}

export default function RichTextEditor({ desc, control, inputId, describedBy, invalid }: WidgetProps) {
  const { field } = useController({ control, name: desc.name });
  const richText = desc.richText === true;
  // Values the editor itself produced. The form echoes them back a render later, by then possibly behind
  // what was typed since: such echoes must never be written back into the editor (that loses keystrokes
  // and the bold/italic the owner just switched on). Only a value from outside (a reset, an edit) is.
  const emitted = useRef(new Set<string>());
  const editor = useEditor({
    // Links: no target or rel in what is stored (the site's sanitizer gives links that leave the site their own),
    // and a click in the editor places the cursor instead of following the link.
    extensions: [StarterKit.configure({ link: { openOnClick: false, autolink: true, defaultProtocol: 'https', isAllowedUri: (url) => linkAddress(url) === url, HTMLAttributes: { target: null, rel: null, class: null } } })],
    // The toolbar shows which marks are active, so it re-renders as the selection moves.
    shouldRerenderOnTransaction: true,
    // Created after mount: an instance made during render is destroyed again when the mount takes longer
    // than a tick, and text typed into it would be lost.
    immediatelyRender: false,
    content: toEditor((field.value as string) || '', richText),
    editorProps: {
      attributes: {
        id: inputId,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': desc.ui.label,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        'aria-invalid': String(invalid),
        // The site's rich-text styles: bullets, numbers and headings show while she types, as visitors will see them.
        class: 'rich-text rich-text-start min-h-32 max-w-none rounded-b-md border border-stone-300 bg-white px-3 py-2 focus:outline-none',
      },
    },
    onUpdate: ({ editor: e }) => {
      const html = e.isEmpty ? '' : e.getHTML();
      emitted.current.add(html);
      field.onChange(html);
    },
  });
  // useEditor may hand back an instance it has just destroyed (it recreates one when the mount is slow):
  // such an instance has no schema, so it is never read.
  const live = editor && !editor.isDestroyed ? editor : null;
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const value = (field.value as string) || '';
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (emitted.current.has(value)) {
      // An echo; once the form has caught up with the editor, forget the history.
      if (value === current) emitted.current.clear();
      return;
    }
    emitted.current.clear();
    // The form's own value shown, not an edit: the form keeps it as it is (plain text stays plain until edited)
    // and is not marked changed.
    if (value !== current) editor.commands.setContent(toEditor(value, richText), { emitUpdate: false });
  }, [editor, field.value, richText]);
  const [linking, setLinking] = useState(false);
  const button = (label: string, action: () => void, active: boolean) => (
    // mousedown would move focus out of the text; keeping it there lets the next keystroke take the format.
    <button type="button" onMouseDown={(e) => e.preventDefault()} onClick={action} aria-pressed={active} className={`rounded px-2 py-1 text-sm pointer-coarse:min-h-11 pointer-coarse:min-w-11 pointer-coarse:px-3 ${active ? 'bg-espresso text-white' : 'hover:bg-stone-200'}`}>
      {label}
    </button>
  );
  return (
    <div>
      {live && (
        <div role="toolbar" aria-label={`${desc.ui.label} formatting`} className="flex flex-wrap gap-1 rounded-t-md border border-b-0 border-stone-300 bg-stone-50 p-1">
          {button('Bold', () => live.chain().focus().toggleBold().run(), live.isActive('bold'))}
          {button('Italic', () => live.chain().focus().toggleItalic().run(), live.isActive('italic'))}
          {button('Heading', () => live.chain().focus().toggleHeading({ level: 3 }).run(), live.isActive('heading'))}
          {button('Bullet list', () => live.chain().focus().toggleBulletList().run(), live.isActive('bulletList'))}
          {button('Numbered list', () => live.chain().focus().toggleOrderedList().run(), live.isActive('orderedList'))}
          {button('Link', () => setLinking(true), live.isActive('link') || linking)}
        </div>
      )}
      {live && linking && <LinkForm editor={live} label={desc.ui.label} onDone={() => setLinking(false)} />}
      <EditorContent editor={live} />
    </div>
  );
}

/**
 * The address of the link at the cursor, or of a new one over the selected words (the address itself becomes the
 * text when nothing is selected). Enter applies it, Escape closes it; a link can be removed here too.
 */
function LinkForm({ editor, label, onDone }: { editor: NonNullable<ReturnType<typeof useEditor>>; label: string; onDone: () => void }) {
  const inputId = useId();
  const errorId = useId();
  const current = editor.getAttributes('link').href as string | undefined;
  const [typed, setTyped] = useState(current ?? '');
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  const close = () => {
    onDone();
    editor.commands.focus();
  };
  const apply = () => {
    const href = linkAddress(typed);
    if (!href) {
      setError('Enter a web address (https://…), a page of this site (/prices), mailto: or tel:');
      return;
    }
    const chain = editor.chain().focus().extendMarkRange('link');
    if (editor.state.selection.empty && !editor.isActive('link')) chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
    else chain.setLink({ href }).run();
    onDone();
  };
  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    onDone();
  };
  const small = 'rounded px-3 py-1 text-sm pointer-coarse:min-h-11';
  return (
    <div className="flex flex-wrap items-end gap-2 border border-b-0 border-stone-300 bg-white p-2">
      <label htmlFor={inputId} className="flex min-w-0 basis-full flex-col gap-1 text-sm text-stone-700 sm:basis-auto sm:flex-1">
        {`${label}: link address`}
        <input
          ref={input}
          id={inputId}
          type="text"
          inputMode="url"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              apply();
            } else if (e.key === 'Escape') {
              e.preventDefault();
              close();
            }
          }}
          aria-invalid={error ? 'true' : 'false'}
          aria-describedby={error ? errorId : undefined}
          placeholder="https://"
          className="min-h-11 rounded-md border border-stone-300 px-3 py-2 text-base"
        />
      </label>
      <button type="button" onClick={apply} className={`${small} bg-espresso text-white`}>
        Apply link
      </button>
      {current && (
        <button type="button" onClick={remove} className={`${small} border border-stone-300 hover:bg-stone-100`}>
          Remove link
        </button>
      )}
      <button type="button" onClick={close} className={`${small} border border-stone-300 hover:bg-stone-100`}>
        Cancel
      </button>
      {error && (
        <p id={errorId} role="alert" className="basis-full text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
