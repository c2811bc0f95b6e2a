// Beside every generated form (below it on a phone): the entry as it will look on the site, drawn by the site's
// own renderers from what the owner is typing, before anything is saved.
import type { ReactNode } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import type { EntityDef } from '@schemas/kit/define-entity';
import { EntityPreview } from '@/blocks/entity-preview';
import { LivePreview } from '@/admin/shell/live-preview';
import { usePublishedSnapshot } from '@/admin/shell/use-published-snapshot';

/** `entryId`: the entry being edited, when it is stored already (a preview may show what refers to it). */
export function FormWithPreview({ entity, control, entryId, children }: { entity: EntityDef; control: Control<Record<string, unknown>>; entryId?: string; children: ReactNode }) {
  const draft = useWatch({ control });
  const published = usePublishedSnapshot();
  // A singleton's draft replaces its published content, so blocks that read it (the footer's hours, the
  // contact details) show the draft too; a collection's draft is previewed on its own.
  const snapshot = entity.kind === 'singleton' && entity.publish ? { ...published, [entity.publish.key]: draft } : published;
  return (
    <LivePreview snapshot={snapshot} preview={<EntityPreview entity={entity} value={draft} entryId={entryId} />} resetKey={draft}>
      {children}
    </LivePreview>
  );
}
