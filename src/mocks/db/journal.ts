/** Recorded so a failed request is undone by replaying its undos, not by cloning the world. */
export type Journal = {
  view: <Tree extends object>(tree: Tree) => Tree
  changed: () => boolean
  undo: () => void
}

const targets = new WeakMap<object, object>()

/** A deep copy without views: a Proxy cannot be structured-cloned or outlive its transaction. */
export function detached<Value>(value: Value): Value {
  return structuredClone(withoutViews(value)) as Value
}

function withoutViews(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value
  const target = targets.get(value)
  if (target) return target
  if (Array.isArray(value)) return value.map(withoutViews)
  if (Object.getPrototypeOf(value) !== Object.prototype) return value
  return Object.fromEntries(Object.entries(value).map(([key, each]) => [key, withoutViews(each)]))
}

export function createJournal(): Journal {
  const undos: (() => void)[] = []
  const proxies = new WeakMap<object, object>()

  const wrap = <Value>(value: Value): Value => {
    if (typeof value !== 'object' || value === null) return value
    const known = proxies.get(value)
    if (known) return known as Value
    const proxy = new Proxy(value, traps)
    proxies.set(value, proxy)
    targets.set(proxy, value)
    return proxy as Value
  }
  // A proxy stored inside the tree would journal later changes into a finished transaction.
  const unwrap = (value: unknown): unknown => {
    if (typeof value !== 'object' || value === null) return value
    const target = targets.get(value)
    if (target) return target
    if (!Array.isArray(value) && Object.getPrototypeOf(value) !== Object.prototype) return value
    for (const [key, each] of Object.entries(value)) {
      const inner = unwrap(each)
      if (inner !== each) Reflect.set(value, key, inner)
    }
    return value
  }
  const remember = (target: object, key: string | symbol) => {
    const had = Object.prototype.hasOwnProperty.call(target, key)
    const before: unknown = Reflect.get(target, key)
    // Setting an index past the end grows an array before its `length` is set: keep both.
    const length = Array.isArray(target) ? target.length : undefined
    undos.push(() => {
      if (had) Reflect.set(target, key, before)
      else Reflect.deleteProperty(target, key)
      if (length !== undefined) Reflect.set(target, 'length', length)
    })
  }
  const traps: ProxyHandler<object> = {
    get: (target, key) => wrap(Reflect.get(target, key)),
    set: (target, key, value) => {
      remember(target, key)
      return Reflect.set(target, key, unwrap(value))
    },
    deleteProperty: (target, key) => {
      remember(target, key)
      return Reflect.deleteProperty(target, key)
    },
  }

  return {
    view: wrap,
    changed: () => undos.length > 0,
    undo: () => {
      for (const undo of undos.splice(0).reverse()) undo()
    },
  }
}
