// Before-and-after photos that are public library pictures (chosen before photos were private, or from an address
// pasted by hand): a public picture's address opens it for whoever has it, consent withdrawn or not. The owner is
// sent to the photo field, whose picker uploads it again as a private photo (see PRIVATE_FOLDER). Pictures that are
// no upload of the library (the demo's own) are none of this rule's business.
import { findImageRefs } from '@schemas/kit/image-refs';
import { imageUrls } from '@schemas/collections/image';
import { isUploadUrl } from '@/lib/upload-url';
import { entriesOf, fixAt, libraryOf, sourceOf, type PublishRule } from '../site-content';

export const publicPhotosRule: PublishRule = {
  id: 'public-photos',
  title: 'Before-and-after photos that are not private',
  check({ snapshot }) {
    const library = libraryOf(snapshot);
    const isPrivate = (url: string) => library.find((r) => imageUrls(r).includes(url))?.private === true;
    return entriesOf(snapshot).flatMap((entry) =>
      findImageRefs(entry.entity.schema, entry.data)
        .filter((ref) => ref.private && isUploadUrl(ref.url) && !isPrivate(ref.url))
        .map((ref) => {
          const label = ref.labels[ref.labels.length - 1] ?? 'Photo';
          return {
            rule: publicPhotosRule.id,
            problem: `${entry.name}, ${label}: a public library picture, which anyone who has its address can open even after consent ends; upload the photo again from this field to keep it private`,
            page: entry.page,
            source: sourceOf(entry),
            fix: fixAt(entry, ref.path.join('.'), label),
          };
        }),
    );
  },
};
