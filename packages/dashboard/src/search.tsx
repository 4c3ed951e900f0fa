import { useEffect, useRef, useState } from 'preact/hooks';
import { admin, data, type ApiError, type Permission, type Session } from './api';
import type { components } from '@commerce-service/sdk';

type Results = components['schemas']['SearchResults'];
type Hit = components['schemas']['SearchHit'];
type Kind = 'orders' | 'customers' | 'products';

const KINDS: Array<{ kind: Kind; permission: Permission; name: string; hint: string; page: string }> = [
  { kind: 'orders', permission: 'orders', name: 'Order', hint: "an order's number or e-mail", page: '/orders/' },
  {
    kind: 'customers',
    permission: 'customers',
    name: 'Customer',
    hint: "a customer's name or e-mail",
    page: '/customers/',
  },
  { kind: 'products', permission: 'catalogue', name: 'Product', hint: "a product's title or SKU", page: '/products/' },
];
/** Long enough that typing an e-mail sends one request, short enough to feel immediate. */
const DEBOUNCE_MS = 250;
/** The shortcut as the member's keyboard labels it: ⌘ on Apple machines, Ctrl elsewhere (both work everywhere). */
const SHORTCUT = /Mac|iPhone|iPad/.test(navigator.userAgent) ? '⌘K' : 'Ctrl K';
const MIN_LENGTH = 2;

type Row = Hit & { kind: (typeof KINDS)[number] };
type State =
  { phase: 'idle' } | { phase: 'searching' } | { phase: 'done'; rows: Row[] } | { phase: 'failed'; message: string };

const rowsOf = (results: Results): Row[] =>
  KINDS.flatMap((kind) => (results[kind.kind] ?? []).map((hit) => ({ ...hit, kind })));

/** Results for the text typed, debounced; an answer to an older text is dropped. */
function useSearch(text: string): State {
  const [state, setState] = useState<State>({ phase: 'idle' });
  useEffect(() => {
    const q = text.trim();
    if (q.length < MIN_LENGTH) {
      setState({ phase: 'idle' });
      return;
    }
    let current = true;
    setState({ phase: 'searching' });
    const timer = setTimeout(() => {
      data(admin.get('/search', { query: { q, limit: 5 } })).then(
        (results) => current && setState({ phase: 'done', rows: rowsOf(results) }),
        (error: ApiError) => current && setState({ phase: 'failed', message: error.message }),
      );
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [text]);
  return state;
}

function statusText(state: State, text: string, scope: string): string {
  if (state.phase === 'idle') return `Type at least ${MIN_LENGTH} characters: ${scope}.`;
  if (state.phase === 'searching') return 'Searching…';
  if (state.phase === 'failed') return `Search did not work: ${state.message} Try again in a moment.`;
  if (state.rows.length === 0) return `Nothing matches “${text.trim()}”. Check the spelling, or try part of it.`;
  return state.rows.length === 1
    ? '1 result. Use the arrow keys and Enter to open it.'
    : `${state.rows.length} results. Use the arrow keys and Enter to open one.`;
}

/**
 * The header's search: a button (and Ctrl-K / ⌘K anywhere) opens a dialog whose input is a combobox over one listbox
 * of orders, customers and products, as many groups as the member's permissions allow.
 */
export function SearchBox({ session }: { session: Session }) {
  const kinds = KINDS.filter((k) => session.permissions.includes(k.permission));
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const opener = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const state = useSearch(open ? text : '');
  const rows = state.phase === 'done' ? state.rows : [];

  const searchable = kinds.length > 0;
  useEffect(() => {
    // Ctrl-K stays the browser's own for a member who can search nothing here.
    if (!searchable) return;
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setOpen(true);
      }
    };
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  }, [searchable]);
  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);
  useEffect(() => setActive(0), [state]);

  if (!searchable) return null;
  const close = () => {
    setOpen(false);
    setText('');
    opener.current?.focus();
  };
  const go = (row: Row) => {
    close();
    location.hash = `#${row.kind.page}${encodeURIComponent(row.id)}`;
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'ArrowDown' && rows.length) {
      event.preventDefault();
      setActive((active + 1) % rows.length);
    } else if (event.key === 'ArrowUp' && rows.length) {
      event.preventDefault();
      setActive((active - 1 + rows.length) % rows.length);
    } else if (event.key === 'Enter' && rows[active]) {
      event.preventDefault();
      go(rows[active]);
    } else if (event.key === 'Tab') {
      // The input is the dialog's one control: focus stays in the modal until Escape or a choice closes it.
      event.preventDefault();
    }
  };
  const optionId = (i: number) => `search-option-${i}`;
  return (
    <>
      <button
        type="button"
        class="search-open"
        ref={opener}
        onClick={() => setOpen(true)}
        aria-keyshortcuts="Control+K Meta+K"
      >
        Search <kbd>{SHORTCUT}</kbd>
      </button>
      {open && (
        <div class="search-backdrop" onClick={(event) => event.target === event.currentTarget && close()}>
          <div class="search-dialog" role="dialog" aria-modal="true" aria-labelledby="search-title">
            <h2 id="search-title" class="visually-hidden">
              Search the store
            </h2>
            <input
              ref={input}
              type="text"
              role="combobox"
              aria-label={`Search ${kinds.map((k) => k.kind).join(', ')}`}
              aria-expanded={rows.length > 0}
              aria-controls="search-results"
              aria-autocomplete="list"
              aria-activedescendant={rows.length ? optionId(active) : undefined}
              placeholder="Order number, e-mail, name, product or SKU"
              autoComplete="off"
              value={text}
              onInput={(event) => setText(event.currentTarget.value)}
              onKeyDown={onKeyDown}
            />
            <p class="search-status" role="status">
              {statusText(state, text, kinds.map((k) => k.hint).join(', '))}
            </p>
            <ul id="search-results" role="listbox" aria-label="Results" hidden={rows.length === 0}>
              {rows.map((row, i) => (
                <li
                  key={`${row.kind.kind}-${row.id}`}
                  id={optionId(i)}
                  role="option"
                  aria-selected={i === active}
                  class={i === active ? 'search-active' : undefined}
                  onClick={() => go(row)}
                  onMouseMove={() => setActive(i)}
                >
                  <span class="search-kind">{row.kind.name}</span> <strong>{row.label}</strong>{' '}
                  <span class="search-secondary">{row.secondary}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      )}
    </>
  );
}
