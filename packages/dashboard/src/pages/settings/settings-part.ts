import { useState } from 'preact/hooks';
import { admin, data, type Settings, type SettingsPatch } from '../../api';
import type { Submit } from '../../ui';

/** Each part of the page saves only its own fields and goes on from the settings the API answered. */
export type Part = { settings: Settings; saved: (s: Settings) => void };

export const saveSettings = (submit: Submit, body: SettingsPatch, saved: (s: Settings) => void) =>
  submit.run(
    () => data(admin.patch('/settings', { body })),
    (s) => {
      saved(s);
      return 'Saved.';
    },
  );

export const list = (text: string, upper = false) =>
  text
    .split(',')
    .map((v) => (upper ? v.trim().toUpperCase() : v.trim()))
    .filter(Boolean);

/** An integer from what was typed; NaN (sent as null) for anything else, so the API names the field. */
export const integer = (text: string) => (text.trim() === '' ? NaN : Number(text));

/** Rows of a form: add one, change one, remove one. */
export function useRows<T>(initial: T[]) {
  const [rows, setRows] = useState(initial);
  return {
    rows,
    setRows,
    add: (row: T) => setRows([...rows, row]),
    change: (i: number, changes: Partial<T>) => setRows(rows.map((r, j) => (j === i ? { ...r, ...changes } : r))),
    remove: (i: number) => setRows(rows.filter((_, j) => j !== i)),
  };
}
