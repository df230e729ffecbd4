import { isApiError } from '@/api/errors'
import { showToast } from '@/lib/toasts'

/** A refetch failed while the page still shows older data: say so without replacing the page. */
export function reportBackgroundError(error: Error): void {
  // A 401 already sends the user to sign-in, which explains it.
  if (isApiError(error) && error.status === 401) return
  showToast({
    tone: 'error',
    title: 'Could not refresh the data on this page',
    description: `${error.message} What you see may be out of date.`,
  })
}
