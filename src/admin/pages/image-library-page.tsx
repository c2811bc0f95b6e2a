// Image Library: upload (click or drag, several files; each processed by src/admin/images/pipeline.ts), the total
// count, and a grid of stored images newest first with their alt text, where each is used, copy-URL, details
// (alt text, focal point) and delete, which lists the places a used image shows in and asks again.
import { useCallback, useEffect, useRef, useState, type DragEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { imageEntity, storedPaths } from '@schemas/collections/image';
import { registry } from '@schemas/index';
import { useBackend } from '@/app/backend-context';
import { deleteItem, type Item } from '@/backend/entity-store';
import { ACCEPTED_TYPES, checkFiles } from '@/admin/images/pipeline';
import { useImageUpload } from '@/admin/images/use-upload';
import { DescribeNew } from '@/admin/images/describe-new';
import { uploadWording, useTouchScreen } from '@/admin/images/device';
import { findImageUses, usesOf, type ImageUse } from '@/admin/images/usage';
import { ImageDetailsDialog } from '@/admin/images/image-details';
import { fallbackSrc } from '@/blocks/ui/site-image';
import { useToast } from '@/components/ui/toast';
import { useDialogs } from '@/components/ui/confirm';
import { useAfterWrite, useLoadErrorInterceptor } from '@/admin/generator/write-context';
import { useLiveItems } from '@/admin/shell/use-live';
import { useUndoDelete } from '@/admin/safety/use-undo-delete';
import { CopyIcon, PageHeading, Spinner, TrashIcon, iconButton } from './page-ui';
import { deleteConfirmation } from '@/lib/delete-confirmation';
import { StorageCheck } from '@/admin/images/storage-check';

type ImageRow = Item<typeof imageEntity>;
interface Preview {
  key: string;
  name: string;
  url: string;
}

export { checkFiles };

/** The places a used image shows in, for the second confirmation before it is deleted. */
export function usedMessage(uses: readonly ImageUse[]): string {
  const places = uses.map((u) => `• ${u.place}: ${u.field}`).join('\n');
  return `This image is used in ${uses.length === 1 ? '1 place' : `${uses.length} places`}:\n${places}\nThe site will show no picture there until you choose another. Delete it anyway?`;
}

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
  const [dragging, setDragging] = useState(false);
  const [previews, setPreviews] = useState<Preview[]>([]);
  const [copied, setCopied] = useState<string | null>(null);
  const [editing, setEditing] = useState<ImageRow | null>(null);
  // `?describe=<id>` (the publish check's link to a picture without alt text) opens that picture's details once.
  const [params] = useSearchParams();
  const describe = useRef(params.get('describe'));
  useEffect(() => {
    const wanted = images?.find((image) => image.id === describe.current);
    if (!wanted) return;
    describe.current = null;
    setEditing(wanted);
  }, [images]);
  const [described, setDescribed] = useState<ImageRow[]>([]);
  const [uses, setUses] = useState<ImageUse[] | null>(null);
  const [usesFailed, setUsesFailed] = useState(false);
  const copiedTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => () => clearTimeout(copiedTimer.current), []);

  const checkUses = useCallback(async () => {
    try {
      const found = await findImageUses(backend.data, registry.entities);
      setUses(found);
      setUsesFailed(false);
      return found;
    } catch (error) {
      console.error('Could not check where images are used', error);
      setUsesFailed(true);
      throw error;
    }
  }, [backend]);

  // Where each image is used: read again whenever the library changes and when the owner comes back to the tab.
  const imageKey = images?.map((i) => i.id).join(',');
  useEffect(() => {
    if (imageKey === undefined) return;
    void checkUses().catch(() => undefined);
    const again = () => {
      if (document.visibilityState === 'visible') void checkUses().catch(() => undefined);
    };
    document.addEventListener('visibilitychange', again);
    return () => document.removeEventListener('visibilitychange', again);
  }, [imageKey, checkUses]);

  function clearPreviews() {
    setPreviews((current) => {
      current.forEach((p) => URL.revokeObjectURL(p.url));
      return [];
    });
  }

  const uploader = useImageUpload({
    onAccepted: (files) => {
      clearPreviews();
      setPreviews(files.map((file, i) => ({ key: `${i}-${file.name}`, name: file.name, url: URL.createObjectURL(file) })));
    },
  });
  const uploading = uploader.uploading;
  const touchScreen = useTouchScreen();

  async function upload(list: FileList | File[] | null) {
    const files = Array.from(list ?? []);
    if (inputRef.current) inputRef.current.value = '';
    const added = await uploader.upload(files);
    // What was stored shows in the list now; after a failure the chosen files stay in view.
    if (added.length > 0) {
      clearPreviews();
      setDescribed(added);
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
    if (!(await confirm(deleteConfirmation(imageEntity.messages.confirmDelete, image.alt || image.name)))) return;
    try {
      // Checked afresh: content may have changed in another tab since the list was drawn.
      const used = usesOf(image, await checkUses());
      if (used.length > 0 && !(await confirm(usedMessage(used)))) return;
      // The record goes to the trash (Undo, the Trash page) and the site is republished without it, so no page
      // points at a picture the library no longer has. Its files stay in storage while the entry is in the trash;
      // purging the entry removes them.
      const trashId = await deleteItem(backend, imageEntity, image.id, { title: image.name, files: storedPaths(image) });
      setDescribed((list) => list.filter((i) => i.id !== image.id));
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
              <span className="font-medium">{uploadWording(touchScreen)}</span>
              <span className="text-sm text-stone-600">
                JPEG, PNG, WebP, AVIF or GIF, up to 5MB each. You can choose several at once. Photos are turned upright, resized for phones and large
                screens, and stored without their hidden details (such as where they were taken).
              </span>
            </>
          )}
        </label>
        <input
          ref={inputRef}
          id="image-upload"
          type="file"
          accept={ACCEPTED_TYPES}
          multiple
          disabled={uploading}
          onChange={(e) => void upload(e.target.files)}
          className="mx-auto mt-4 block max-w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-espresso file:px-4 file:py-2 file:text-white disabled:opacity-60 pointer-coarse:file:py-3"
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

      {described.length > 0 && <DescribeNew images={described} onDone={() => setDescribed([])} />}

      {failed && (
        <p role="alert" className="mb-6 rounded-md bg-red-50 px-4 py-3 text-red-800">
          Failed to load images. Please try refreshing the page.
        </p>
      )}
      {usesFailed && (
        <p role="alert" className="mb-6 rounded-md bg-amber-50 px-4 py-3 text-amber-900">
          Could not check where the images are used. Please try refreshing the page.
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
          {images.map((image) => {
            const used = uses ? usesOf(image, uses) : null;
            return (
              <li key={image.id} className="group flex flex-col overflow-hidden rounded-xl bg-white shadow-sm">
                <div className="relative">
                  <img
                    src={fallbackSrc(image)}
                    alt={image.alt || image.name}
                    loading="lazy"
                    width={image.width}
                    height={image.height}
                    className="aspect-square w-full bg-sand object-cover"
                    style={image.focus ? { objectPosition: `${image.focus.x}% ${image.focus.y}%` } : undefined}
                  />
                  <div className="absolute inset-x-0 top-0 flex justify-end gap-2 p-2 transition [@media(hover:hover)]:opacity-0 [@media(hover:hover)]:group-hover:opacity-100 [@media(hover:hover)]:group-focus-within:opacity-100">
                    {/* A private photo's own address opens it for whoever has it: it is not handed out. */}
                    {!image.private && (
                      <button type="button" onClick={() => copy(image)} aria-label={`Copy URL of ${image.name}`} className={iconButton}>
                        <CopyIcon />
                      </button>
                    )}
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
                <div className="flex flex-1 flex-col gap-1 p-3">
                  <p className="truncate text-sm font-medium" title={image.name}>
                    {image.name}
                  </p>
                  <p className="text-xs text-stone-600">
                    {formatDate(image.createdAt)}
                    {image.width && image.height ? ` · ${image.width} × ${image.height}` : ''}
                  </p>
                  {image.private && <p className="text-xs font-medium text-stone-800">Private photo: visitors see it only while an entry that shows it is on the site</p>}
                  <p className={`line-clamp-2 text-xs ${image.alt ? 'text-stone-800' : 'italic text-amber-900'}`} data-testid="image-alt">
                    {image.alt ? `Alt text: ${image.alt}` : 'No alt text yet'}
                  </p>
                  <UsedIn uses={used} />
                  <button type="button" onClick={() => setEditing(image)} className="mt-auto self-start pt-1 text-sm font-medium text-gold underline underline-offset-2">
                    Edit details<span className="sr-only"> of {image.name}</span>
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {editing && <ImageDetailsDialog image={editing} onClose={() => setEditing(null)} />}
      <StorageCheck />
    </div>
  );
}

/** Where an image shows on the site; "Not used on the site" when nowhere. */
function UsedIn({ uses }: { uses: ImageUse[] | null }) {
  if (uses === null) return null;
  if (uses.length === 0) return <p className="text-xs text-stone-600">Not used on the site</p>;
  return (
    <details className="text-xs" data-testid="image-uses">
      <summary className="cursor-pointer text-stone-800">Used in {uses.length === 1 ? '1 place' : `${uses.length} places`}</summary>
      <ul className="mt-1 list-disc space-y-0.5 pl-4 text-stone-700">
        {uses.map((u, i) => (
          <li key={`${i}-${u.place}-${u.field}`}>
            {u.href ? (
              <Link to={u.href} className="underline underline-offset-2 pointer-coarse:inline-flex pointer-coarse:min-h-11 pointer-coarse:items-center">
                {u.place}
              </Link>
            ) : (
              u.place
            )}
            : {u.field}
          </li>
        ))}
      </ul>
    </details>
  );
}

function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}
