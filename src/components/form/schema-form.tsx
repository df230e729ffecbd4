import type { FormEventHandler, ReactNode } from 'react'
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form'

type Props<Values extends FieldValues> = {
  form: UseFormReturn<Values>
  label?: string
  className?: string
  stacked?: boolean
  onSubmit: FormEventHandler<HTMLFormElement>
  children: ReactNode
}

/** `noValidate`: the schema's messages replace the browser's bubbles, which say other words. */
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
