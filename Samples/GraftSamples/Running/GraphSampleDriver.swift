import Graft

/// A ``SampleDriver`` over one ``UpdateGraph``: the user's actions go to the graph's nodes
/// (as a renderer routes a click), then the driver settles its own loop. Conformers supply
/// the graph and how to settle; the actions and what a user reads come from `GraphUser`,
/// the same for every loop and for `TestHost`.
@MainActor
public protocol GraphSampleDriver: SampleDriver, GraphUser {}
