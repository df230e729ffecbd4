import { test as base, expect } from '@playwright/test'

export { expect }
export type { Locator, Page } from '@playwright/test'

type Violation = { directive: string; blocked: string; source: string; where: string }

/**
 * Every spec imports `test` from here: the built app runs under serve-dist's enforced content
 * security policy, and a test fails on any `securitypolicyviolation` the page reports, or any
 * refusal a worker logs (workers fire the event in their own scope, the page never sees it).
 */
export const test = base.extend<{ cspViolations: Violation[] }>({
  cspViolations: [
    async ({ page }, use) => {
      const violations: Violation[] = []
      await page.exposeBinding('__polderCspViolation', (_source, violation: Violation) => {
        violations.push(violation)
      })
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = Reflect.get(window, '__polderCspViolation') as (v: unknown) => void
          report({
            directive: event.effectiveDirective,
            blocked: event.blockedURI,
            source: `${event.sourceFile}:${event.lineNumber}`,
            where: location.pathname,
          })
        })
      })
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) {
          violations.push({ directive: 'console', blocked: message.text(), source: '', where: '' })
        }
      })
      await use(violations)
      expect(violations, 'content security policy violations').toEqual([])
    },
    { auto: true },
  ],
})
