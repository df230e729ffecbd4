import type { FormEventHandler, ReactNode } from 'react'
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form'

type Props<Values extends FieldValues> = {
  /** The form from `useSchemaForm`, given to the fields through react-hook-form's context. */
  form: UseFormReturn<Values>
  /** Names the form for screen readers; omitted where the page's heading already says it. */
  label?: string
  className?: string
  /** False where `className` lays the form out itself (a filter bar that is a panel). */
  stacked?: boolean
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
  stacked = true,
  onSubmit,
  children,
}: Props<Values>) {
  const classes = [stacked ? 'form' : null, className].filter(Boolean).join(' ')
  return (
    <FormProvider {...form}>
      <form className={classes} noValidate aria-label={label} onSubmit={onSubmit}>
        {children}
      </form>
    </FormProvider>
  )
}
