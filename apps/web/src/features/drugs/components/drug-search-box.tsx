import { useEffect, useId, useState } from 'react';
import { useHref, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { useDrugSuggestions } from '../api/get-drug-suggestions';

/** Wait this long after the last keystroke before asking for suggestions. */
const DEBOUNCE_MS = 250;

function useDebounced(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

/**
 * The drug name box: a WAI-ARIA combobox whose list suggests names (pinyin and initials too)
 * as one types. Choosing a suggestion opens that drug; submitting searches the list.
 */
export function DrugSearchBox({
  initial,
  onSearch,
}: {
  initial: string;
  onSearch: (keyword: string) => void;
}) {
  const id = useId();
  const navigate = useNavigate();
  // Before the scripts run the form is a plain GET to the drug list, searched by its address.
  const action = useHref('/drug');
  const [text, setText] = useState(initial);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const q = useDebounced(text.trim());
  const suggestions = useDrugSuggestions(q);
  const items = open && q ? (suggestions.data ?? []) : [];
  const listId = `${id}-list`;

  const choose = (drugId: string) => {
    setOpen(false);
    void navigate(`/drug/detail/${encodeURIComponent(drugId)}`);
  };

  return (
    <form
      className="drug-section drug-search"
      role="search"
      aria-label="搜索药品"
      action={action}
      onSubmit={(e) => {
        e.preventDefault();
        setOpen(false);
        onSearch(text.trim());
      }}
    >
      <label htmlFor={`${id}-q`} className="drug-search__label">
        药品名称
      </label>
      <p id={`${id}-hint`} className="drug-muted drug-search__hint">
        可输入通用名、商品名、拼音或拼音首字母，如“阿莫西林”“芬必得”“amxl”
      </p>
      <div className="drug-search__row">
        <div className="drug-combo">
          <input
            id={`${id}-q`}
            className="control"
            type="search"
            name="keyword"
            role="combobox"
            autoComplete="off"
            maxLength={50}
            aria-describedby={`${id}-hint`}
            aria-autocomplete="list"
            aria-expanded={items.length > 0}
            aria-controls={listId}
            aria-activedescendant={active >= 0 && items[active] ? `${listId}-${active}` : undefined}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setOpen(true);
              setActive(-1);
            }}
            onBlur={() => setOpen(false)}
            onKeyDown={(e) => {
              if (e.key === 'ArrowDown' && items.length > 0) {
                e.preventDefault();
                setOpen(true);
                setActive((a) => (a + 1) % items.length);
              } else if (e.key === 'ArrowUp' && items.length > 0) {
                e.preventDefault();
                setActive((a) => (a <= 0 ? items.length - 1 : a - 1));
              } else if (e.key === 'Escape') {
                setOpen(false);
              } else if (e.key === 'Enter' && active >= 0 && items[active]) {
                e.preventDefault();
                choose(items[active].id);
              }
            }}
          />
          <ul
            id={listId}
            role="listbox"
            aria-label="药品名称提示"
            className="drug-combo__list"
            hidden={items.length === 0}
          >
            {items.map((s, i) => (
              <li
                key={s.id}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === active}
                className="drug-combo__option"
                // Before the input's blur closes the list.
                onMouseDown={(e) => {
                  e.preventDefault();
                  choose(s.id);
                }}
              >
                {s.name}
                {s.alias && <span className="drug-muted">（{s.alias}）</span>}
              </li>
            ))}
          </ul>
        </div>
        <Button variant="primary" type="submit">
          搜索
        </Button>
      </div>
    </form>
  );
}
