import type { FormEventHandler, ReactNode } from 'react'
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form'

type Props<Values extends FieldValues> = {
  /** The form from `useSchemaForm`, given to the fields through react-hook-form's context. */
  form: UseFormReturn<Values>
  label: string
  className?: string
  onSubmit: FormEventHandler<HTMLFormElement>
  children: ReactNode
}

/**
 * The element around a form's fields. `noValidate`: the schema's messages, shown beside each
 * field, replace the browser's own bubbles, which would say other words at another moment.
 */
export function SchemaForm<Values extends FieldValues>({
  form,
  label,
  className,
  onSubmit,
  children,
}: Props<Values>) {
  return (
    <FormProvider {...form}>
      <form
        className={className ? `form ${className}` : 'form'}
        noValidate
        aria-label={label}
        onSubmit={onSubmit}
      >
        {children}
      </form>
    </FormProvider>
  )
}
