import { useState } from 'preact/hooks';
import type { components } from '@commerce-service/sdk';
import { admin, ApiError, data } from '../api';
import type { PageProps } from '../page-props';
import {
  ApiForm,
  ConfirmButton,
  DeleteButton,
  ErrorNotice,
  Field,
  ListEnd,
  Loading,
  TextField,
  useCursorList,
  useLoad,
  useSubmit,
} from '../ui';

type Category = components['schemas']['AdminCategory'];

/** Every category (the first 100 the tree shows), for the tree and the parent choices. */
const allCategories = (cursor?: string) => data(admin.get('/categories', { query: { cursor, limit: 100 } }));

/** Every category, drawn as a tree from each one's parent; each name opens its page. */
function Tree({ all, parentId, remove }: { all: Category[]; parentId: string | null; remove: (c: Category) => void }) {
  const children = all.filter((c) => c.parentId === parentId).sort((a, b) => a.position - b.position);
  if (children.length === 0) return null;
  return (
    <ul class="tree">
      {children.map((c) => (
        <li key={c.id}>
          <a href={`#/categories/${c.id}`}>{c.name}</a> <small>({c.handle})</small>{' '}
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

function ParentChoice(props: {
  categories: Category[];
  problems: Record<string, string>;
  value: string;
  onChange: (id: string) => void;
}) {
  return (
    <Field label="Inside" name="parentId" problems={props.problems}>
      {(id, d) => (
        <select
          id={id}
          value={props.value}
          aria-describedby={d}
          onChange={(e) => props.onChange(e.currentTarget.value)}
        >
          <option value="">(top level)</option>
          {props.categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

export function Categories() {
  const list = useCursorList(allCategories, 'categories');
  const [name, setName] = useState('');
  const [parentId, setParentId] = useState('');
  const submit = useSubmit();
  const [error, setError] = useState<ApiError>();
  const create = () =>
    submit.run(
      () => data(admin.post('/categories', { body: { name, ...(parentId ? { parentId } : {}) } })),
      (c) => {
        setName('');
        list.reload();
        return `${c.name} created.`;
      },
    );
  const remove = (c: Category) =>
    data(admin.delete('/categories/{id}', { path: { id: c.id } })).then(list.reload, setError);
  return (
    <section>
      <h1>Categories</h1>
      <ErrorNotice error={error ?? list.error} />
      <Tree all={list.items} parentId={null} remove={remove} />
      <ListEnd list={list} empty="No categories yet." />
      <ApiForm
        label="New category"
        submitLabel="Create category"
        submit={submit}
        onSubmit={create}
        shown={['name', 'parentId']}
      >
        <h2>New category</h2>
        <TextField label="Name" name="name" problems={submit.problems} required value={name} onValue={setName} />
        <ParentChoice categories={list.items} problems={submit.problems} value={parentId} onChange={setParentId} />
      </ApiForm>
    </section>
  );
}

/** One category's own page: its name, handle, description, parent and place among its siblings. */
export function CategoryDetail({ params }: PageProps) {
  const loaded = useLoad(() => data(admin.get('/categories/{id}', { path: { id: params.id } })), params.id);
  const all = useCursorList(allCategories, 'categories');
  return (
    <Loading loaded={loaded}>{() => loaded.data && <CategoryForm category={loaded.data} others={all.items} />}</Loading>
  );
}

/** Keeps what was typed after a save and shows the category as the API answered it. */
function CategoryForm({ category: loaded, others }: { category: Category; others: Category[] }) {
  const [category, setCategory] = useState(loaded);
  const [draft, setDraft] = useState({
    name: category.name,
    handle: category.handle,
    description: category.description ?? '',
    parentId: category.parentId ?? '',
    position: String(category.position),
  });
  const submit = useSubmit();
  const set = (name: keyof typeof draft) => (value: string) => setDraft({ ...draft, [name]: value });
  const save = () =>
    submit.run(
      () =>
        data(
          admin.patch('/categories/{id}', {
            path: { id: category.id },
            body: {
              name: draft.name,
              handle: draft.handle,
              description: draft.description || null,
              parentId: draft.parentId || null,
              position: draft.position.trim() === '' ? NaN : Number(draft.position),
            },
          }),
        ),
      (answered) => {
        setCategory(answered);
        return 'Saved.';
      },
    );
  return (
    <section>
      <h1>Category {category.name}</h1>
      <p>
        <a href="#/categories">All categories</a>
      </p>
      <ApiForm
        label="Category"
        submitLabel="Save category"
        submit={submit}
        onSubmit={save}
        shown={['name', 'handle', 'description', 'parentId', 'position']}
      >
        <TextField
          label="Name"
          name="name"
          problems={submit.problems}
          required
          value={draft.name}
          onValue={set('name')}
        />
        <TextField
          label="Handle"
          name="handle"
          problems={submit.problems}
          value={draft.handle}
          onValue={set('handle')}
        />
        <TextField
          label="Description"
          name="description"
          problems={submit.problems}
          value={draft.description}
          onValue={set('description')}
        />
        <ParentChoice
          categories={others.filter((c) => c.id !== category.id)}
          problems={submit.problems}
          value={draft.parentId}
          onChange={set('parentId')}
        />
        <TextField
          label="Position among its siblings"
          name="position"
          problems={submit.problems}
          inputMode="numeric"
          value={draft.position}
          onValue={set('position')}
        />
      </ApiForm>
      <DeleteButton
        what={category.name}
        path={`/categories/${category.id}`}
        question="Its products stay, without this category."
        then="#/categories"
      />
    </section>
  );
}
