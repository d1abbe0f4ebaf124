/** The server's own words (English, written for programs too), marked so a screen reader reads them as English. */
export function ServerWords({ children, className = '' }: { children: string; className?: string }) {
  return (
    <p lang="en" className={className}>
      {children}
    </p>
  );
}
