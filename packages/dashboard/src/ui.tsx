import type { ComponentChildren } from 'preact';
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import { ApiError, privateApi, type Page } from './api';

export interface Loaded<T> {
  data?: T;
  error?: ApiError;
  loading: boolean;
  reload: () => void;
}

/** Loads once per change of `key`; errors are kept for the page to show, never thrown. */
export function useLoad<T>(load: () => Promise<T>, key: string): Loaded<T> {
  const [state, setState] = useState<{ data?: T; error?: ApiError; loading: boolean; key: string }>({
    loading: true,
    key,
  });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    setState((s) => ({ ...s, loading: true }));
    load().then(
      (data) => live && setState({ data, loading: false, key }),
      (error: ApiError) => live && setState({ error, loading: false, key }),
    );
    return () => {
      live = false;
    };
  }, [key, round]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  // A reload keeps showing what it replaces; another key (say, another product) never shows the previous one's data.
  if (state.key !== key) return { loading: true, reload };
  return { data: state.data, error: state.error, loading: state.loading, reload };
}

const PERMISSION_NAMES: Record<string, string> = {
  owner: 'Owner',
  catalogue: 'Catalogue',
  orders: 'Orders',
  customers: 'Customers',
  marketing: 'Marketing',
  settings: 'Settings',
  webhooks: 'Webhooks',
};

export function Denied({ what, permission }: { what: string; permission: string }) {
  return (
    <section class="notice notice-denied" role="alert">
      <h1>You cannot open {what}</h1>
      <p>
        {what} needs the “{PERMISSION_NAMES[permission] ?? permission}” permission
        {permission === 'owner' ? ', which only store owners have' : ', which your role does not include'}. Ask a store
        owner to grant it.
      </p>
    </section>
  );
}

export function ErrorNotice({ error }: { error?: ApiError }) {
  if (!error) return null;
  return (
    <p class="notice notice-error" role="alert">
      {error.message}
    </p>
  );
}

export function Loading({ loaded, children }: { loaded: Loaded<unknown>; children: () => ComponentChildren }) {
  if (loaded.error) return <ErrorNotice error={loaded.error} />;
  if (loaded.data === undefined) return <p aria-live="polite">Loading…</p>;
  return <>{children()}</>;
}

/** A labelled input whose API validation message (from `details`) sits under it, tied by aria-describedby. */
export function Field(props: {
  label: string;
  name: string;
  problems: Record<string, string>;
  children: (id: string, describedBy?: string) => ComponentChildren;
}) {
  const id = `field-${props.name.replace(/[^A-Za-z0-9]/g, '-')}`;
  const problem = problemAt(props.problems, props.name);
  return (
    <div class={problem ? 'field field-invalid' : 'field'}>
      <label for={id}>{props.label}</label>
      {props.children(id, problem ? `${id}-error` : undefined)}
      {problem && (
        <span class="field-error" id={`${id}-error`}>
          {problem}
        </span>
      )}
    </div>
  );
}

/** A checkbox with its label and a hint under it that says what ticking it does. */
export function HintedCheck(props: {
  id: string;
  label: string;
  checked: boolean;
  onChecked: (checked: boolean) => void;
  children: ComponentChildren;
}) {
  return (
    <div class="check">
      <input
        id={props.id}
        type="checkbox"
        checked={props.checked}
        aria-describedby={`${props.id}-hint`}
        onChange={(e) => props.onChecked(e.currentTarget.checked)}
      />
      <label for={props.id}>{props.label}</label>
      <p id={`${props.id}-hint`} class="muted">
        {props.children}
      </p>
    </div>
  );
}

/** One text-like input (or a date and time) whose value the form keeps, as TextField and FormRow take it. */
export interface TextFieldProps {
  label: string;
  name: string;
  value: string;
  onValue: (v: string) => void;
  type?: 'text' | 'email' | 'url' | 'color' | 'datetime-local';
  required?: boolean;
  inputMode?: 'decimal' | 'numeric';
}

/** The usual field: one text-like input whose value the form keeps. */
export function TextField(props: TextFieldProps & { problems: Record<string, string> }) {
  return (
    <Field label={props.label} name={props.name} problems={props.problems}>
      {(id, describedBy) => (
        // The cast picks one branch of Preact's per-type input props; all of them take the same attributes here.
        <input
          id={id}
          type={(props.type ?? 'text') as 'text'}
          required={props.required}
          inputMode={props.inputMode}
          value={props.value}
          aria-describedby={describedBy}
          onInput={(e) => props.onValue(e.currentTarget.value)}
        />
      )}
    </Field>
  );
}

/**
 * A row of fields side by side (`inline-form`), each showing its problem from the form's answer; a field left out
 * (false) is not shown. Other controls of the row (a select, a checkbox) follow as children.
 */
export function FormRow(props: {
  problems: Record<string, string>;
  fields: Array<TextFieldProps | false>;
  children?: ComponentChildren;
}) {
  return (
    <div class="inline-form">
      {props.fields.map((field) => field && <TextField key={field.name} problems={props.problems} {...field} />)}
      {props.children}
    </div>
  );
}

/** Whether a problem's field is this one or lies inside it (`countries.2` inside `countries`). */
const within = (field: string, name: string) => field === name || field.startsWith(`${name}.`);

/** The problem at a field, or the first one inside it (an item of a list shows at the list's input). */
export function problemAt(problems: Record<string, string>, name: string): string | undefined {
  return problems[name] ?? Object.entries(problems).find(([field]) => within(field, name))?.[1];
}

/** Problems the form has no field for, listed above its buttons. */
export function FormProblems({ error, shown }: { error?: ApiError; shown: string[] }) {
  if (!error) return null;
  const rest = Object.entries(error.fieldProblems()).filter(([field]) => !shown.some((name) => within(field, name)));
  return (
    <div class="notice notice-error" role="alert">
      <p>{error.message}</p>
      {rest.length > 0 && (
        <ul>
          {rest.map(([field, message]) => (
            <li key={field}>
              {field}: {message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** A form's round trip: the last API error (with its field problems), the outcome to announce, and busy. */
export function useSubmit() {
  const [error, setError] = useState<ApiError>();
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);
  /** Sends; on success announces what `done` returns, on failure keeps the error for the fields to show. */
  const run = <T,>(send: () => Promise<T>, done: (result: T) => string) => {
    setBusy(true);
    send().then(
      (result) => {
        setError(undefined);
        setBusy(false);
        setNotice(done(result));
      },
      (e: ApiError) => {
        setNotice('');
        setBusy(false);
        setError(e);
      },
    );
  };
  return { error, problems: error?.fieldProblems() ?? {}, notice, busy, run, setError };
}

export type Submit = ReturnType<typeof useSubmit>;

/**
 * A form over one write: its fields, the problems none of them shows (`shown` lists the field names it has, a
 * name also claiming what lies inside it), the submit button and the announced outcome.
 */
export function ApiForm(props: {
  label: string;
  submitLabel: string;
  submit: Submit;
  shown: string[];
  onSubmit: () => void;
  children: ComponentChildren;
}) {
  return (
    <form
      aria-label={props.label}
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit();
      }}
    >
      {props.children}
      <FormProblems error={props.submit.error} shown={props.shown} />
      <button type="submit" disabled={props.submit.busy}>
        {props.submitLabel}
      </button>
      {props.submit.notice && <span role="status">{props.submit.notice}</span>}
    </form>
  );
}

/** A list that follows the API's cursor: the first page, then more on request. */
export function useCursorList<T>(load: (cursor?: string) => Promise<Page<T>>, key: string) {
  const [items, setItems] = useState<T[]>([]);
  const [next, setNext] = useState<string | undefined>();
  const [error, setError] = useState<ApiError>();
  const [loading, setLoading] = useState(true);
  // Only the latest request's answer is shown: one for filters changed since, answering late, would replace the list.
  const latest = useRef(0);
  const fetchPage = (cursor: string | undefined, replace: boolean) => {
    const request = ++latest.current;
    setLoading(true);
    load(cursor).then(
      (page) => {
        if (request !== latest.current) return;
        setItems((old) => (replace ? page.data : [...old, ...page.data]));
        setNext(page.hasMore ? page.nextCursor : undefined);
        setError(undefined);
        setLoading(false);
      },
      (e: ApiError) => {
        if (request !== latest.current) return;
        setError(e);
        setLoading(false);
      },
    );
  };
  useEffect(() => fetchPage(undefined, true), [key]);
  return {
    items,
    error,
    loading,
    more: next ? () => fetchPage(next, false) : undefined,
    reload: () => fetchPage(undefined, true),
  };
}

/** The end of a cursor list: what to say when it is empty, or the button that loads the next page. */
export function ListEnd({
  list,
  empty,
}: {
  list: { more?: () => void; loading: boolean; items: unknown[] };
  empty: string;
}) {
  if (!list.loading && list.items.length === 0) return <p>{empty}</p>;
  if (!list.more) return null;
  return (
    <button type="button" onClick={list.more} disabled={list.loading}>
      Load more
    </button>
  );
}

export const when = (iso: string | null | undefined) => (iso ? new Date(iso).toLocaleString() : '—');

export const newKey = () => crypto.randomUUID();

/** Checkboxes choosing some of a list; `options` are values, or [value, label] pairs. */
export function CheckGroup<T extends string>(props: {
  legend: string;
  prefix: string;
  options: Array<T | [T, string]>;
  value: T[];
  onChange: (v: T[]) => void;
}) {
  return (
    <fieldset>
      <legend>{props.legend}</legend>
      {props.options.map((option) => {
        const [value, label] = typeof option === 'string' ? [option, option] : option;
        const id = `${props.prefix}-${value}`;
        return (
          <span class="check" key={value}>
            <input
              id={id}
              type="checkbox"
              checked={props.value.includes(value)}
              onChange={(e) =>
                props.onChange(
                  e.currentTarget.checked ? [...props.value, value] : props.value.filter((x) => x !== value),
                )
              }
            />
            <label for={id}>{label}</label>
          </span>
        );
      })}
    </fieldset>
  );
}

/** A button that asks once more, in the page, before it acts. */
export function ConfirmButton({
  label,
  question,
  confirmLabel,
  onConfirm,
}: {
  label: string;
  question: string;
  confirmLabel: string;
  onConfirm: () => void;
}) {
  const [asking, setAsking] = useState(false);
  if (!asking)
    return (
      <button type="button" onClick={() => setAsking(true)}>
        {label}
      </button>
    );
  return (
    <span class="confirm" role="group" aria-label={label}>
      <span>{question}</span>
      <button
        type="button"
        onClick={() => {
          setAsking(false);
          onConfirm();
        }}
      >
        {confirmLabel}
      </button>
      <button type="button" onClick={() => setAsking(false)}>
        Keep it
      </button>
    </span>
  );
}

/** Deletes a resource after a confirmation, then goes to `then` (a hash route); a refusal shows in place. */
export function DeleteButton(props: { what: string; path: string; question: string; then: string }) {
  const [error, setError] = useState<ApiError>();
  const remove = () =>
    privateApi('DELETE', props.path).then(() => {
      location.hash = props.then;
    }, setError);
  return (
    <>
      <ConfirmButton
        label={`Delete ${props.what}`}
        question={props.question}
        confirmLabel={`Yes, delete ${props.what}`}
        onConfirm={remove}
      />
      <ErrorNotice error={error} />
    </>
  );
}

/** How often a running import or export is asked again (one row, or its workflow's memory: cheap to ask). */
const POLL_MS = 1000;

/** Keeps asking while `running`, every POLL_MS; a failed ask is shown and asked again (the network may be back). */
export function usePolling<T>(item: T | undefined, running: boolean, ask: () => Promise<T>, set: (next: T) => void) {
  const [error, setError] = useState<ApiError>();
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!item || !running) return;
    const timer = setTimeout(
      () =>
        ask().then(
          (next) => {
            setError(undefined);
            set(next);
          },
          (e: ApiError) => {
            setError(e);
            setRound((r) => r + 1);
          },
        ),
      POLL_MS,
    );
    return () => clearTimeout(timer);
  }, [item, running, round]);
  return error;
}
