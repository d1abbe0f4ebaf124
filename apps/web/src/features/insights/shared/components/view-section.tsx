import { type ReactNode, type Ref, useId } from 'react';

/**
 * A section of a view, named by its heading, with a note under it. Given `headingRef`, the heading can take the
 * keyboard (when what the section showed is gone, or when it opens).
 */
export function ViewSection({
  heading,
  note,
  headingRef,
  children,
}: {
  heading: ReactNode;
  note?: string;
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2
        id={headingId}
        ref={headingRef}
        tabIndex={headingRef ? -1 : undefined}
        className="text-2xl font-bold focus-visible:outline-3 focus-visible:outline-orange-700"
      >
        {heading}
      </h2>
      {note && <p className="mt-1 text-sm text-stone-700">{note}</p>}
      {children}
    </section>
  );
}
