// Entities whose admin page is built by hand rather than generated, keyed by entity id.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export const customPages: Partial<Record<string, LazyExoticComponent<ComponentType>>> = {};

export function registerPage(entityId: string, load: () => Promise<{ default: ComponentType }>) {
  customPages[entityId] = lazy(load);
}
