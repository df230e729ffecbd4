/** How long typing must pause before a text filter or search is applied. */
export const TYPING_PAUSE_MS = 300
