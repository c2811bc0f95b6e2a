// Image Library: upload (click or drag, several files), the total count, and a grid of stored images
// newest first with copy-URL and delete.
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { MAX_IMAGE_BYTES, imageEntity, storageName, type ImageRecord } from '@schemas/collections/image';
import { useBackend } from '@/app/backend-context';
import { addItem, deleteItem, type Item } from '@/backend/entity-store';
import { useToast } from '@/components/ui/toast';
import { useDialogs } from '@/components/ui/confirm';
import { useAfterWrite, useLoadErrorInterceptor } from '@/admin/generator/write-context';
import { useLiveItems } from '@/admin/shell/use-live';
import { useUndoDelete } from '@/admin/safety/use-undo-delete';
import { CopyIcon, PageHeading, Spinner, TrashIcon, iconButton } from './page-ui';

type ImageRow = Item<typeof imageEntity>;
interface Preview {
  key: string;
  name: string;
  url: string;
}

/** Files the library refuses, each with its own message; the rest are uploaded. */
export function checkFiles(files: File[]): { accepted: File[]; refused: string[] } {
  const accepted: File[] = [];
  const refused: string[] = [];
  for (const file of files) {
    if (file.size > MAX_IMAGE_BYTES) refused.push(`File ${file.name} is too large (max 5MB)`);
    else if (!file.type.startsWith('image/')) refused.push(`File ${file.name} is not an image`);
    else accepted.push(file);
  }
  return { accepted, refused };
}

const storagePath = (name: string) => `uploads/${name}`;

export default function ImageLibraryPage() {
  const backend = useBackend();
  const toast = useToast();
  const { confirm } = useDialogs();
  const afterWrite = useAfterWrite();
  const interceptLoadError = useLoadErrorInterceptor();
  const { items: images, failed } = useLiveItems(imageEntity, {
    query: { orderBy: 'createdAt', direction: 'desc' },
    // The banner is the message; permission-denied still sends the owner back to sign-in.
    onError: (error) => {
      if (!interceptLoadError(error)) console.error('Failed to load images', error);
    },
  });
  const [uploading, setUploading] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [previews, setPreviews] = useState<Preview[]>([]);
  const [copied, setCopied] = useState<string | null>(null);
  const copiedTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => () => clearTimeout(copiedTimer.current), []);

  function clearPreviews() {
    setPreviews((current) => {
      current.forEach((p) => URL.revokeObjectURL(p.url));
      return [];
    });
  }

  async function upload(list: FileList | File[] | null) {
    const files = Array.from(list ?? []);
    if (inputRef.current) inputRef.current.value = '';
    if (files.length === 0 || uploading) return;
    const { accepted, refused } = checkFiles(files);
    refused.forEach((message) => toast.error(message));
    if (accepted.length === 0) return;
    clearPreviews();
    setPreviews(accepted.map((file, i) => ({ key: `${i}-${file.name}`, name: file.name, url: URL.createObjectURL(file) })));
    setUploading(true);
    try {
      const store = await backend.files();
      for (const file of accepted) {
        const name = storageName(file.name);
        const url = await store.upload(storagePath(name), file, file.type);
        const record: ImageRecord = { url, name, type: file.type, size: file.size, createdAt: new Date().toISOString() };
        await addItem(backend, imageEntity, record);
      }
      clearPreviews();
      afterWrite();
    } catch (error) {
      toast.error('Error uploading images. Please try again.', error);
    } finally {
      setUploading(false);
    }
  }

  async function copy(image: ImageRow) {
    try {
      await navigator.clipboard.writeText(image.url);
      setCopied(image.id);
      clearTimeout(copiedTimer.current);
      copiedTimer.current = setTimeout(() => setCopied(null), 2000);
    } catch (error) {
      toast.error('Failed to copy URL. Please try again.', error);
    }
  }

  const undoDelete = useUndoDelete();

  async function remove(image: ImageRow) {
    if (!(await confirm(imageEntity.messages.confirmDelete))) return;
    try {
      // The file stays in storage while the record is in the trash (Undo, the Trash page); purging the trash
      // entry removes it.
      const trashId = await deleteItem(backend, imageEntity, image.id, { title: image.name, file: storagePath(image.name) });
      undoDelete(imageEntity.messages.deleted, trashId);
      afterWrite();
    } catch (error) {
      toast.error(imageEntity.messages.deleteError, error);
    }
  }

  function onDrop(e: DragEvent) {
    e.preventDefault();
    setDragging(false);
    if (!uploading) void upload(e.dataTransfer.files);
  }

  const count = images?.length ?? 0;
  return (
    <div className="max-w-6xl">
      <PageHeading>Image Library</PageHeading>

      <div
        onDragOver={(e) => {
          e.preventDefault();
          if (!uploading) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`mb-6 rounded-2xl border-2 border-dashed p-6 text-center transition sm:p-10 ${dragging ? 'border-gold bg-sand/60' : 'border-stone-300 bg-white'}`}
      >
        <label htmlFor="image-upload" className={`flex flex-col items-center gap-2 ${uploading ? 'cursor-wait' : 'cursor-pointer'}`}>
          {uploading ? (
            <span role="status" className="flex items-center gap-2 font-medium">
              <Spinner /> Uploading...
            </span>
          ) : (
            <>
              <span className="font-medium">Click to choose images or drag them here</span>
              <span className="text-sm text-stone-600">PNG, JPG, GIF and other images, up to 5MB each. You can choose several at once.</span>
            </>
          )}
        </label>
        <input
          ref={inputRef}
          id="image-upload"
          type="file"
          accept="image/*"
          multiple
          disabled={uploading}
          onChange={(e) => void upload(e.target.files)}
          className="mx-auto mt-4 block max-w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-espresso file:px-4 file:py-2 file:text-white disabled:opacity-60"
        />
      </div>

      {previews.length > 0 && (
        <section aria-label="Selected images" className="relative mb-8 rounded-2xl bg-white p-4 shadow-sm">
          <button type="button" onClick={clearPreviews} aria-label="Clear previews" className={`${iconButton} absolute right-3 top-3`}>
            <span aria-hidden="true" className="text-xl leading-none">×</span>
          </button>
          <ul className="flex flex-wrap gap-3 pr-12">
            {previews.map((p) => (
              <li key={p.key} className="w-24">
                <img src={p.url} alt="" className="h-24 w-24 rounded-md object-cover" />
                <span className="block truncate text-xs">{p.name}</span>
              </li>
            ))}
          </ul>
        </section>
      )}

      {failed && (
        <p role="alert" className="mb-6 rounded-md bg-red-50 px-4 py-3 text-red-800">
          Failed to load images. Please try refreshing the page.
        </p>
      )}

      <div className="mb-4 flex items-baseline justify-between">
        <h2 className="font-serif text-2xl">Uploaded images</h2>
        {images !== null && <p className="text-sm text-stone-700">Total images: {count}</p>}
      </div>
      {images === null && <p role="status">Loading...</p>}
      {images?.length === 0 && !failed && <p>No images uploaded yet. Upload your first image above.</p>}
      {images && images.length > 0 && (
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
          {images.map((image) => (
            <li key={image.id} className="group overflow-hidden rounded-xl bg-white shadow-sm">
              <div className="relative">
                <img src={image.url} alt={image.name} loading="lazy" className="aspect-square w-full bg-sand object-cover" />
                <div className="absolute inset-x-0 top-0 flex justify-end gap-2 p-2 transition [@media(hover:hover)]:opacity-0 [@media(hover:hover)]:group-hover:opacity-100 [@media(hover:hover)]:group-focus-within:opacity-100">
                  <button type="button" onClick={() => copy(image)} aria-label={`Copy URL of ${image.name}`} className={iconButton}>
                    <CopyIcon />
                  </button>
                  <button type="button" onClick={() => remove(image)} aria-label={`Delete ${image.name}`} className={`${iconButton} text-red-800`}>
                    <TrashIcon />
                  </button>
                </div>
                {copied === image.id && (
                  <span role="status" className="absolute inset-x-2 bottom-2 rounded-md bg-emerald-700 px-2 py-1 text-center text-sm font-medium text-white">
                    URL copied!
                  </span>
                )}
              </div>
              <div className="p-3">
                <p className="truncate text-sm font-medium" title={image.name}>
                  {image.name}
                </p>
                <p className="text-xs text-stone-600">{formatDate(image.createdAt)}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}
