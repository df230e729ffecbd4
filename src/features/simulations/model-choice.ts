import { canStart, type Model } from '@/api/schemas/models'

/** Why a model cannot start (api.md "Model" rule 1), or null when it can. */
export function whyModelCannotStart(model: Pick<Model, 'inp_success' | 'disabled'>): string | null {
  if (canStart(model)) return null
  if (model.disabled && !model.inp_success) {
    return 'it is disabled and its input was not processed successfully'
  }
  return model.disabled ? 'it is disabled' : 'its input was not processed successfully'
}

/** The `?model=` parameter as a model id, or null when it names none. */
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
