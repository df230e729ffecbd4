import type { ButtonHTMLAttributes } from 'react'
import { useWaitedSeconds, WAIT_SHOWN_AFTER_SECONDS } from '@/components/hooks/use-waited-seconds'

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost'

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant
  /** Shows the button as working and blocks a second click, while keeping it focusable. */
  busy?: boolean
}

export function Button({
  variant = 'secondary',
  busy = false,
  type = 'button',
  className,
  onClick,
  children,
  ...rest
}: ButtonProps) {
  const classes = ['button', `button--${variant}`, className].filter(Boolean).join(' ')
  return (
    <button
      {...rest}
      type={type}
      className={classes}
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
      onClick={busy ? (event) => event.preventDefault() : onClick}
    >
      {children}
      {busy ? <WaitedSeconds /> : null}
    </button>
  )
}

/** Mounted only while busy, so each wait counts from 0. */
function WaitedSeconds() {
  const waited = useWaitedSeconds()
  if (waited < WAIT_SHOWN_AFTER_SECONDS) return null
  // The space outside the span: an accessible name drops an element's own edge spaces.
  return (
    <>
      {' '}
      <span className="button__waited">({waited} s)</span>
    </>
  )
}
