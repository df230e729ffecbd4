// Written as vt-pbf writes a geojson-vt tile, without its per-point objects (same bytes).

export type CutCells = {
  ids: number[]
  values: number[]
  ends: number[]
  coords: number[]
}

export function emptyCut(): CutCells {
  return { ids: [], values: [], ends: [], coords: [] }
}

class Writer {
  bytes = new Uint8Array(1 << 14)
  length = 0

  room(extra: number): void {
    if (this.length + extra <= this.bytes.length) return
    let size = this.bytes.length * 2
    while (size < this.length + extra) size *= 2
    const grown = new Uint8Array(size)
    grown.set(this.bytes.subarray(0, this.length))
    this.bytes = grown
  }

  varint(value: number): void {
    this.room(10)
    while (value >= 0x80) {
      this.bytes[this.length++] = (value % 0x80) | 0x80
      value = Math.floor(value / 0x80)
    }
    this.bytes[this.length++] = value
  }

  append(other: Writer): void {
    this.room(other.length)
    this.bytes.set(other.bytes.subarray(0, other.length), this.length)
    this.length += other.length
  }

  varintField(tag: number, value: number): void {
    this.varint(tag << 3)
    this.varint(value)
  }

  stringField(tag: number, text: string): void {
    const encoded = new TextEncoder().encode(text)
    this.varint((tag << 3) | 2)
    this.varint(encoded.length)
    this.room(encoded.length)
    this.bytes.set(encoded, this.length)
    this.length += encoded.length
  }

  message(tag: number, write: () => void): void {
    this.varint((tag << 3) | 2)
    this.room(1)
    const start = ++this.length
    write()
    const size = this.length - start
    let extra = 0
    for (let rest = size; rest >= 0x80; rest = Math.floor(rest / 0x80)) extra += 1
    if (extra > 0) {
      this.room(extra)
      this.bytes.copyWithin(start + extra, start, this.length)
      this.length += extra
    }
    const end = this.length
    this.length = start - 1
    this.varint(size)
    this.length = end
  }
}

const zigzag = (value: number) => (value << 1) ^ (value >> 31)

const varintLength = (value: number) => {
  let length = 1
  for (let rest = value; rest >= 0x80; rest = Math.floor(rest / 0x80)) length += 1
  return length
}

/** Property values are cell ids and cell counts: positive integers, vt-pbf's `uint_value` (5). */
export function encodeCells(cut: CutCells, layer: string, extent: number): Uint8Array {
  const out = new Writer()
  const ring = new Writer()
  out.message(3, () => {
    out.varintField(15, 2)
    out.stringField(1, layer)
    out.varintField(5, extent)
    const keys: string[] = []
    const values: number[] = []
    const valueIndex = new Map<number, number>()
    let start = 0
    for (let feature = 0; feature < cut.ends.length; feature += 1) {
      const id = cut.ids[feature] ?? 0
      const value = cut.values[feature] ?? 0
      const end = cut.ends[feature] ?? 0
      const key = id > 0 ? 'id' : 'merged_cells'
      if (!keys.includes(key)) keys.push(key)
      const keyAt = keys.indexOf(key)
      let valueAt = valueIndex.get(value)
      if (valueAt === undefined) {
        valueAt = values.push(value) - 1
        valueIndex.set(value, valueAt)
      }
      ring.length = 0
      writeRing(ring, cut.coords, start, end)
      start = end
      // The feature's fields: id, tags (key, value), type 3 (polygon), geometry.
      const tags = varintLength(keyAt) + varintLength(valueAt)
      const size =
        (id > 0 ? 1 + varintLength(id) : 0) +
        2 +
        tags +
        2 +
        1 +
        varintLength(ring.length) +
        ring.length
      out.varint((2 << 3) | 2)
      out.varint(size)
      if (id > 0) out.varintField(1, id)
      out.varint((2 << 3) | 2)
      out.varint(tags)
      out.varint(keyAt)
      out.varint(valueAt)
      out.varintField(3, 3)
      out.varint((4 << 3) | 2)
      out.varint(ring.length)
      out.append(ring)
    }
    for (const key of keys) out.stringField(3, key)
    for (const value of values) {
      out.varint((4 << 3) | 2)
      out.varint(1 + varintLength(value))
      out.varintField(5, value)
    }
  })
  return out.bytes.slice(0, out.length)
}

function writeRing(out: Writer, coords: readonly number[], start: number, end: number): void {
  const points = (end - start) / 2
  out.varint((1 << 3) | 1)
  const closed =
    points > 1 && coords[end - 2] === coords[start] && coords[end - 1] === coords[start + 1]
  const drawn = closed ? points - 1 : points
  let [x, y] = [0, 0]
  for (let point = 0; point < drawn; point += 1) {
    if (point === 1) out.varint(((drawn - 1) << 3) | 2)
    const px = coords[start + 2 * point] ?? 0
    const py = coords[start + 2 * point + 1] ?? 0
    out.varint(zigzag(px - x))
    out.varint(zigzag(py - y))
    x = px
    y = py
  }
  out.varint((1 << 3) | 7)
}
