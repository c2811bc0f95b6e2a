// The FilePort over Cloud Storage.
import type { FirebaseApp } from 'firebase/app';
import { connectStorageEmulator, deleteObject, getDownloadURL, getStorage, ref, uploadBytes } from 'firebase/storage';
import type { FilePort } from '../port';
import { toBackendError } from './firestore-data';

export function createStorageFiles(app: FirebaseApp, emulator?: string): FilePort {
  const storage = getStorage(app);
  if (emulator) {
    const [host = 'localhost', port = '9199'] = emulator.split(':');
    connectStorageEmulator(storage, host, Number(port));
  }
  return {
    async upload(path, file, contentType) {
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
        throw toBackendError(e);
      }
    },
  };
}
