/** The label's hidden addition that tells repeated labels apart for screen readers. */
export function LabelContext({ context }: { context?: string }) {
  return context ? (
    <>
      {' '}
      <span className="sr-only">({context})</span>
    </>
  ) : null;
}
