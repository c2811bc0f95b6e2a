// Bounds of what is kept for the owner beside the content: shared by the backend and the security rules.

/** Published versions kept in the site history (each about the size of the published snapshot). */
export const HISTORY_LIMIT = 100;
/** Trash entries kept, newest first. */
export const TRASH_LIMIT = 50;
/** Files one trash entry keeps to purge with it: an image record's upload and renditions (at most 4 today). */
export const TRASH_FILES = 10;
/** Days a trash entry is kept. */
export const TRASH_DAYS = 30;
/** Change lines kept per version in the history list; the rest are counted. */
export const HISTORY_CHANGE_LINES = 12;

/** The most lines one notice to the owner keeps (what an upgrade did), and the longest line. */
export const NOTICE_LINES = 40;
export const NOTICE_LINE_LENGTH = 400;

/**
 * The longest text an enquiry from the contact form keeps in each field: the form stops typing there, the rules
 * refuse anything longer (a bot posting straight to the database included).
 */
export const ENQUIRY_LIMITS = { name: 100, email: 254, phone: 40, message: 3000, page: 300, forwardError: 300, smsConsent: 600 } as const;
/** Enquiries kept, in months, unless the owner chooses another period. */
export const ENQUIRY_RETENTION_MONTHS = 12;
/** The enquiries collection: anyone may create one, only the owner reads it. */
export const ENQUIRIES = 'enquiries';
/** The fields a visitor may change of her own enquiry while it is not yet forwarded (its forward status). */
export const ENQUIRY_FORWARD_KEYS = ['forwarded', 'forwardedAt', 'forwardError', 'rev'] as const;
