import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import './ui.css';

export interface TabItem {
  key: string;
  label: ReactNode;
  /** Rendered only for the active tab. */
  content: ReactNode;
}

/**
 * Tabs with the WAI-ARIA pattern (tablist, arrow keys, Home and End, panel labelled by its tab),
 * controlled by the page so the active tab can live in the address.
 */
export function Tabs({
  items,
  active,
  onChange,
  label,
}: {
  items: TabItem[];
  active: string;
  onChange: (key: string) => void;
  /** What the tabs choose between, for assistive tech. */
  label: string;
}) {
  const id = useId();
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const current = items.find((t) => t.key === active) ?? items[0];

  const onKeyDown = (event: KeyboardEvent) => {
    const index = items.findIndex((t) => t.key === current?.key);
    const next = {
      ArrowRight: index + 1,
      ArrowDown: index + 1,
      ArrowLeft: index - 1,
      ArrowUp: index - 1,
      Home: 0,
      End: items.length - 1,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = items[(next + items.length) % items.length]!;
    onChange(target.key);
    refs.current.get(target.key)?.focus();
  };

  return (
    <div className="tabs">
      <div className="tabs__list" role="tablist" aria-label={label}>
        {items.map((tab) => {
          const selected = tab.key === current?.key;
          return (
            <button
              key={tab.key}
              ref={(el) => {
                if (el) refs.current.set(tab.key, el);
                else refs.current.delete(tab.key);
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${tab.key}`}
              aria-selected={selected}
              aria-controls={`${id}-panel`}
              tabIndex={selected ? 0 : -1}
              className="tabs__tab"
              onClick={() => onChange(tab.key)}
              onKeyDown={onKeyDown}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {current && (
        <div
          className="tabs__panel"
          role="tabpanel"
          id={`${id}-panel`}
          aria-labelledby={`${id}-tab-${current.key}`}
          tabIndex={0}
        >
          {current.content}
        </div>
      )}
    </div>
  );
}
