import { classLabel, type ColourClasses } from '@/lib/results-file/colour-classes'
import './results-map.css'

export type LegendMark = { label: string; pattern: 'hatch-up' | 'hatch-down' }

export type ColourLegendProps = {
  title: string
  classes: ColourClasses
  note?: string
  marks?: readonly LegendMark[]
  /** Names for the classes, in their order, instead of their ranges (e.g. hazard classes). */
  labels?: readonly string[]
  /** The not-drawn class is drawn after all, grey with this hatch (never-wet cells). */
  notDrawnMark?: LegendMark['pattern']
}

function Swatch({ variant, colour }: { variant?: string; colour?: string }) {
  const className = ['colour-legend__swatch', variant && `colour-legend__swatch--${variant}`]
  return (
    <span
      className={className.filter(Boolean).join(' ')}
      style={colour ? { background: colour } : undefined}
      aria-hidden="true"
    />
  )
}

export function ColourLegend({
  title,
  classes,
  note,
  marks = [],
  labels,
  notDrawnMark,
}: ColourLegendProps) {
  const notDrawn = classes.notDrawn ? `${classes.notDrawn}, not drawn` : 'not drawn'
  return (
    <figure className="colour-legend" aria-label={title}>
      <p className="colour-legend__title" aria-hidden="true">
        {title}
      </p>
      <ul className="colour-legend__list" aria-label={`${title}: colours`}>
        {classes.colours.map((colour, index) => (
          <li key={`class-${index}`} className="colour-legend__row">
            {colour === null ? (
              <Swatch variant={notDrawnMark ?? 'not-drawn'} />
            ) : (
              <Swatch colour={colour} />
            )}
            {labels?.[index] ??
              (colour === null
                ? `${classLabel(classes, index)}: ${notDrawn}`
                : classLabel(classes, index))}
          </li>
        ))}
        {marks.map((mark) => (
          <li key={mark.label} className="colour-legend__row">
            <Swatch variant={mark.pattern} />
            {mark.label}
          </li>
        ))}
      </ul>
      {note ? <p className="colour-legend__note muted">{note}</p> : null}
    </figure>
  )
}
