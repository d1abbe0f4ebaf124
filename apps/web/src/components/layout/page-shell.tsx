import { type ReactNode, useEffect } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';

const SITE_TITLE = 'TasteType — Discover your food personality';

/** Header and main landmark shared by every route; `title` names the page in the tab and history. */
export function PageShell({ title, children }: { title?: string; children: ReactNode }) {
  useEffect(() => {
    document.title = title ? `${title} · TasteType` : SITE_TITLE;
  }, [title]);
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
