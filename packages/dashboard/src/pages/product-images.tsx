import { useEffect, useState } from 'preact/hooks';
import type { components } from '@commerce-service/sdk';
import { admin, ApiError, data, uploadFile } from '../api';
import { ErrorNotice } from '../ui';

type Media = components['schemas']['ProductMedia'];

/** The types the API takes; anything else is refused here with a sentence, before any upload. */
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'];
const WRONG_TYPE = (name: string) =>
  `“${name}” is not a picture we can use. Choose a JPEG, PNG, WebP, GIF or AVIF image (a photo from a phone is fine).`;
/** How often images still being resized are asked again. */
const POLL_MS = 1000;

/** The smallest copy for the thumbnail (200 px), the image itself before its copies exist or when linked by URL. */
const thumbnailOf = (media: Media) => media.variants[0]?.url ?? (media.status === 'ready' ? media.url : undefined);

const STATUS: Record<Media['status'], string> = {
  processing: 'Preparing sizes…',
  ready: 'Shown in the shop',
  failed: 'Could not be read. Remove it and upload the picture again.',
};

/**
 * A product's pictures: dropped or picked (several at once), uploaded one after another; each resized by the worker
 * (asked again until ready), with its description for screen readers, its place (move buttons, or drag and drop)
 * and removal. The first one is the product's picture on cards and in feeds.
 */
export function ProductImages({ productId, title }: { productId: string; title: string }) {
  const [media, setMedia] = useState<Media[]>();
  const [error, setError] = useState<ApiError>();
  const [status, setStatus] = useState('');
  const [uploading, setUploading] = useState('');
  const [dragging, setDragging] = useState(false);
  const [moving, setMoving] = useState<string>();
  const path = { id: productId };
  const load = () => data(admin.get('/products/{id}/media', { path })).then((list) => setMedia(list.data), setError);

  useEffect(() => {
    void load();
  }, [productId]);
  const processing = media?.some((m) => m.status === 'processing') ?? false;
  useEffect(() => {
    if (!processing) return;
    const timer = setTimeout(load, POLL_MS);
    return () => clearTimeout(timer);
  }, [media, processing]);

  const uploadAll = async (files: File[]) => {
    setError(undefined);
    for (const file of files) {
      if (!IMAGE_TYPES.includes(file.type)) {
        setError(new ApiError(0, 'unsupported_file', WRONG_TYPE(file.name)));
        continue;
      }
      setUploading(file.name);
      try {
        await uploadFile<Media>(`/products/${encodeURIComponent(productId)}/media`, file, file.type);
        setStatus(`Uploaded ${file.name}.`);
      } catch (e) {
        const problem = e as ApiError;
        setError(new ApiError(problem.status, problem.code, `${file.name}: ${problem.message}`));
      }
    }
    setUploading('');
    await load();
  };

  const reorder = (ids: string[], said: string) =>
    data(admin.put('/products/{id}/media-order', { path, body: { mediaIds: ids } })).then((list) => {
      setMedia(list.data);
      setError(undefined);
      setStatus(said);
    }, setError);
  const move = (index: number, to: number) => {
    if (!media || to < 0 || to >= media.length) return;
    const ids = media.map((m) => m.id);
    const [id] = ids.splice(index, 1);
    ids.splice(to, 0, id);
    void reorder(ids, `Image ${index + 1} is now image ${to + 1}.`);
  };
  const saveAlt = (item: Media, alt: string) =>
    data(admin.patch('/products/{id}/media/{mediaId}', { path: { ...path, mediaId: item.id }, body: { alt } })).then(
      () => {
        setError(undefined);
        setStatus('Description saved.');
        return load();
      },
      setError,
    );
  const remove = (item: Media, index: number) =>
    data(admin.delete('/products/{id}/media/{mediaId}', { path: { ...path, mediaId: item.id } })).then(() => {
      setError(undefined);
      setStatus(`Image ${index + 1} removed.`);
      return load();
    }, setError);

  return (
    <section aria-labelledby="product-images-heading">
      <h2 id="product-images-heading">Images</h2>
      <ErrorNotice error={error} />
      <div
        class={dragging ? 'drop-zone drop-zone-active' : 'drop-zone'}
        onDragOver={(e) => {
          if (moving) return;
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(e) => {
          if (moving) return;
          e.preventDefault();
          setDragging(false);
          void uploadAll([...(e.dataTransfer?.files ?? [])]);
        }}
      >
        <label for="product-image-files">Add pictures of {title}</label>
        <input
          id="product-image-files"
          type="file"
          multiple
          accept={IMAGE_TYPES.join(',')}
          disabled={uploading !== ''}
          aria-describedby="product-image-hint"
          onChange={(e) => {
            const files = [...(e.currentTarget.files ?? [])];
            e.currentTarget.value = '';
            void uploadAll(files);
          }}
        />
        <p id="product-image-hint" class="muted">
          Or drop them here. JPEG, PNG, WebP, GIF or AVIF, up to 10 MB each. The first picture is the one shoppers see
          on product cards.
        </p>
        {uploading && <p>Uploading {uploading}…</p>}
      </div>
      <p role="status" class="muted">
        {status}
      </p>
      {media && media.length === 0 && <p>No pictures yet.</p>}
      {media && media.length > 0 && (
        <ol class="media-list">
          {media.map((item, index) => (
            <li
              key={item.id}
              class="media-item"
              draggable
              onDragStart={() => setMoving(item.id)}
              onDragEnd={() => setMoving(undefined)}
              onDragOver={(e) => moving && e.preventDefault()}
              onDrop={(e) => {
                if (!moving || !media) return;
                e.preventDefault();
                const from = media.findIndex((m) => m.id === moving);
                setMoving(undefined);
                if (from >= 0 && from !== index) move(from, index);
              }}
            >
              <MediaItem item={item} index={index} count={media.length} move={move} saveAlt={saveAlt} remove={remove} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function MediaItem(props: {
  item: Media;
  index: number;
  count: number;
  move: (index: number, to: number) => void;
  saveAlt: (item: Media, alt: string) => Promise<unknown>;
  remove: (item: Media, index: number) => Promise<unknown>;
}) {
  const { item, index, count } = props;
  const [alt, setAlt] = useState(item.alt ?? '');
  const thumbnail = thumbnailOf(item);
  const label = `Image ${index + 1}`;
  return (
    <>
      <span class="media-thumb">
        {thumbnail ? <img src={thumbnail} alt={item.alt ?? ''} width={96} height={96} loading="lazy" /> : null}
      </span>
      <div class="media-fields">
        <p>
          <strong>{label}</strong>{' '}
          <span class="muted">{item.uploaded ? STATUS[item.status] : 'Linked by address'}</span>
        </p>
        <form
          class="inline-form"
          aria-label={`${label} description`}
          onSubmit={(e) => {
            e.preventDefault();
            void props.saveAlt(item, alt);
          }}
        >
          <label for={`alt-${item.id}`}>{label} description (for screen readers)</label>
          <input id={`alt-${item.id}`} value={alt} maxLength={500} onInput={(e) => setAlt(e.currentTarget.value)} />
          <button type="submit">Save description</button>
        </form>
        <div class="row">
          <button type="button" disabled={index === 0} onClick={() => props.move(index, index - 1)}>
            Move {label.toLowerCase()} earlier
          </button>
          <button type="button" disabled={index === count - 1} onClick={() => props.move(index, index + 1)}>
            Move {label.toLowerCase()} later
          </button>
          <button type="button" onClick={() => void props.remove(item, index)}>
            Remove {label.toLowerCase()}
          </button>
        </div>
      </div>
    </>
  );
}
