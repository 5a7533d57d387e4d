// `import GraftApp` brings everything `import Graft` does, plus `App`, `Scene`, `WindowGroup`
// and the live page (`LiveServer`).
@_exported import Graft
@_exported import GraftWeb
