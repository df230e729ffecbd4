const slugOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'run'

/** Hours and minutes after the run's start, as a file name can hold them: "2h05". */
export function runTimeSlug(seconds: number): string {
  const minutes = Math.round(seconds / 60)
  return `${Math.floor(minutes / 60)}h${String(minutes % 60).padStart(2, '0')}`
}

/** `<run>-<view>[-<time>].<ext>`: a file says which run, which view and when. */
export function exportFileName(
  run: string,
  view: string,
  seconds: number | null,
  extension: 'tif' | 'geojson',
): string {
  const time = seconds === null ? '' : `-${runTimeSlug(seconds)}`
  return `${slugOf(run)}-${view}${time}.${extension}`
}
