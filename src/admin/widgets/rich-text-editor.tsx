// Tiptap editor for HTML fields; loaded only when such a field is shown.
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect } from 'react';
import { useController } from 'react-hook-form';
import type { WidgetProps } from '@/admin/generator/widget-props';

export default function RichTextEditor({ desc, control, inputId, describedBy, invalid }: WidgetProps) {
  const { field } = useController({ control, name: desc.name });
  const editor = useEditor({
    extensions: [StarterKit],
    content: (field.value as string) || '',
    editorProps: {
      attributes: {
        id: inputId,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': desc.ui.label,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        'aria-invalid': String(invalid),
        class: 'prose min-h-32 max-w-none rounded-b-md border border-stone-300 bg-white px-3 py-2 focus:outline-none',
      },
    },
    onUpdate: ({ editor: e }) => field.onChange(e.isEmpty ? '' : e.getHTML()),
  });
  useEffect(() => {
    if (editor && field.value !== editor.getHTML() && !(field.value === '' && editor.isEmpty)) editor.commands.setContent((field.value as string) || '');
  }, [editor, field.value]);
  const button = (label: string, action: () => void, active: boolean) => (
    <button type="button" onClick={action} aria-pressed={active} className={`rounded px-2 py-1 text-sm ${active ? 'bg-espresso text-white' : 'hover:bg-stone-200'}`}>
      {label}
    </button>
  );
  return (
    <div>
      {editor && (
        <div role="toolbar" aria-label={`${desc.ui.label} formatting`} className="flex flex-wrap gap-1 rounded-t-md border border-b-0 border-stone-300 bg-stone-50 p-1">
          {button('Bold', () => editor.chain().focus().toggleBold().run(), editor.isActive('bold'))}
          {button('Italic', () => editor.chain().focus().toggleItalic().run(), editor.isActive('italic'))}
          {button('Heading', () => editor.chain().focus().toggleHeading({ level: 3 }).run(), editor.isActive('heading'))}
          {button('Bullet list', () => editor.chain().focus().toggleBulletList().run(), editor.isActive('bulletList'))}
          {button('Numbered list', () => editor.chain().focus().toggleOrderedList().run(), editor.isActive('orderedList'))}
        </div>
      )}
      <EditorContent editor={editor} />
    </div>
  );
}
