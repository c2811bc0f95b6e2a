// Beside the Enquiries entry in the sidebar: how many enquiries are not handled yet, while the admin is open.
import { useEffect, useState } from 'react';
import { ENQUIRIES } from '@schemas/kit/owner-records';
import { useBackend } from '@/app/backend-context';

export default function NewEnquiriesBadge() {
  const backend = useBackend();
  const [count, setCount] = useState(0);
  useEffect(
    () =>
      backend.data.watchDocs(
        ENQUIRIES,
        {},
        (docs) => setCount(docs.filter((d) => !d.data.handledAt).length),
        // The inbox page says what went wrong; the sidebar only has no count to show.
        () => setCount(0),
      ),
    [backend],
  );
  if (count === 0) return null;
  return (
    <span className="ml-2 inline-grid min-w-6 place-items-center rounded-full bg-gold px-1.5 text-xs font-semibold text-espresso">
      {count}
      <span className="sr-only"> new</span>
    </span>
  );
}
