import { Navigate } from 'react-router'
import { ActionError } from '@/components/action-error'
import { DocumentTitle } from '@/components/document-title'
import { useRuntimeConfig } from '@/config/runtime-config-context'
import { useValidatedSearch } from '@/components/hooks/use-validated-search'
import { DemoAccounts } from './demo-accounts'
import { useSession, type Session } from './session'
import { describeSignInError } from './sign-in-error'
import { signInSearch } from './sign-in-search'
import { TokenSignInForm } from './token-sign-in-form'
import { useSignIn } from './use-sign-in'

function SignInProblem({ message }: { message: string }) {
  return <ActionError className="notice notice--error">{message}</ActionError>
}

export function SignInPage() {
  const config = useRuntimeConfig()
  const session = useSession()
  const [{ next, reason }] = useValidatedSearch(signInSearch)
  const signIn = useSignIn()
  const demo = config.mode === 'demo'
  const defaultBaseUrl = config.apiBaseUrl ?? ''

  if (session) return <Navigate to={next} replace />

  const submit = (credentials: Session) => signIn.mutate(credentials)
  // The form waits for the check, so a second click cannot send the token twice.
  const submitToken = (credentials: Session) => signIn.mutateAsync(credentials)
  const attempted = signIn.variables
  const failure =
    signIn.isError && attempted ? describeSignInError(signIn.error, attempted.apiBaseUrl) : null
  const notice =
    reason === 'unauthorized' && !signIn.isError
      ? 'Your token was not accepted (401): it may have expired or been revoked. Sign in again to continue.'
      : null

  return (
    <section className="sign-in" aria-labelledby="sign-in-title">
      <DocumentTitle title="Sign in" />
      <h1 id="sign-in-title">Sign in</h1>
      {notice ? <SignInProblem message={notice} /> : null}
      {failure ? <SignInProblem message={failure} /> : null}
      {demo ? (
        <>
          <p>
            Choose a demo account. Its data is simulated in your browser; no server is involved.
          </p>
          <DemoAccounts
            busyToken={signIn.isPending ? (attempted?.token ?? null) : null}
            onChoose={(token) => submit({ token, apiBaseUrl: defaultBaseUrl })}
          />
          <details className="sign-in__advanced">
            <summary>Sign in with a token</summary>
            <TokenSignInForm
              defaultBaseUrl={defaultBaseUrl}
              editableBaseUrl={false}
              busy={signIn.isPending}
              onSubmit={submitToken}
            />
          </details>
        </>
      ) : (
        <>
          <p>Sign in with the address of the simulation API and your personal token.</p>
          <TokenSignInForm
            defaultBaseUrl={defaultBaseUrl}
            editableBaseUrl
            busy={signIn.isPending}
            onSubmit={submitToken}
          />
        </>
      )}
    </section>
  )
}
