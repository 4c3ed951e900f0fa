import { useState } from 'preact/hooks';
import type { components } from '@commerce-service/sdk';
import { admin, ApiError, data, uploadFile } from '../api';
import { ErrorNotice, usePolling } from '../ui';

type Import = components['schemas']['Import'];

const RUNNING = new Set<Import['status']>(['validating', 'importing']);
/** Until it has finished, an import may be cancelled: from its dry run to its last batch. */
const CANCELLABLE = new Set<Import['status']>(['validating', 'validated', 'importing']);

/** The content type the API takes the file as, by its name; anything else is refused here, before any upload. */
function contentTypeOf(file: File): string | undefined {
  const name = file.name.toLowerCase();
  if (name.endsWith('.csv')) return 'text/csv';
  if (name.endsWith('.jsonl') || name.endsWith('.ndjson')) return 'application/x-ndjson';
  return undefined;
}

const WRONG_FILE = 'Choose a .csv file (the product CSV Shopify exports) or a .jsonl file with one product per line.';
const number = (n: number) => n.toLocaleString('en-US');

/** A product file: upload (picked or dropped), the dry run's problems, start, progress until it ends, the summary. */
export function Imports() {
  const [current, setCurrent] = useState<Import>();
  const [error, setError] = useState<ApiError>();
  const [uploading, setUploading] = useState('');
  const [dragging, setDragging] = useState(false);
  const pollError = usePolling(
    current,
    current !== undefined && RUNNING.has(current.status),
    () => data(admin.get('/imports/{importId}', { path: { importId: current?.id ?? '' } })),
    setCurrent,
  );
  const upload = (file: File) => {
    const type = contentTypeOf(file);
    if (!type) return setError(new ApiError(0, 'unsupported_file', WRONG_FILE));
    setError(undefined);
    setUploading(file.name);
    uploadFile<Import>('/imports', file, type)
      .then(setCurrent, setError)
      .finally(() => setUploading(''));
  };
  const start = (importId: string) =>
    data(admin.post('/imports/{importId}/start', { path: { importId } })).then((started) => {
      setError(undefined);
      setCurrent(started);
    }, setError);
  // A cancel that comes after the import finished answers 409 with the API's message; the polling shows the end.
  const cancel = (importId: string) =>
    data(admin.post('/imports/{importId}/cancel', { path: { importId } })).then((cancelled) => {
      setError(undefined);
      setCurrent(cancelled);
    }, setError);
  return (
    <section>
      <h1>Import products</h1>
      <p>
        Bring your catalogue as a file: Shopify's product CSV, or JSON Lines with one product per line. First every row
        is checked and nothing is written; you read what is wrong, then start the import. Products are matched by handle
        and variants by SKU, so importing the same file again changes nothing.
      </p>
      <ErrorNotice error={error ?? pollError} />
      {!current && (
        <div
          class={dragging ? 'drop-zone drop-zone-active' : 'drop-zone'}
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={(e) => {
            e.preventDefault();
            setDragging(false);
            const file = e.dataTransfer?.files[0];
            if (file) upload(file);
          }}
        >
          <label for="import-file">Product file (.csv or .jsonl)</label>
          <input
            id="import-file"
            type="file"
            accept=".csv,.jsonl,.ndjson,text/csv,application/x-ndjson"
            disabled={uploading !== ''}
            onChange={(e) => {
              const file = e.currentTarget.files?.[0];
              if (file) upload(file);
              e.currentTarget.value = '';
            }}
          />
          <p>or drop the file here.</p>
          {uploading && <p role="status">Uploading {uploading}…</p>}
        </div>
      )}
      {current && <ImportView item={current} start={() => start(current.id)} />}
      {current && CANCELLABLE.has(current.status) && (
        <button type="button" onClick={() => cancel(current.id)}>
          Cancel the import
        </button>
      )}
      {current && !RUNNING.has(current.status) && current.status !== 'validated' && (
        <button type="button" onClick={() => setCurrent(undefined)}>
          Import another file
        </button>
      )}
    </section>
  );
}

const ENDED: Partial<Record<Import['status'], string>> = {
  completed: 'Import finished',
  cancelled: 'Import cancelled',
};

function ImportView({ item, start }: { item: Import; start: () => void }) {
  if (item.status === 'validating')
    return (
      <div role="status">
        <p>Checking every row of the file ({number(item.fileBytes)} bytes). Nothing is written yet.</p>
        <progress aria-label="Checking the file" />
      </div>
    );
  if (item.status === 'validated')
    return (
      <>
        <h2>
          Checked: {number(item.totalProducts)} products in {number(item.totalRows)} rows
        </h2>
        {item.badRows === 0 ? (
          <p class="notice notice-ok">No problems found.</p>
        ) : (
          <p class="notice notice-error">
            {number(item.badRows)} {item.badRows === 1 ? 'row has a problem' : 'rows have problems'}. A product with a
            bad row is skipped and the others are imported; or fix the file and upload it again.
          </p>
        )}
        <Problems item={item} />
        <button type="button" onClick={start}>
          Start the import
        </button>
      </>
    );
  if (item.status === 'importing') return <Progress item={item} />;
  return (
    <>
      <h2>{ENDED[item.status] ?? 'Import failed'}</h2>
      {item.status === 'cancelled' && (
        <p>Products written before the cancel stay; importing the file again completes the rest.</p>
      )}
      {item.failure && (
        <p class="notice notice-error" role="alert">
          {item.failure}
        </p>
      )}
      <ul aria-live="polite">
        <li>{number(item.productsCreated)} products created</li>
        <li>{number(item.productsUpdated)} products updated</li>
        <li>{number(item.productsUnchanged)} products unchanged</li>
        <li>
          {number(item.rowsFailed)} of {number(item.totalRows)} rows skipped
        </li>
      </ul>
      <Problems item={item} />
    </>
  );
}

function Progress({ item }: { item: Import }) {
  const rate = item.rowsPerSecond === null ? '' : ` · ${number(Math.round(item.rowsPerSecond))} rows/s`;
  const left = item.estimatedSecondsLeft === null ? '' : ` · about ${duration(item.estimatedSecondsLeft)} left`;
  return (
    <>
      <h2>Importing</h2>
      <progress aria-label="Import progress" max={Math.max(item.totalRows, 1)} value={item.rowsDone} />
      <p role="status">
        {number(item.rowsDone)} of {number(item.totalRows)} rows{rate}
        {left}
      </p>
    </>
  );
}

const duration = (seconds: number) =>
  seconds < 90
    ? `${seconds} s`
    : seconds < 5400
      ? `${Math.round(seconds / 60)} min`
      : `${Math.round(seconds / 3600)} h`;

function Problems({ item }: { item: Import }) {
  if (item.problems.length === 0) return null;
  return (
    <table>
      <caption>
        Problems
        {item.problemCount > item.problems.length
          ? ` (the first ${number(item.problems.length)} of ${number(item.problemCount)})`
          : ''}
      </caption>
      <thead>
        <tr>
          <th scope="col">Line</th>
          <th scope="col">Column</th>
          <th scope="col">Reason</th>
        </tr>
      </thead>
      <tbody>
        {item.problems.map((p, i) => (
          <tr key={i}>
            <td class="num">{p.line}</td>
            <td>{p.column}</td>
            <td>{p.reason}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
