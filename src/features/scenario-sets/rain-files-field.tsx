import { useState } from 'react'
import { ActionError } from '@/components/action-error'
import { FieldError } from '@/components/form/field-error'
import { netcdfKindOfBlob, netcdfRefusal } from '@/lib/netcdf-signature'

/** Each file is sniffed as the rain upload does (NetCDF4 only); a refused one is named and left out. */
export function RainFilesField({
  files,
  onChange,
  error,
}: {
  files: readonly File[]
  onChange: (files: File[]) => void
  error: string | undefined
}) {
  const [refused, setRefused] = useState<string[]>([])
  const choose = async (chosen: File[]) => {
    const checked = await Promise.all(
      chosen.map(async (file) => ({ file, refusal: netcdfRefusal(await netcdfKindOfBlob(file)) })),
    )
    setRefused(
      checked.flatMap(({ file, refusal }) => (refusal ? [`${file.name}: ${refusal}`] : [])),
    )
    onChange(checked.flatMap(({ file, refusal }) => (refusal ? [] : [file])))
  }
  return (
    <fieldset aria-describedby={error ? 'set-rain-error' : undefined}>
      <legend className="field__label">
        Rain files, one run each <span className="field__required">(required)</span>
      </legend>
      <FieldError message={error} id="set-rain-error" />
      <label>
        NetCDF files
        <input
          type="file"
          multiple
          accept=".nc,application/x-netcdf"
          onChange={(event) => void choose([...(event.target.files ?? [])])}
        />
      </label>
      {files.length > 0 ? (
        <ul aria-label="Rain files of the set">
          {files.map((file) => (
            <li key={file.name}>{file.name}</li>
          ))}
        </ul>
      ) : null}
      {refused.length > 0 ? (
        <ActionError as="ul" label="Files left out">
          {refused.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ActionError>
      ) : null}
    </fieldset>
  )
}
