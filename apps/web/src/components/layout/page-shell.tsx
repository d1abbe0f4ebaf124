import { type ReactNode, useEffect } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useFramed } from '../../lib/framed';

const SITE_TITLE = 'TasteType — Discover your food personality';

/** Header and main landmark shared by every route (only the main inside a publisher's frame); `title` names the page in the tab and history. */
export function PageShell({ title, children }: { title?: string; children: ReactNode }) {
  const framed = useFramed();
  useEffect(() => {
    document.title = title ? `${title} · TasteType` : SITE_TITLE;
  }, [title]);
  // Framed by a publisher's page: theirs is the header, and the frame is as tall as its content, not the screen.
  if (framed) return <main className="mx-auto max-w-5xl px-4 py-4 sm:px-6">{children}</main>;
  return (
    <div className="min-h-dvh">
      <header className="mx-auto flex max-w-5xl items-center px-4 py-4 sm:px-6">
        <Link
          to={paths.home.href()}
          className="rounded-lg text-xl font-extrabold tracking-tight text-orange-800 focus-visible:outline-3 focus-visible:outline-orange-700"
        >
          TasteType
        </Link>
      </header>
      <main className="mx-auto max-w-5xl px-4 pb-16 sm:px-6">{children}</main>
    </div>
  );
}
