// Shared class lists so buttons, cards and headings look the same everywhere on the site and in the admin's previews.
export const buttonPrimary =
  'inline-flex items-center justify-center gap-2 rounded-full bg-espresso px-7 py-3 text-sm font-medium uppercase tracking-[0.14em] text-ivory shadow-sm transition hover:bg-gold disabled:cursor-not-allowed disabled:opacity-60';
export const buttonLight =
  'inline-flex items-center justify-center gap-2 rounded-full bg-ivory px-7 py-3 text-sm font-medium uppercase tracking-[0.14em] text-espresso shadow-sm transition hover:bg-sand';
export const eyebrowBase = 'text-xs font-semibold uppercase tracking-[0.28em]';
/** A deeper gold than --color-gold so small caps stay above 4.5:1 on the sand bands too. */
export const eyebrow = `${eyebrowBase} text-[#735630]`;
export const sectionTitle = 'font-serif text-4xl font-medium leading-tight text-espresso sm:text-5xl';
export const pageTitle = 'font-serif text-4xl font-medium leading-tight text-espresso sm:text-6xl';
export const card = 'group flex h-full w-full flex-col overflow-hidden rounded-2xl bg-white text-left shadow-sm ring-1 ring-espresso/5 transition hover:-translate-y-0.5 hover:shadow-lg';
export const prose = 'space-y-4 text-base leading-relaxed text-espresso/85';
/** The round × in a dialog's corner: the site's dialogs and the admin's modals. */
export const closeButtonClass =
  'absolute right-3 top-3 grid h-10 w-10 place-items-center rounded-full bg-white/90 text-2xl leading-none text-espresso shadow hover:bg-sand';
