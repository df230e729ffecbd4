import { ActionError } from '@/components/action-error'

export function FormAlert({ title, messages }: { title: string; messages: readonly string[] }) {
  if (messages.length === 0) return null
  return (
    <ActionError as="div" className="notice notice--error">
      <p>{title}</p>
      <ul>
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </ActionError>
  )
}
