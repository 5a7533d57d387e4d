// The runtime-neutral seam's types (`Binding`, `EnvironmentValues`, `EnvironmentKey`,
// `ObservableObject`, `HostedRoot`…) keep their SwiftUI spellings for code that imports
// GraftViews or Graft: they are GraftSeam's, re-exported here.
@_exported import GraftSeam
