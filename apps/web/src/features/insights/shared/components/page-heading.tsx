import type { ReactNode } from 'react';
import { useInsightsT } from '../insights-messages';

/** The dashboard's heading, with who is signed in and the way out beside it once a key is given. */
export function PageHeading({ aside }: { aside?: ReactNode }) {
  const t = useInsightsT();
  return (
    <div className="mt-4 flex flex-wrap items-center justify-between gap-4">
      <div>
        <h1 className="text-3xl font-black tracking-tight sm:text-4xl">{t('insights.heading')}</h1>
        <p className="mt-1 text-stone-700">{t('insights.intro')}</p>
      </div>
      {aside}
    </div>
  );
}
