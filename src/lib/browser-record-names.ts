export const browserRecords = {
  copies: 'polder-copies',
  sets: 'polder-sets',
  keptFiles: 'polder-kept-files',
  keptGrids: 'polder-kept-grids',
  worstCases: 'polder-worst-cases',
} as const
