import type { ReactNode } from 'react';

/**
 * A wide table on a narrow screen scrolls sideways; focusable and named, so a keyboard can scroll it too.
 * `relative`: its sr-only texts (absolutely positioned) scroll inside it instead of widening the page.
 * `framed`: a card of its own; without, it sits in the card around it.
 */
export function ScrollArea({
  label,
  framed = true,
  children,
}: {
  label: string;
  framed?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={`relative overflow-x-auto focus-visible:outline-3 focus-visible:outline-orange-700 ${framed ? 'rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-900/5' : ''}`}
    >
      {children}
    </div>
  );
}
