/** The IndexedDB databases in which this browser keeps what it did with the API's simulations, each naming them by id: the copies' plans, the scenario sets' plans, the rain files it uploaded. */
export const browserRecords = {
  copies: 'polder-copies',
  sets: 'polder-sets',
  keptFiles: 'polder-kept-files',
} as const
