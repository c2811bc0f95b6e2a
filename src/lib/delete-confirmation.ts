// A delete confirmation names what will be deleted: the spec's question, exactly, then the item's own name.

/** The longest name quoted in a confirmation; a longer one is cut with an ellipsis. */
const MAX_NAME = 80;

/** `question` as the spec words it, followed on its own line by the quoted name (when there is one). */
export function deleteConfirmation(question: string, name: string | undefined): string {
  const plain = (name ?? '').replace(/\s+/g, ' ').trim();
  if (!plain) return question;
  const shown = plain.length > MAX_NAME ? `${plain.slice(0, MAX_NAME - 1)}…` : plain;
  return `${question}\n“${shown}”`;
}
