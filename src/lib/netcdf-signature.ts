export type NetcdfKind = 'netcdf4' | 'netcdf3' | 'empty' | 'not-hdf5'

export const HDF5_SIGNATURE: readonly number[] = [0x89, 0x48, 0x44, 0x46, 0x0d, 0x0a, 0x1a, 0x0a]
const NETCDF3_VERSIONS: readonly number[] = [0x01, 0x02, 0x05]
const CDF = [0x43, 0x44, 0x46]

export function hdf5SignatureOffsets(size: number): number[] {
  const offsets: number[] = []
  for (
    let offset = 0;
    offset + HDF5_SIGNATURE.length <= size;
    offset = offset === 0 ? 512 : offset * 2
  ) {
    offsets.push(offset)
  }
  return offsets
}

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return bytes.length >= prefix.length && prefix.every((byte, index) => bytes[index] === byte)
}

export function netcdfKindOf(
  size: number,
  bytesAt: (offset: number, length: number) => Uint8Array,
): NetcdfKind {
  if (size === 0) return 'empty'
  const head = bytesAt(0, 4)
  if (startsWith(head, CDF) && NETCDF3_VERSIONS.includes(head[3] ?? -1)) return 'netcdf3'
  const isHdf5 = hdf5SignatureOffsets(size).some((offset) =>
    startsWith(bytesAt(offset, HDF5_SIGNATURE.length), HDF5_SIGNATURE),
  )
  return isHdf5 ? 'netcdf4' : 'not-hdf5'
}

export function netcdfKindOfBytes(bytes: Uint8Array): NetcdfKind {
  return netcdfKindOf(bytes.length, (offset, length) => bytes.subarray(offset, offset + length))
}

export async function netcdfKindOfBlob(blob: Blob): Promise<NetcdfKind> {
  const offsets = [0, ...hdf5SignatureOffsets(blob.size)]
  const slices = new Map<number, Uint8Array>()
  await Promise.all(
    offsets.map(async (offset) => {
      const length = Math.max(4, HDF5_SIGNATURE.length)
      slices.set(offset, new Uint8Array(await blob.slice(offset, offset + length).arrayBuffer()))
    }),
  )
  return netcdfKindOf(blob.size, (offset, length) =>
    (slices.get(offset) ?? new Uint8Array()).subarray(0, length),
  )
}

export function netcdfRefusal(kind: NetcdfKind): string | null {
  switch (kind) {
    case 'netcdf4':
      return null
    case 'netcdf3':
      return 'This is a NetCDF3 (classic) file; the server takes NetCDF4 only: save it as NetCDF4, e.g. with `nccopy -k nc4 in.nc out.nc` or xarray’s `to_netcdf(format="NETCDF4")`.'
    case 'empty':
      return 'This file is empty (0 bytes): choose a NetCDF4 rain file.'
    case 'not-hdf5':
      return 'This is not a NetCDF4 file (no HDF5 signature at its start): choose a NetCDF4 rain file.'
  }
}
