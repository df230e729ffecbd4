import { useEffect, useSyncExternalStore } from 'react'
import { toastStore, type Toast, type ToastStore } from '@/lib/toasts'
import { ActionError } from './action-error'

const AUTO_DISMISS_MS: Record<Toast['tone'], number | null> = {
  info: 6000,
  success: 6000,
  // Errors stay until dismissed: a failure read too late is a failure missed.
  error: null,
}

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  useEffect(() => {
    const delay = AUTO_DISMISS_MS[toast.tone]
    if (delay === null) return
    const timer = window.setTimeout(() => onDismiss(toast.id), delay)
    return () => window.clearTimeout(timer)
  }, [toast, onDismiss])

  return (
    <li className={`toast toast--${toast.tone}`}>
      <div className="toast__text">
        <p className="toast__title">{toast.title}</p>
        {toast.description ? <p className="toast__description">{toast.description}</p> : null}
      </div>
      <button
        type="button"
        className="toast__close"
        aria-label={`Dismiss: ${toast.title}`}
        onClick={() => onDismiss(toast.id)}
      >
        ×
      </button>
    </li>
  )
}

function ToastList({
  toasts,
  onDismiss,
}: {
  toasts: readonly Toast[]
  onDismiss: (id: number) => void
}) {
  if (toasts.length === 0) return null
  return (
    <ul className="toaster__list">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} onDismiss={onDismiss} />
      ))}
    </ul>
  )
}

/** The error region exists only while it has something to say: an alert is read as it appears. */
export function Toaster({ store = toastStore }: { store?: ToastStore }) {
  const toasts = useToasts(store)
  const errors = toasts.filter((toast) => toast.tone === 'error')
  const notices = toasts.filter((toast) => toast.tone !== 'error')
  return (
    <section className="toaster" aria-label="Notifications">
      {errors.length > 0 ? (
        <ActionError as="div">
          <ToastList toasts={errors} onDismiss={store.dismiss} />
        </ActionError>
      ) : null}
      <div role="status">
        <ToastList toasts={notices} onDismiss={store.dismiss} />
      </div>
    </section>
  )
}

function useToasts(store: ToastStore): readonly Toast[] {
  return useSyncExternalStore(store.subscribe, store.list, store.list)
}
