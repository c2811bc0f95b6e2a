// Hand-built admin pages for the entities whose spec pattern is not the generated one.
// (Manage Sections, Section Creator and Image Library register here.)
export {};
