import type { ReactNode } from 'react';
import { Button } from '../../../../components/ui/button';
import { useInsightsT } from '../insights-messages';

/** What is being fetched, for everyone: screen readers hear it through the status role. */
export function Loading({ children }: { children: string }) {
  return (
    <p role="status" className="rounded-2xl bg-white p-5 text-stone-700 shadow-sm ring-1 ring-stone-900/5">
      {children}
    </p>
  );
}

/** A failed fetch: what failed in the page's language, the server's own words (English, for programs), and a retry. */
export function LoadFailed({ title, message, onRetry }: { title: string; message?: string; onRetry: () => void }) {
  const t = useInsightsT();
  return (
    <div role="alert" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-red-700/30">
      <p className="font-semibold text-red-700">{title}</p>
      <p className="mt-1 text-sm text-stone-700">{message ?? t('insights.load.noAnswer')}</p>
      <Button variant="outline" className="mt-3 min-h-11 py-2" onClick={onRetry}>
        {t('insights.load.retry')}
      </Button>
    </div>
  );
}

/** Nothing to chart: said in words, in place of empty charts. */
export function NothingToShow({ children }: { children: string }) {
  return <p className="rounded-2xl bg-white p-5 text-stone-800 shadow-sm ring-1 ring-stone-900/5">{children}</p>;
}

/** What a list's query has come to, as its view shows it: its answer, that it loads, or that it failed. */
interface QueryState<T> {
  data: T | undefined;
  loading: boolean;
  error?: { message: string } | null;
  refetch: () => unknown;
}

/**
 * A query's answer, shown by `children` once it has one (a refetch keeps the last one on screen); until then that
 * it loads, or why it failed, with a retry.
 */
export function Answered<T>({
  query,
  loading,
  failed,
  children,
}: {
  query: QueryState<T>;
  /** What is loading, and what could not be loaded, in the page's language. */
  loading: string;
  failed: string;
  children: (data: T) => ReactNode;
}) {
  if (query.data) return children(query.data);
  if (query.loading) return <Loading>{loading}</Loading>;
  return <LoadFailed title={failed} message={query.error?.message} onRetry={() => void query.refetch()} />;
}
