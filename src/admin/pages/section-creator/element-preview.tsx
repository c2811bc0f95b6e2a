// How an element will look on the site; HTML is sanitized before it is shown.
import DOMPurify from 'dompurify';
import { isSafeUrl } from '@schemas/kit/atoms';
import type { ElementDraft } from './element-ops';

export function ElementPreview({ draft }: { draft: ElementDraft }) {
  const { type, content, style } = draft;
  const href = draft.href && isSafeUrl(draft.href.trim()) ? draft.href.trim() : undefined;
  if (!content.trim()) return <p className="text-sm italic text-stone-600">Nothing to preview yet.</p>;
  switch (type) {
    case 'text':
      return <p className={`whitespace-pre-line ${style ?? ''}`}>{content}</p>;
    case 'html':
      return <div className={style} dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(content) }} />;
    case 'image':
      return isSafeUrl(content.trim()) ? <img src={content.trim()} alt="" className={style || 'max-h-64'} /> : <p className="text-sm text-stone-600">Enter an image address to preview it.</p>;
    case 'button':
    case 'link':
      return (
        <a href={href} target="_blank" rel="noopener noreferrer" className={style}>
          {content}
        </a>
      );
  }
}
