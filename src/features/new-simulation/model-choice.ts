import { canStart, type Model } from '@/api/models/schema'

export function modelIdParam(raw: string | null): number | null {
  if (raw === null || !/^\d{1,9}$/.test(raw)) return null
  const id = Number(raw)
  return id > 0 ? id : null
}

/** The startable models to offer, with the requested one added when the list left it out. */
export function startableModels(listed: Model[], requested: Model | undefined): Model[] {
  const startable = listed.filter(canStart)
  if (requested && canStart(requested) && !startable.some((model) => model.id === requested.id)) {
    return [requested, ...startable]
  }
  return startable
}

/** A model as the picker lists it; one on inactive versions says so, as the models page does. */
export function modelOptionLabel(model: Pick<Model, 'id' | 'name' | 'inactive_inpy_versions'>) {
  const label = `${model.name} (#${model.id})`
  return model.inactive_inpy_versions ? `${label} · inactive versions` : label
}
