import { Button } from '@/components/button'

export function DraftNotice({ shown, onStartOver }: { shown: boolean; onStartOver: () => void }) {
  if (!shown) return null
  return (
    <div className="notice draft-notice" role="status">
      <p>This form holds what you typed before; nothing has been sent yet.</p>
      <Button variant="ghost" onClick={onStartOver}>
        Start over
      </Button>
    </div>
  )
}
