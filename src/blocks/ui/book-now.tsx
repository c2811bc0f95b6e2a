// A booking button (Book Now, Book Treatment): closes the modal it sits in, then scrolls to the contact section on
// this page, or goes to /contact on a page without one. Its behaviour lives in src/lib/native-controls.ts, part
// of the entry script, so it works before the app has hydrated the page.
import { BOOK_ATTRIBUTE } from '@/lib/native-controls';
import { buttonPrimary } from './ui-classes';

export function BookButton({ label, className = buttonPrimary }: { label: string; className?: string }) {
  return (
    <button type="button" className={className} {...{ [BOOK_ATTRIBUTE]: '' }}>
      {label}
    </button>
  );
}
