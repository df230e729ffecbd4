import { Button } from '@/components/button'
import { COASTAL_CONSULTANTS, DEMO_TOKENS, POLDER_WATER_BOARD } from '@/api/auth/demo-accounts'

const accounts = [
  { token: DEMO_TOKENS.modeller, label: `Sign in as modeller (${POLDER_WATER_BOARD.name})` },
  { token: DEMO_TOKENS.outsider, label: `Sign in as outsider (${COASTAL_CONSULTANTS.name})` },
]

export function DemoAccounts({
  busyToken,
  onChoose,
}: {
  busyToken: string | null
  onChoose: (token: string) => void
}) {
  return (
    <ul className="demo-accounts">
      {accounts.map((account) => (
        <li key={account.token}>
          <Button
            variant="primary"
            busy={busyToken === account.token}
            disabled={busyToken !== null && busyToken !== account.token}
            onClick={() => onChoose(account.token)}
          >
            {account.label}
          </Button>
        </li>
      ))}
    </ul>
  )
}
