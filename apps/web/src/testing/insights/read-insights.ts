import { within } from '@testing-library/react';

/** Where the page keeps the key for the tab (sessionStorage). */
export const STORAGE_KEY = 'tastetype.analytics-token';

/** A table's body rows, each as the texts of its cells. */
export const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from((row as HTMLTableRowElement).cells, (cell) => cell.textContent));
