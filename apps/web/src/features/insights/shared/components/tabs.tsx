import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';

export interface TabItem<Key extends string> {
  key: Key;
  label: string;
}

const tabClass =
  'inline-flex min-h-11 items-center rounded-full px-4 font-semibold focus-visible:outline-3 ' +
  'focus-visible:outline-offset-2 focus-visible:outline-orange-700';

/** The tab an arrow key, Home or End moves to; arrows follow the reading direction, so they swap in Arabic. */
function tabAfter(key: string, index: number, count: number, rtl: boolean): number | undefined {
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const back = rtl ? 'ArrowRight' : 'ArrowLeft';
  if (key === forward) return (index + 1) % count;
  if (key === back) return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}

/**
 * An ARIA tablist whose tabs select as focus moves (the arrows, Home, End); only the selected tab is in the tab order.
 * `children` fill the selected tab's panel; the others stay empty and hidden, so each tab still controls its panel.
 */
export function Tabs<Key extends string>({
  label,
  tabs,
  selected,
  onSelect,
  children,
}: {
  label: string;
  tabs: readonly TabItem<Key>[];
  selected: Key;
  onSelect: (key: Key) => void;
  children: ReactNode;
}) {
  const baseId = useId();
  const buttons = useRef(new Map<Key, HTMLButtonElement>());
  const tabId = (key: Key) => `${baseId}-tab-${key}`;
  const panelId = (key: Key) => `${baseId}-panel-${key}`;

  function move(event: KeyboardEvent<HTMLDivElement>) {
    const rtl = event.currentTarget.closest('[dir]')?.getAttribute('dir') === 'rtl';
    const index = tabs.findIndex((tab) => tab.key === selected);
    const next = tabAfter(event.key, index, tabs.length, rtl);
    if (next === undefined) return;
    event.preventDefault();
    onSelect(tabs[next].key);
    buttons.current.get(tabs[next].key)?.focus();
  }

  return (
    <>
      <div role="tablist" aria-label={label} onKeyDown={move} className="flex flex-wrap gap-2">
        {tabs.map((tab) => {
          const isSelected = tab.key === selected;
          return (
            <button
              key={tab.key}
              ref={(button) => void (button ? buttons.current.set(tab.key, button) : buttons.current.delete(tab.key))}
              type="button"
              role="tab"
              id={tabId(tab.key)}
              aria-selected={isSelected}
              aria-controls={panelId(tab.key)}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(tab.key)}
              className={`${tabClass} ${isSelected ? 'bg-orange-700 text-white' : 'bg-white text-orange-800 ring-2 ring-orange-700 hover:bg-orange-50'}`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={panelId(tab.key)}
          aria-labelledby={tabId(tab.key)}
          hidden={tab.key !== selected}
          className="mt-4"
        >
          {tab.key === selected && children}
        </div>
      ))}
    </>
  );
}
