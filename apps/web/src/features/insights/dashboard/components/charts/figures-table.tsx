import type { ReactNode } from 'react';
import { ScrollArea } from '../../../shared/components/tables/scroll-area';

export interface FiguresTableProps {
  caption: string;
  /** The first names the rows' headers (one per row), the others the figures' columns. */
  columns: readonly string[];
  rows: readonly (readonly ReactNode[])[];
}

/**
 * A chart's figures for screen readers and keyboard users: every row headed by its label. A long label (a publisher's
 * origin) or a long word on a phone scrolls the table in its own box, never the page.
 */
export function FiguresTable({ caption, columns, rows }: FiguresTableProps) {
  return (
    <ScrollArea label={caption} framed={false}>
      <table className="w-full border-collapse text-start text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b-2 border-stone-300">
            {columns.map((column, index) => (
              <th key={column} scope="col" className={`py-2 pe-3 font-semibold ${index > 0 ? 'text-end' : ''}`}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([header, ...cells], rowIndex) => (
            <tr key={rowIndex} className="border-b border-stone-200 last:border-b-0">
              <th scope="row" className="py-1.5 pe-3 font-medium">
                {header}
              </th>
              {cells.map((cell, cellIndex) => (
                <td key={cellIndex} className="py-1.5 pe-3 text-end tabular-nums">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollArea>
  );
}
