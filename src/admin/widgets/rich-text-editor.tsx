// Tiptap editor for HTML fields; loaded only when such a field is shown.
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef } from 'react';
import { useController } from 'react-hook-form';
import { asEditorHtml } from './editor-html';
import type { WidgetProps } from '@/admin/generator/widget-props';

/**
 * A value as the editor opens it. A rich-text field may hold plain text stored before it was one: the editor shows
 * it with its paragraphs and line breaks. (An HTML element's content is HTML whatever it holds, as the site renders it.)
 */
const toEditor = (value: string, richText: boolean) => (richText ? asEditorHtml(value) : value);

export default function RichTextEditor({ desc, control, inputId, describedBy, invalid }: WidgetProps) {
  const { field } = useController({ control, name: desc.name });
  const richText = desc.richText === true;
  // Values the editor itself produced. The form echoes them back a render later, by then possibly behind
  // what was typed since: such echoes must never be written back into the editor (that loses keystrokes
  // and the bold/italic the owner just switched on). Only a value from outside (a reset, an edit) is.
  const emitted = useRef(new Set<string>());
  const editor = useEditor({
    extensions: [StarterKit],
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
        </div>
      )}
      <EditorContent editor={live} />
    </div>
  );
}
