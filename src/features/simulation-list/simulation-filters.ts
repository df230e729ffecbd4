import { createdDateFields, createdMonthField, createdYearOptions } from '@/api/created-options'
import type { FilterField, FilterLayout, SelectOption } from '@/api/filter-fields'
import type { FilterValue } from '@/api/list-search'

type ModelName = { id: number; name: string }

function modelOption(id: number, label: string): SelectOption {
  return { text: String(id), label, filters: { hydromodel__id: id } }
}

/** A model the URL names but the catalogue lacks keeps an option, so no other change drops it. */
function modelField(models: readonly ModelName[], shown: FilterValue | undefined): FilterField {
  const options = [...models]
    .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id)
    .map((model) => modelOption(model.id, model.name))
  if (typeof shown === 'number' && !models.some((model) => model.id === shown)) {
    options.unshift(modelOption(shown, `Model ${shown}`))
  }
  return {
    kind: 'select',
    key: 'hydromodel__id',
    label: 'Model',
    anyLabel: 'Any model',
    params: ['hydromodel__id'],
    options,
  }
}

/** The user filter; "Only mine" fills in the signed-in user's name once it is known. */
function userField(me: string | undefined): FilterField {
  return {
    kind: 'text',
    param: 'user__username',
    label: 'User',
    hint: 'Username, exactly as written',
    shortcut: me === undefined ? undefined : { label: 'Only mine', text: me },
  }
}

export function simulationFilterLayout({
  models,
  me,
  shownModel,
}: {
  models: readonly ModelName[]
  me: string | undefined
  shownModel: FilterValue | undefined
}): FilterLayout {
  return {
    ...baseLayout,
    fields: [...baseLayout.fields, modelField(models, shownModel), userField(me)],
  }
}

const baseLayout: FilterLayout = {
  label: 'Filter simulations',
  fields: [
    { kind: 'text', param: 'name__icontains', label: 'Name contains (any case)' },
    ...createdDateFields,
    {
      kind: 'select',
      key: 'created__year',
      label: 'Created in year',
      anyLabel: 'Any year',
      params: ['created__year'],
      options: createdYearOptions(new Date()),
    },
    createdMonthField,
    { kind: 'text', param: 'tags__in', label: 'Tag', hint: 'Tags as written, separated by commas' },
  ],
  more: {
    summary: 'More name filters',
    fields: [
      {
        kind: 'text',
        param: 'name__contains',
        label: 'Name contains (exact case)',
        chip: 'Name contains',
      },
      {
        kind: 'text',
        param: 'name__istartswith',
        label: 'Name starts with (any case)',
      },
      {
        kind: 'text',
        param: 'name__startswith',
        label: 'Name starts with (exact case)',
        chip: 'Name starts with',
      },
      {
        kind: 'text',
        param: 'name__endswith',
        label: 'Name ends with (exact case)',
        chip: 'Name ends with',
      },
      { kind: 'text', param: 'name', label: 'Name is exactly' },
    ],
  },
  ranges: [['created__date__gte', 'created__date__lte']],
}

export const simulationOrderingLabels = {
  '-created': 'Newest first',
  created: 'Oldest first',
  name: 'Name A–Z',
  '-name': 'Name Z–A',
  '-id': 'Highest id first',
  id: 'Lowest id first',
}
