import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Link, type To } from 'react-router';
import './ui.css';

export interface TabItem {
  key: string;
  label: ReactNode;
  /** Rendered only for the active tab. */
  content: ReactNode;
}

/**
 * Tabs with the WAI-ARIA pattern (tablist, arrow keys, Home and End, panel labelled by its tab),
 * controlled by the page so the active tab can live in the address. Given `linkTo`, each tab is a
 * link to its address, so the tabs work before and without scripts; with scripts a click
 * switches through the router in place (no history entry, no scroll), as the keys do.
 */
export function Tabs({
  items,
  active,
  onChange,
  label,
  linkTo,
}: {
  items: TabItem[];
  active: string;
  onChange: (key: string) => void;
  /** What the tabs choose between, for assistive tech. */
  label: string;
  /** The address that shows a tab, when the page keeps the active tab there. */
  linkTo?: (key: string) => To;
}) {
  const id = useId();
  const refs = useRef(new Map<string, HTMLElement>());
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
    // A link follows Enter by itself but not Space, which a tab must also take.
    if (linkTo && event.key === ' ') {
      event.preventDefault();
      (event.currentTarget as HTMLElement).click();
      return;
    }
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
          const props = {
            ref: (el: HTMLElement | null) => {
              if (el) refs.current.set(tab.key, el);
              else refs.current.delete(tab.key);
            },
            role: 'tab',
            id: `${id}-tab-${tab.key}`,
            'aria-selected': selected,
            'aria-controls': `${id}-panel`,
            tabIndex: selected ? 0 : -1,
            className: 'tabs__tab',
            onKeyDown,
          };
          return linkTo ? (
            <Link key={tab.key} {...props} to={linkTo(tab.key)} replace preventScrollReset>
              {tab.label}
            </Link>
          ) : (
            <button key={tab.key} {...props} type="button" onClick={() => onChange(tab.key)}>
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
