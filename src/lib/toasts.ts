export type ToastTone = 'error' | 'success' | 'info'
export type ToastInput = { tone: ToastTone; title: string; description?: string }
export type Toast = ToastInput & { id: number }

type Listener = () => void

/** Background failures and confirmations come from outside React (query cache, router), hence a store. */
export function createToastStore(limit = 4) {
  let toasts: readonly Toast[] = []
  let nextId = 1
  const listeners = new Set<Listener>()
  const emit = () => listeners.forEach((listener) => listener())

  return {
    list: () => toasts,
    show(input: ToastInput): number {
      const toast = { ...input, id: nextId++ }
      toasts = [...toasts, toast].slice(-limit)
      emit()
      return toast.id
    },
    dismiss(id: number) {
      toasts = toasts.filter((toast) => toast.id !== id)
      emit()
    },
    subscribe(listener: Listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}

export type ToastStore = ReturnType<typeof createToastStore>

export const toastStore = createToastStore()

export function showToast(input: ToastInput): number {
  return toastStore.show(input)
}
