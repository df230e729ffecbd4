import { categorySymbols, type CategorySymbol } from '@/engine/map-style/layer-palette'
import type { DrawnCategory } from '@/engine/map-style/map-categories'

export function LegendSwatch({ category }: { category: DrawnCategory }) {
  return (
    <svg className="legend-swatch" width="28" height="16" viewBox="0 0 28 16" aria-hidden="true">
      <SwatchShape symbol={categorySymbols[category]} />
    </svg>
  )
}

function SwatchShape({ symbol }: { symbol: CategorySymbol }) {
  switch (symbol.kind) {
    case 'line':
      return (
        <line
          x1="3"
          y1="8"
          x2="25"
          y2="8"
          stroke={symbol.color}
          strokeWidth={Math.min(symbol.width, 6)}
          strokeLinecap="round"
          strokeDasharray={
            symbol.dash ? symbol.dash.map((d) => d * symbol.width).join(' ') : undefined
          }
        />
      )
    case 'circle':
      return (
        <circle
          cx="14"
          cy="8"
          r={symbol.radius}
          fill={symbol.color}
          stroke={symbol.stroke}
          strokeWidth={symbol.strokeWidth}
        />
      )
    case 'marker':
      return (
        <>
          <circle cx="14" cy="8" r="5.5" fill="#fff" stroke={symbol.color} strokeWidth="2.5" />
          <circle cx="14" cy="8" r="2" fill={symbol.color} />
        </>
      )
    case 'outline':
      return (
        <path
          d="M4 2h10v6H4zM14 2h10v6H14zM4 8h10v6H4zM14 8h10v6H14z"
          fill="none"
          stroke={symbol.color}
        />
      )
  }
}
