import { ServerWords } from './server-words';

/** What could not be done, in the page's language, then why in the server's words: an alert, read as it appears. */
export function Failure({
  id,
  title,
  message,
  className = '',
}: {
  /** For the field it is about to be described by it. */
  id?: string;
  title: string;
  message: string;
  className?: string;
}) {
  return (
    <div id={id} role="alert" className={`text-sm ${className}`}>
      <p className="font-semibold text-red-700">{title}</p>
      <ServerWords className="mt-1 text-stone-800">{message}</ServerWords>
    </div>
  );
}
