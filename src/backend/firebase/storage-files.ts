// The FilePort over Cloud Storage.
import type { FirebaseApp } from 'firebase/app';
import { connectStorageEmulator, deleteObject, getDownloadURL, getStorage, listAll, ref, uploadBytes } from 'firebase/storage';
import { refusedFile } from '@schemas/kit/image-bytes';
import { BackendError, type FilePort } from '../port';
import { toBackendError } from './firestore-data';

export function createStorageFiles(app: FirebaseApp, emulator?: string): FilePort {
  const storage = getStorage(app);
  if (emulator) {
    const [host = 'localhost', port = '9199'] = emulator.split(':');
    connectStorageEmulator(storage, host, Number(port));
  }
  return {
    async upload(path, file, contentType) {
      // Judged by content before it leaves the browser; the storage rules check the declared type and size.
      const refused = await refusedFile(file, contentType);
      if (refused) throw new BackendError('invalid-argument', refused);
      try {
        const result = await uploadBytes(ref(storage, path), file, { contentType });
        return await getDownloadURL(result.ref);
      } catch (e) {
        throw toBackendError(e);
      }
    },
    async remove(path) {
      try {
        await deleteObject(ref(storage, path));
      } catch (e) {
        // Already gone is what was asked for: a retried delete must not fail on its own earlier success.
        if ((e as { code?: string }).code === 'storage/object-not-found') return;
        throw toBackendError(e);
      }
    },
    async list(folder) {
      try {
        const result = await listAll(ref(storage, folder));
        return result.items.map((item) => item.fullPath);
      } catch (e) {
        throw toBackendError(e);
      }
    },
  };
}
