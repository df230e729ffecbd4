import type { Model } from '@/api/models/schema'

export function modelRecord(id: number, overrides: Partial<Model> = {}): Model {
  return {
    id,
    url: `http://api.test/v3/hydromodels/${id}/`,
    name: `Model ${id}`,
    created: '2026-01-01T00:00:00Z',
    inp_success: true,
    disabled: false,
    inactive_inpy_versions: false,
    schematisation_name: null,
    revision_number: null,
    epsg: null,
    extent_two_d: null,
    extent_one_d: null,
    ...overrides,
  }
}
