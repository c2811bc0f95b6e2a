// How many elements one custom section may hold: what the rules can check field by field within the engine's
// budget (see DOCUMENT_EXPRESSION_BUDGET). Plain data, so startup code can test stored sections without zod.
export const MAX_ELEMENTS = 6;
