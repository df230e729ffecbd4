import type { Model } from '@/api/models/schema'

export type ModelFlag = {
  key: 'disabled' | 'failed' | 'inactive'
  label: string
  explanation: string
  /** A blocking flag means the model cannot be started as a simulation (api.md "Model" 1). */
  blocking: boolean
}

type FlagFields = Pick<Model, 'disabled' | 'inp_success' | 'inactive_inpy_versions'>

const FLAGS: { applies: (model: FlagFields) => boolean; flag: ModelFlag }[] = [
  {
    applies: (model) => model.disabled,
    flag: {
      key: 'disabled',
      label: 'Disabled',
      explanation: 'This model is disabled, so it cannot be started as a simulation.',
      blocking: true,
    },
  },
  {
    applies: (model) => !model.inp_success,
    flag: {
      key: 'failed',
      label: 'Processing failed',
      explanation:
        'The model input was not processed successfully, so it cannot be started as a simulation.',
      blocking: true,
    },
  },
  {
    applies: (model) => model.inactive_inpy_versions === true,
    flag: {
      key: 'inactive',
      label: 'Inactive versions',
      explanation:
        'This model uses inactive versions. It is hidden from the default list but can still be started.',
      blocking: false,
    },
  },
]

export function modelFlags(model: FlagFields): ModelFlag[] {
  return FLAGS.filter(({ applies }) => applies(model)).map(({ flag }) => flag)
}
