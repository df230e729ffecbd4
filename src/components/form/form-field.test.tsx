import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { FormField } from './form-field'

describe('FormField', () => {
  it('labels the control and describes it with hint and error', () => {
    render(
      <FormField label="Duration" hint="In seconds, at least 60 s" error="Too short">
        {(control) => <input {...control} />}
      </FormField>,
    )
    const input = screen.getByRole('textbox', { name: 'Duration' })
    expect(input).toHaveAccessibleDescription('In seconds, at least 60 s Too short')
    expect(input).toBeInvalid()
  })

  it('leaves a valid control without description or invalid flag', () => {
    render(<FormField label="Name">{(control) => <input {...control} />}</FormField>)
    const input = screen.getByRole('textbox', { name: 'Name' })
    expect(input).not.toHaveAttribute('aria-describedby')
    expect(input).toBeValid()
  })

  it('marks required fields in the label', () => {
    render(
      <FormField label="Token" required>
        {(control) => <input {...control} />}
      </FormField>,
    )
    expect(screen.getByRole('textbox', { name: 'Token (required)' })).toBeRequired()
  })
})
