import { z } from 'zod'
import { sessionSchema, type SessionStore } from './session'

/** How long a new tab waits for an open tab's session before it shows sign-in. */
export const SESSION_ANSWER_WAIT_MS = 300
const CHANNEL_NAME = 'polder.session'

const message = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('ask'), id: z.string() }),
  z.object({ kind: z.literal('session'), to: z.string(), session: sessionSchema }),
  z.object({ kind: z.literal('signed-out') }),
])
type Message = z.infer<typeof message>

/** The part of BroadcastChannel used here, so a test can give its own. */
export type TabChannel = Pick<BroadcastChannel, 'postMessage' | 'close'> & {
  onmessage: ((event: MessageEvent) => void) | null
}

/** Shares the session between open tabs in memory only, never storage or a URL (decision 0044). */
export function shareSessionAcrossTabs({
  store,
  channel = new BroadcastChannel(CHANNEL_NAME),
  waitMs = SESSION_ANSWER_WAIT_MS,
  onSignedOutElsewhere = () => {},
}: {
  store: SessionStore
  channel?: TabChannel
  waitMs?: number
  onSignedOutElsewhere?: () => void
}): { received: Promise<void>; stop: () => void } {
  const send = (sent: Message) => channel.postMessage(sent)
  const askId = crypto.randomUUID()
  let waiting = false
  let answered = () => {}
  let followingSignOut = false
  channel.onmessage = (event) => {
    const parsed = message.safeParse(event.data)
    if (!parsed.success) return
    const received = parsed.data
    const session = store.get()
    if (received.kind === 'ask' && session) send({ kind: 'session', to: received.id, session })
    if (received.kind === 'session' && received.to === askId && waiting && !session) {
      store.signIn(received.session)
      answered()
    }
    if (received.kind === 'signed-out' && session) {
      followingSignOut = true
      store.signOut('signed-out')
      followingSignOut = false
      onSignedOutElsewhere()
    }
  }
  let hadSession = store.get() !== null
  const unsubscribe = store.subscribe(() => {
    const hasSession = store.get() !== null
    const signedOutHere = hadSession && !hasSession && !followingSignOut
    if (signedOutHere && store.lastSignOutReason() === 'signed-out') send({ kind: 'signed-out' })
    hadSession = hasSession
  })
  const received = new Promise<void>((resolve) => {
    if (store.get()) return resolve()
    waiting = true
    answered = () => {
      waiting = false
      clearTimeout(timer)
      resolve()
    }
    const timer = setTimeout(answered, waitMs)
    send({ kind: 'ask', id: askId })
  })
  return {
    received,
    stop: () => {
      unsubscribe()
      channel.close()
    },
  }
}
