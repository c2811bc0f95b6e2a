// The image library as an image field's picker: upload new images there and then (the camera or files on a phone),
// search by name and alt text, and describe a new picture, or one chosen without alt text, before it is used. A
// field of private photos (before-and-after pictures) offers and uploads only those; the others never offer them.
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { imageEntity } from '@schemas/collections/image';
import { useBackend } from '@/app/backend-context';
import { watchItems } from '@/backend/entity-store';
import { Modal } from '@/components/ui/modal';
import { inputClass } from '@/admin/widgets/input-class';
import { ACCEPTED_TYPES } from './pipeline';
import { useImageUpload, type ImageRow } from './use-upload';
import { DescribeNew } from './describe-new';
import { uploadWording, useTouchScreen } from './device';

/** What an image is found by in the picker's search: its name and its alt text. */
const matches = (image: ImageRow, words: string[]) => words.every((w) => `${image.name} ${image.alt ?? ''}`.toLowerCase().includes(w));

export function LibraryPicker({
  title,
  onPick,
  onClose,
  privatePhotos = false,
}: {
  title: string;
  onPick: (url: string) => void;
  onClose: () => void;
  privatePhotos?: boolean;
}) {
  const backend = useBackend();
  const [images, setImages] = useState<ImageRow[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [search, setSearch] = useState('');
  // Images to describe before they are used: just uploaded, or chosen without alt text.
  const [describing, setDescribing] = useState<{ images: ImageRow[]; heading: string } | null>(null);
  const { upload, uploading } = useImageUpload({ private: privatePhotos });
  const touchScreen = useTouchScreen();
  const inputRef = useRef<HTMLInputElement>(null);
  const uploadId = useId();
  const searchId = useId();
  useEffect(
    () =>
      watchItems(
        backend,
        imageEntity,
        (rows) => setImages(rows.filter((image) => !!image.private === privatePhotos)),
        (error) => {
          console.error('Failed to load images', error);
          setFailed(true);
          setImages([]);
        },
        { orderBy: 'createdAt', direction: 'desc' },
      ),
    [backend, privatePhotos],
  );
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  const shown = useMemo(() => images?.filter((image) => matches(image, words)) ?? [], [images, words.join(' ')]); // eslint-disable-line react-hooks/exhaustive-deps

  async function uploadFiles(files: FileList | null) {
    const added = await upload(files);
    if (inputRef.current) inputRef.current.value = '';
    if (added.length > 0) setDescribing({ images: added, heading: added.length === 1 ? 'Describe the new image' : 'Describe the new images' });
  }

  function choose(image: ImageRow) {
    if (image.alt) onPick(image.url);
    else setDescribing({ images: [image], heading: 'Describe this image' });
  }

  return (
    <Modal open onClose={onClose} title={title}>
      {describing ? (
        <DescribeNew
          images={describing.images}
          heading={describing.heading}
          onDone={(described) => {
            setDescribing(null);
            // One new picture is the one she wanted; of several, she picks.
            if (described.length === 1) onPick(described[0]!.url);
          }}
        />
      ) : (
        <>
          <div className="mb-4 rounded-xl border-2 border-dashed border-stone-300 p-4 text-center">
            <label htmlFor={uploadId} className={`flex min-h-11 flex-col items-center justify-center gap-1 ${uploading ? 'cursor-wait' : 'cursor-pointer'}`}>
              {uploading ? (
                <span role="status" className="font-medium">
                  Uploading...
                </span>
              ) : (
                <span className="font-medium">{uploadWording(touchScreen)}</span>
              )}
              <span className="text-xs text-stone-600">
                {privatePhotos ? 'New photos join the Image Library as private: visitors see them only while an entry that shows them is on the site.' : 'New images join the Image Library.'}
              </span>
            </label>
            <input
              ref={inputRef}
              id={uploadId}
              type="file"
              accept={ACCEPTED_TYPES}
              multiple
              disabled={uploading}
              onChange={(e) => void uploadFiles(e.target.files)}
              className="mx-auto mt-2 block max-w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-espresso file:px-4 file:py-2 file:text-white disabled:opacity-60"
            />
          </div>
          {images !== null && images.length > 0 && (
            <div className="mb-3">
              <label htmlFor={searchId} className="text-sm font-medium">
                Search images
              </label>
              <input id={searchId} type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder="Name or description" className={inputClass} />
            </div>
          )}
          {images === null && <p>Loading images...</p>}
          {failed && <p role="alert">Failed to load images. Please try refreshing the page.</p>}
          {images?.length === 0 && !failed && (
            <p>{privatePhotos ? 'No private photos yet. Upload one above.' : 'No images uploaded yet. Upload one above, or paste an image address instead.'}</p>
          )}
          {images && images.length > 0 && shown.length === 0 && <p role="status">No image matches “{search}”.</p>}
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {shown.map((img) => (
              <li key={img.id}>
                <button type="button" onClick={() => choose(img)} className="block w-full overflow-hidden rounded-lg border border-stone-200 text-left hover:border-gold">
                  <img src={img.variants?.[0]?.url ?? img.url} alt="" loading="lazy" className="aspect-[4/3] w-full object-cover" />
                  <span className="block truncate px-2 pt-1 text-xs">{img.name}</span>
                  <span className="block truncate px-2 pb-1 text-xs text-stone-600">{img.alt ? img.alt : 'No alt text'}</span>
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </Modal>
  );
}
