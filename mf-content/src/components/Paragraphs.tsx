/** Paragraphs of running text, one <p> each. */
export function Paragraphs({ items }: { items: readonly string[] }) {
  return (
    <>
      {items.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </>
  );
}
