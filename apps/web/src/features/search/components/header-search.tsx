import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useHref, useLocation, useNavigate } from 'react-router';
import { SEARCH_QUERY_MAX, SEARCH_TYPE_LABELS } from '@portal/contract';
import { useSuggestions } from '../api/get-suggestions';
import './header-search.css';

/**
 * The search box in the header of every page: a WAI-ARIA 1.2 combobox with a list of
 * suggestions (titles and names) as the person types. Arrow keys move through them, Enter opens
 * the chosen one or searches for the words, Escape closes the list.
 */
export function HeaderSearch() {
  const navigate = useNavigate();
  // The search page's address: before the scripts run (a server-rendered home page) the form
  // still searches, as a plain GET.
  const action = useHref('/search');
  const { pathname } = useLocation();
  const [q, setQ] = useState('');
  // Words typed for one search are no use on the page a result or suggestion opens: leaving
  // the search page (or the page where they were typed) empties the box. Adjusted during
  // render, as React advises for state that follows a changing value, so no stale frame shows.
  const [typedAt, setTypedAt] = useState(pathname);
  if (typedAt !== pathname) {
    setTypedAt(pathname);
    if (pathname !== '/search') setQ('');
  }
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useSuggestions(q);
  const listId = useId();
  const shown = open && suggestions.length > 0;

  const go = (to: string) => {
    setOpen(false);
    setActive(-1);
    void navigate(to);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const chosen = shown ? suggestions[active] : undefined;
    if (chosen) return go(chosen.url);
    if (q.trim()) go(`/search?q=${encodeURIComponent(q.trim())}`);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      const step = e.key === 'ArrowDown' ? 1 : -1;
      const n = suggestions.length;
      // -1 is the box itself: past the last suggestion the words typed come back.
      if (n > 0) {
        setActive((i) => (i + step >= n ? -1 : i + step < -1 ? n - 1 : i + step));
      }
    } else if (e.key === 'Escape' && shown) {
      // The first Escape closes the list and keeps the words; a second one clears the box
      // (the browser's own behaviour for a search field), as the combobox pattern allows.
      e.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <form role="search" className="header-search" action={action} onSubmit={submit}>
      <div className="header-search-box">
        <input
          type="search"
          name="q"
          role="combobox"
          aria-label="搜索疾病、文章、药品、医院、医生和帮助"
          aria-expanded={shown}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={shown && active >= 0 ? `${listId}-${active}` : undefined}
          placeholder="搜疾病、医院、医生"
          maxLength={SEARCH_QUERY_MAX}
          autoComplete="off"
          value={q}
          onChange={(e) => {
            setQ(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label="搜索提示"
          className="header-search-list"
          hidden={!shown}
        >
          {suggestions.map((s, i) => (
            <li
              key={`${s.type}-${s.id}`}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              className={i === active ? 'is-active' : undefined}
              // Chosen before the input's blur closes the list.
              onMouseDown={(e) => {
                e.preventDefault();
                go(s.url);
              }}
            >
              <span className="header-search-title">
                {s.title}
                {s.alias && <span className="header-search-alias">（{s.alias}）</span>}
              </span>
              <span className="header-search-type">{SEARCH_TYPE_LABELS[s.type]}</span>
            </li>
          ))}
        </ul>
      </div>
      <button type="submit" className="header-search-button">
        搜索
      </button>
    </form>
  );
}
