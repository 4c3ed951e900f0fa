import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import type { Page } from './api';
import { ErrorNotice, ListEnd, useCursorList } from './ui';

/** The filters of a list page, each a string as its input holds it; `set(name)` is an input's change handler. */
export function useFilters<F extends Record<string, string>>(initial: F) {
  const [filters, setFilters] = useState(initial);
  return { filters, set: (name: keyof F) => (value: string) => setFilters({ ...filters, [name]: value }) };
}

/** A day picked in a date input as the instant it starts, and (for "until" filters, which include the day) ends. */
export const dayStart = (day: string) => (day ? new Date(day).toISOString() : '');
export const dayEnd = (day: string) => (day ? new Date(new Date(day).getTime() + 86_400_000).toISOString() : '');

export function FilterSelect(props: {
  id: string;
  label: string;
  value: string;
  /** Values, or [value, label] pairs; '' is "any". */
  options: Array<string | [string, string]>;
  onChange: (v: string) => void;
}) {
  return (
    <span class="filter">
      <label for={props.id}>{props.label}</label>
      <select id={props.id} value={props.value} onChange={(e) => props.onChange(e.currentTarget.value)}>
        {props.options.map((option) => {
          const [value, label] = typeof option === 'string' ? [option, option || 'any'] : option;
          return (
            <option key={value} value={value}>
              {label}
            </option>
          );
        })}
      </select>
    </span>
  );
}

export function FilterInput(props: {
  id: string;
  label: string;
  value: string;
  type: 'search' | 'date';
  onChange: (v: string) => void;
}) {
  return (
    <span class="filter">
      <label for={props.id}>{props.label}</label>
      <input
        id={props.id}
        // The cast picks one branch of Preact's per-type input props; both types take the same attributes here.
        type={props.type as 'search'}
        value={props.value}
        onChange={(e) => props.onChange(e.currentTarget.value)}
      />
    </span>
  );
}

export interface Column<T> {
  header: string;
  cell: (item: T) => ComponentChildren;
  numeric?: boolean;
}

/** Rows chosen by a checkbox each; the header's checkbox chooses (or clears) every row shown. */
export interface Selection<T> {
  chosen: (item: T) => boolean;
  choose: (items: T[], on: boolean) => void;
  /** The row's checkbox label for screen readers ("Select Blue mug"). */
  label: (item: T) => string;
}

/**
 * A list page over one cursor-paged API list: the heading, what goes above (links, filters), the table, and the end
 * of the list (empty, or "Load more"). `load` is called again whenever `loadKey` changes (the filters). With
 * `selection` each row has a checkbox; `bar` (given the rows shown) goes between the filters and the table.
 */
export function ListPage<T extends { id: string }>(props: {
  title: string;
  caption?: string;
  load: (cursor?: string) => Promise<Page<T>>;
  loadKey: string;
  columns: Array<Column<T>>;
  empty: string;
  filters?: ComponentChildren;
  children?: ComponentChildren;
  selection?: Selection<T>;
  bar?: (shown: T[]) => ComponentChildren;
}) {
  const list = useCursorList(props.load, props.loadKey);
  const selection = props.selection;
  const allShown = list.items.length > 0 && !!selection && list.items.every(selection.chosen);
  return (
    <section>
      <h1>{props.title}</h1>
      {props.children}
      {props.filters && (
        <form class="filters" aria-label={`Filter ${props.title.toLowerCase()}`} onSubmit={(e) => e.preventDefault()}>
          {props.filters}
        </form>
      )}
      <ErrorNotice error={list.error} />
      {props.bar?.(list.items)}
      <table>
        {props.caption && <caption class="visually-hidden">{props.caption}</caption>}
        <thead>
          <tr>
            {selection && (
              <th scope="col" class="select">
                <input
                  type="checkbox"
                  aria-label="Select every row shown"
                  checked={allShown}
                  disabled={list.items.length === 0}
                  onChange={(e) => selection.choose(list.items, e.currentTarget.checked)}
                />
              </th>
            )}
            {props.columns.map((c) => (
              <th scope="col" key={c.header}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {list.items.map((item) => (
            <tr key={item.id}>
              {selection && (
                <td class="select">
                  <input
                    type="checkbox"
                    aria-label={selection.label(item)}
                    checked={selection.chosen(item)}
                    onChange={(e) => selection.choose([item], e.currentTarget.checked)}
                  />
                </td>
              )}
              {props.columns.map((c) => (
                <td key={c.header} class={c.numeric ? 'num' : undefined}>
                  {c.cell(item)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <ListEnd list={list} empty={props.empty} />
    </section>
  );
}
