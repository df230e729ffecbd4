export const SAMPLE_RAIN_FILES = {
  netcdf4: 'sample-rain-netcdf4.nc',
  netcdf3: 'sample-rain-netcdf3-classic.nc',
} as const
