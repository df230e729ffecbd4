/** How long typing must pause to end a burst: typed filters apply on every key, and the keys of one burst share one history entry (decision 0013). */
export const TYPING_PAUSE_MS = 300
