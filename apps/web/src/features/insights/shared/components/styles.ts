/** The classes the analysts' forms share, so each view's fields look and focus alike. */

/** A text field, a select or a date field: tall enough to tap, as wide as a phone allows. */
export const fieldClass =
  'min-h-11 w-full max-w-md rounded-xl border-2 border-stone-400 bg-white px-3 text-base ' +
  'focus-visible:outline-3 focus-visible:outline-orange-700';

/** A checkbox or a radio button. */
export const choiceClass = 'size-4 shrink-0 accent-orange-700 focus-visible:outline-3 focus-visible:outline-orange-700';
