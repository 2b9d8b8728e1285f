// The sector editor's tabs that list other engineers' sector-scoped resources (Assuntos, Modelos,
// Lista de transmissão): each is that resource's list with its sector_id fixed. Filled when those
// resources are merged (subjectResource, blueprintResource, broadcastResource); until then the tab
// says it is not available yet.
import type { ListedResource, ResourceItem } from '../resource/defineResource';

export type SectorTabResourceKey = 'subjects' | 'blueprints' | 'broadcast';

export const sectorTabResources: Partial<Record<SectorTabResourceKey, ListedResource<ResourceItem>>> = {};
