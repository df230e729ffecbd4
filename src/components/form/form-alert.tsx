/** The objections that belong to no field, above the form's buttons. */
export function FormAlert({ title, messages }: { title: string; messages: readonly string[] }) {
  if (messages.length === 0) return null
  return (
    <div className="notice notice--error" role="alert">
      <p>{title}</p>
      <ul>
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </div>
  )
}
