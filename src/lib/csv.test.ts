import { describe, expect, it } from 'vitest'
import { toCsv } from './csv'

describe('toCsv', () => {
  it('writes a header and one line per row, quoting what needs it', () => {
    const text = toCsv(
      ['name', 'id', 'files'],
      [
        { name: 'Ring – "B12", west', id: 7, files: 'a.nc;b.zip' },
        { name: 'plain', id: 8, files: null },
      ],
    )
    expect(text).toBe('name,id,files\r\n"Ring – ""B12"", west",7,a.nc;b.zip\r\nplain,8,\r\n')
  })
})
