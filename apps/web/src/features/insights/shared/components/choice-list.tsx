import { choiceClass } from './styles';

/**
 * Checkboxes for names the server knows (scopes, events), each with what it means: `picked` comes back in the
 * server's order (`names`), whatever order they were ticked in. `describedBy` names what is wrong with the pick.
 */
export function ChoiceList({
  legend,
  names,
  describe,
  picked,
  onChange,
  describedBy,
}: {
  legend: string;
  names: readonly string[];
  /** What a name lets one do or announces, in the page's language; a name the page does not know shows alone. */
  describe: (name: string) => string | undefined;
  picked: readonly string[];
  onChange: (picked: string[]) => void;
  describedBy?: string;
}) {
  const toggle = (name: string, on: boolean) =>
    onChange(names.filter((known) => (known === name ? on : picked.includes(known))));
  return (
    <fieldset aria-describedby={describedBy}>
      <legend className="font-semibold">{legend}</legend>
      <ul className="mt-2 space-y-2">
        {names.map((name) => {
          const described = describe(name);
          return (
            <li key={name}>
              <label className="flex items-start gap-2">
                <input
                  type="checkbox"
                  checked={picked.includes(name)}
                  onChange={(event) => toggle(name, event.target.checked)}
                  className={`mt-1 ${choiceClass}`}
                />
                <span>
                  <code className="font-semibold">{name}</code>
                  {described && <span className="text-stone-700"> — {described}</span>}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
