// GraftRemote is the Graft glue over GraftRemoteCore: `import GraftRemote` brings both
// (RemoteController, RemoteChild, and the protocol, RemoteContent, RemoteRoot, RemoteBinding…).
@_exported import GraftRemoteCore
