// A page that saves, for tests of the publish status: every save asks for a publish, as the admin's pages do.
import { usePublishStatus } from '@/admin/shell/publish-status';

export function SaveButton() {
  const { request } = usePublishStatus();
  return (
    <button type="button" onClick={request}>
      Save
    </button>
  );
}
