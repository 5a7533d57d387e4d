// Foundation too (`IndexSet`, `URL`, `Date`, format styles), as `import SwiftUI` brings it.
@_exported import Foundation
// What an app imports: `import Graft` brings the whole public surface, as `import SwiftUI` does.
@_exported import GraftBridge
@_exported import GraftCore
@_exported import GraftLayout
@_exported import GraftUV
@_exported import GraftViews
// `@Observable` works with `import Graft` alone, as with `import SwiftUI`.
@_exported import Observation
