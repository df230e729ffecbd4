import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'
import './setup-node'

// jsdom has <dialog> but not its modal methods; these stand in for the browser's.
HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
  this.setAttribute('open', '')
}
HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
  this.removeAttribute('open')
}

// Pages wait on a mock that builds real files; give a busy machine time before failing.
configure({ asyncUtilTimeout: 5000 })

// Form drafts live in sessionStorage; each test starts without the last one's.
afterEach(() => {
  cleanup()
  sessionStorage.clear()
})
