import { ActionError } from '@/components/action-error'

/** Shown when the app cannot start at all: plain markup, nothing that could fail in turn. */
export function StartupErrorPage({ title, message }: { title: string; message: string }) {
  return (
    <ActionError as="main" className="startup-error">
      <title>Polder could not start</title>
      <h1>{title}</h1>
      <p>{message}</p>
      <p>
        Whoever runs this site can fix it; see the README section about <code>config.json</code>.
        Then <a href={window.location.href}>reload the page</a>.
      </p>
    </ActionError>
  )
}
