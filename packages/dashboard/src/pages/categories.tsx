import { useState } from 'preact/hooks';
import { ApiError, privateApi, query, type Page } from '../api';
import { ConfirmButton, ErrorNotice, Field, FormProblems, ListEnd, TextField, useCursorList } from '../ui';

interface Category {
  id: string;
  name: string;
  handle: string;
  parentId: string | null;
  position: number;
}

/** Every category, drawn as a tree from each one's parent. */
function Tree({ all, parentId, remove }: { all: Category[]; parentId: string | null; remove: (c: Category) => void }) {
  const children = all.filter((c) => c.parentId === parentId).sort((a, b) => a.position - b.position);
  if (children.length === 0) return null;
  return (
    <ul class="tree">
      {children.map((c) => (
        <li key={c.id}>
          {c.name} <small>({c.handle})</small>{' '}
          <ConfirmButton
            label={`Delete ${c.name}`}
            question="Its products stay, without this category."
            confirmLabel={`Yes, delete ${c.name}`}
            onConfirm={() => remove(c)}
          />
          <Tree all={all} parentId={c.id} remove={remove} />
        </li>
      ))}
    </ul>
  );
}

export function Categories() {
  const list = useCursorList(
    (cursor) => privateApi<Page<Category>>('GET', `/categories${query({ cursor, limit: 100 })}`),
    'categories',
  );
  const [name, setName] = useState('');
  const [parentId, setParentId] = useState('');
  const [error, setError] = useState<ApiError>();
  const problems = error?.fieldProblems() ?? {};
  const create = (event: Event) => {
    event.preventDefault();
    privateApi('POST', '/categories', { name, ...(parentId ? { parentId } : {}) }).then(() => {
      setName('');
      setError(undefined);
      list.reload();
    }, setError);
  };
  const remove = (c: Category) => privateApi('DELETE', `/categories/${c.id}`).then(list.reload, setError);
  return (
    <section>
      <h1>Categories</h1>
      <ErrorNotice error={list.error} />
      <Tree all={list.items} parentId={null} remove={remove} />
      <ListEnd list={list} empty="No categories yet." />
      <form onSubmit={create} aria-label="New category">
        <h2>New category</h2>
        <TextField label="Name" name="name" problems={problems} required value={name} onValue={setName} />
        <Field label="Inside" name="parentId" problems={problems}>
          {(id) => (
            <select id={id} value={parentId} onChange={(e) => setParentId(e.currentTarget.value)}>
              <option value="">(top level)</option>
              {list.items.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <FormProblems error={error} shown={['name', 'parentId']} />
        <button type="submit">Create category</button>
      </form>
    </section>
  );
}
