// `npx tsx bench/flood-products-only.ts`: the flood-products goal alone, its line replaced in
// bench/last-run.json (the whole bench needs Chromium and minutes; this needs neither).
import { readFileSync, writeFileSync } from 'node:fs'
import { goalTable, type Goal } from './goals'
import { floodProductsGoal, measureFloodProducts } from './flood-products'

const lastRunFile = new URL('./last-run.json', import.meta.url)
const runs = Number(process.env.BENCH_RUNS ?? 5)
const goal = floodProductsGoal(await measureFloodProducts(runs))
const record = JSON.parse(readFileSync(lastRunFile, 'utf8')) as { goals: Goal[] }
const kept = record.goals.filter((other) => other.id !== goal.id)
record.goals = [...kept, goal]
writeFileSync(lastRunFile, `${JSON.stringify(record, null, 2)}\n`)
console.log(goalTable([goal], null))
