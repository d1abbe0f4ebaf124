import type { ReactNode } from 'react';
import { ScrollArea } from './scroll-area';

/** A body row: a line between rows, none under the last. */
export const rowClass = 'border-b border-stone-200 last:border-b-0';

/**
 * A table named by its caption (and its scrolling box by the same words), with a header row of `columns`; those in
 * `endColumns` (figures) line up at the end. `widthClass` is the width below which it scrolls inside its box.
 */
export function DataTable({
  caption,
  columns,
  endColumns = [],
  widthClass,
  children,
}: {
  caption: string;
  columns: readonly string[];
  endColumns?: readonly string[];
  widthClass: string;
  children: ReactNode;
}) {
  return (
    <ScrollArea label={caption}>
      <table className={`w-full ${widthClass} border-collapse text-start text-sm`}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b-2 border-stone-300">
            {columns.map((column) => (
              <th
                key={column}
                scope="col"
                className={`py-2 pe-4 font-semibold ${endColumns.includes(column) ? 'text-end' : 'text-start'}`}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </ScrollArea>
  );
}
