// Before anything goes live: after a save, what the publish check finds in the saved entry is shown to the owner in a
// message of its own, with a way to the full list. It never holds the save back: the entry is already stored.
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { registry } from '@schemas/index';
import type { EntityDef } from '@schemas/kit/define-entity';
import { dateIn } from '@schemas/kit/schedule';
import type { Snapshot } from '@schemas/snapshot';
import { config } from '@/lib/config';
import { useBackend } from '@/app/backend-context';
import type { Backend } from '@/backend/port';
import { parseDocument, parseItems } from '@/backend/entity-store';
import { useToast } from '@/components/ui/toast';
import { checkSite, findingsOf } from './rules';
import type { Finding } from './site-content';

export const PUBLISH_CHECK_HREF = '/admin/dashboard/publish-check';

/**
 * The stored content the site shows, read once (the image library whole): each entity as its form reads it. Every
 * rule may look beyond the saved entry (its picture's record, the page it is on), so all of it is read.
 */
export async function readSiteContent(backend: Backend): Promise<Snapshot> {
  const entries = await Promise.all(
    registry.entities
      .filter((e) => e.publish)
      .map(async (entity) => {
        const value =
          entity.kind === 'singleton' ? parseDocument(entity, entity.path, await backend.data.getDoc(entity.path)) : parseItems(entity, await backend.data.getDocs(entity.path));
        return [entity.publish!.key, value] as const;
      }),
  );
  return { lastGenerated: '', ...Object.fromEntries(entries) };
}

/** The message for an entry's findings: the first few named, the rest counted. */
export function findingsMessage(findings: readonly Finding[]): string {
  const shown = findings.slice(0, 3).map((f) => f.problem);
  const more = findings.length - shown.length;
  return `Saved, with ${findings.length === 1 ? 'one thing' : `${findings.length} things`} to fix before it goes live: ${shown.join('; ')}${more > 0 ? `; and ${more} more` : ''}.`;
}

/** Tells the owner what the publish check finds in an entry just saved (nothing when it finds nothing). */
export function useSaveFindings(): (entity: Pick<EntityDef, 'id'>, id: string | null) => void {
  const backend = useBackend();
  const toast = useToast();
  const navigate = useNavigate();
  return useCallback(
    (entity, id) => {
      readSiteContent(backend).then(
        (snapshot) => {
          const found = findingsOf(checkSite({ snapshot, today: dateIn(config.timeZone, new Date()) }), entity, id);
          if (found.length) toast.notice(findingsMessage(found), { label: 'Publish Check', durationMs: 12000, run: () => void navigate(PUBLISH_CHECK_HREF) });
        },
        // The save went through; a check that cannot read says nothing rather than alarm the owner.
        (error: unknown) => console.warn('The publish check could not read the content', error),
      );
    },
    [backend, toast, navigate],
  );
}
