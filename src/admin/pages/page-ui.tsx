// Small pieces shared by the hand-built admin pages: buttons, icons, a spinner.
import type { ReactNode } from 'react';

export const iconButton =
  'inline-grid h-10 min-w-10 place-items-center rounded-md border border-stone-300 bg-white px-2 text-sm text-espresso hover:bg-stone-100 disabled:cursor-not-allowed disabled:opacity-40';
export const dangerButton = `${iconButton} border-red-300 text-red-800 hover:bg-red-50`;
export const primaryButton = 'rounded-md bg-espresso px-5 py-2.5 font-medium text-white hover:bg-black disabled:opacity-60';
export const secondaryButton = 'rounded-md border border-stone-300 bg-white px-5 py-2.5 hover:bg-stone-100 disabled:opacity-60';

export function PageHeading({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
      <h1 className="font-serif text-4xl">{children}</h1>
      {action}
    </div>
  );
}

function Svg({ children, className = 'h-5 w-5' }: { children: ReactNode; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" className={className}>
      {children}
    </svg>
  );
}

export const EyeIcon = () => (
  <Svg>
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </Svg>
);

export const EyeOffIcon = () => (
  <Svg>
    <path d="M17.9 17.9A10.4 10.4 0 0 1 12 19c-6.5 0-10-7-10-7a18.5 18.5 0 0 1 4.1-5.1M9.9 5.2A9.7 9.7 0 0 1 12 5c6.5 0 10 7 10 7a18.6 18.6 0 0 1-2.2 3.2" />
    <path d="M14.1 14.1a3 3 0 1 1-4.2-4.2M2 2l20 20" />
  </Svg>
);

export const UpIcon = () => (
  <Svg>
    <path d="M12 19V5M5 12l7-7 7 7" />
  </Svg>
);

export const DownIcon = () => (
  <Svg>
    <path d="M12 5v14M19 12l-7 7-7-7" />
  </Svg>
);

export const TrashIcon = () => (
  <Svg>
    <path d="M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6" />
  </Svg>
);

export const CopyIcon = () => (
  <Svg>
    <rect x="9" y="9" width="13" height="13" rx="2" />
    <path d="M5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1" />
  </Svg>
);

export const ChevronIcon = ({ open }: { open: boolean }) => (
  <Svg className={`h-5 w-5 transition ${open ? 'rotate-90' : ''}`}>
    <path d="M9 6l6 6-6 6" />
  </Svg>
);

export function Spinner({ className = 'h-5 w-5' }: { className?: string }) {
  return <span aria-hidden="true" className={`inline-block animate-spin rounded-full border-2 border-current border-t-transparent ${className}`} />;
}
