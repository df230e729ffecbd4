// Zod compiles fast object parsers with `new Function` and probes for it when an object schema is
// built; under the app's content security policy (no 'unsafe-eval') even that caught probe is a
// reported violation. Zod reads this global when it loads. It has to be set before any bundled
// module runs (a chunk builds its schemas as it loads), hence a classic script ahead of the app.
globalThis.__zod_globalConfig = Object.assign({}, globalThis.__zod_globalConfig, { jitless: true })
