/** The look of every text-like input in the admin: generated widgets and hand-built pages alike. */
export const inputClass =
  'w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-base text-espresso shadow-sm focus:border-gold focus:outline-none disabled:bg-stone-100 disabled:text-stone-500 aria-[invalid=true]:border-red-600';
