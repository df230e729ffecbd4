/** Kinds of GET /simulations/{id}/events/ (reference schema `Event`) that hold a list. */
const LIST_KINDS = [
  'substances',
  'viewerrasterrain',
  'viewertimeseriesrain',
  'timeseriesrain',
  'bulktimeseriesrain',
  'breach',
  'viewerrastersourcessinks',
  'viewertimeseriessourcessinks',
  'filerastersourcessinks',
  'filetimeseriessourcessinks',
  'timeseriessourcessinks',
  'leakage',
  'filetimeseriesleakage',
  'filerasterleakage',
  'initial_oned_substance_concentrations',
  'initial_twod_substance_concentrations',
  'initial_groundwater_substance_concentrations',
  'filerasterrain',
  'filetimeseriesrain',
  'savedstates',
  'laterals',
  'filelaterals',
  'fileboundaryconditions',
  'tablestructurecontrols',
  'memorystructurecontrols',
  'timedstructurecontrols',
  'filestructurecontrols',
  'rasteredits',
  'obstacleedits',
  'localrain',
  'wind',
] as const

const SINGLE_KINDS = [
  'initial_twodwaterlevel',
  'initial_onedwaterlevelpredefined',
  'initial_groundwaterlevel',
  'initial_groundwaterraster',
  'initial_onedwaterlevel',
  'initial_onedwaterlevelfile',
  'initial_twodwaterraster',
  'initial_savedstate',
  'initial_winddragcoefficient',
] as const

export type EventsOverview = Record<string, unknown[] | Record<string, unknown> | null>

export function emptyEventsOverview(): EventsOverview {
  const overview: EventsOverview = {}
  for (const kind of LIST_KINDS) overview[kind] = []
  for (const kind of SINGLE_KINDS) overview[kind] = null
  return overview
}
