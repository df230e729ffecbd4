import { SAMPLE_RAIN_FILES } from '@/lib/sample-rain-files'

const sampleUrl = (name: string) => `${import.meta.env.BASE_URL}samples/${name}`

/** The demo's sample files (public/samples, from `npm run samples:rain`), to try the form with. */
export function SampleRainFiles() {
  return (
    <p className="muted">
      No rain file at hand? Download the sample{' '}
      <a href={sampleUrl(SAMPLE_RAIN_FILES.netcdf4)} download>
        NetCDF4 rain file
      </a>{' '}
      (an hour of 5-minute fields) or the same rain as a{' '}
      <a href={sampleUrl(SAMPLE_RAIN_FILES.netcdf3)} download>
        NetCDF3 (classic) file
      </a>
      , which the form refuses.
    </p>
  )
}
