/**
 * Changes to a plain JSON tree made through `journaled(root)`, recorded so they can be undone:
 * a failed request is rolled back by replaying its few undos instead of cloning the whole world
 * before every request.
 */
export type Journal = {
  /** The tree as the transaction sees it; every set or delete through it is recorded. */
  view: <Tree extends object>(tree: Tree) => Tree
  /** Whether anything was changed. */
  changed: () => boolean
  /** Puts every changed property back, newest first. */
  undo: () => void
}

/** What each view stands for, across journals, so `detached` can copy any of them. */
const targets = new WeakMap<object, object>()

/**
 * A deep copy without views, for what outlives the transaction or crosses to a worker: a Proxy
 * cannot be structured-cloned.
 */
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
  // A proxy must never be stored inside the tree: later changes through it would be journaled
  // into a finished transaction. A new value keeps its identity (the caller may still change it);
  // only proxies inside it are swapped for what they stand for.
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
