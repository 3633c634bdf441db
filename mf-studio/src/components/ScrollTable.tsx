import type { ReactNode } from 'react';

/**
 * A table that may be wider than a phone: it scrolls sideways in a box of its own, which says so
 * (shadows at the edge where more is hidden), takes the keyboard focus and is named by the
 * table's caption, so a keyboard or screen-reader user can scroll it too.
 */
export function ScrollTable({
  id,
  caption,
  children,
}: {
  id: string;
  caption: string;
  children: ReactNode;
}) {
  return (
    <div className="table-scroll scroll-box" role="region" aria-labelledby={id} tabIndex={0}>
      <table className="data-table">
        <caption id={id}>{caption}</caption>
        {children}
      </table>
    </div>
  );
}
