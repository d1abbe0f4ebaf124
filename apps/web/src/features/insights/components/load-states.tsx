import { Button } from '../../../components/ui/button';

/** What is being fetched, for everyone: screen readers hear it through the status role. */
export function Loading({ what }: { what: string }) {
  return (
    <p role="status" className="rounded-2xl bg-white p-5 text-stone-700 shadow-sm ring-1 ring-stone-900/5">
      Loading {what}…
    </p>
  );
}

export function LoadFailed({ what, message, onRetry }: { what: string; message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-red-700/30">
      <p className="font-semibold text-red-700">Could not load {what}.</p>
      <p className="mt-1 text-sm text-stone-700">{message}</p>
      <Button variant="outline" className="mt-3 min-h-11 py-2" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

/** Nothing to chart: said in words, in place of empty charts. */
export function NothingToShow({ children }: { children: string }) {
  return <p className="rounded-2xl bg-white p-5 text-stone-800 shadow-sm ring-1 ring-stone-900/5">{children}</p>;
}
