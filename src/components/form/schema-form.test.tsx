import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { SchemaForm } from './schema-form'
import { useSchemaForm } from './use-schema-form'

const schema = z.object({ name: z.string() })

function Probe(props: { label?: string; className?: string; stacked?: boolean }) {
  const { form } = useSchemaForm({ schema, defaultValues: { name: '' } })
  return (
    <SchemaForm form={form} onSubmit={(event) => event.preventDefault()} {...props}>
      <input aria-label="Name" {...form.register('name')} />
    </SchemaForm>
  )
}

const formOf = (container: HTMLElement) => container.querySelector('form')

describe('SchemaForm', () => {
  it('stacks its fields and names the form when given a label', () => {
    render(<Probe label="Thing" className="thing-form" />)
    const form = screen.getByRole('form', { name: 'Thing' })
    expect(form).toHaveClass('form', 'thing-form')
    expect(form).toHaveAttribute('novalidate')
  })

  it('leaves the name to the page and the layout to its own class when asked', () => {
    const { container } = render(<Probe className="panel filter-bar" stacked={false} />)
    expect(formOf(container)).not.toHaveAttribute('aria-label')
    expect(formOf(container)?.className).toBe('panel filter-bar')
  })
})
