import GraftCore

// In-place trial — how a writing modifier's update applies its change without copying the
// environment (issue 15, round 26).
//
// Glossary
// - *owned entries*: the entries a writing modifier made for the keys its change writes; the
//   content's environment holds them, and they stay the same objects across updates.
// - *last values*: the environment the modifier handed its content last time — the values
//   above with the owned entries in place of the keys written.
// - *trial*: running the change once more on a copy of the last values, with each owned entry
//   holding, for the length of the run, what the values above hold for its key (or what a
//   reader sees where no ancestor set it). The change then reads what it would read above, and
//   its writes to owned keys land in the owned entries themselves: no dictionary is copied, no
//   entry made, nothing scanned.
// - *committed*: every owned key was written and nothing else was (the copy still shares the
//   last values' storage). Each entry then gets its old value back and is updated to the
//   written one (its readers notified only if it differs). Otherwise every entry gets its old
//   value back and the caller applies the change again the usual way.
extension EnvironmentValues {
  /// The dictionary storage of the copy a trial runs its change on; 0 when none runs.
  /// Unchecked exclusivity: main actor only, every access instantaneous.
  @exclusivity(unchecked) private static var trialStorage: UInt = 0
  /// The owned entries of the trial that runs (empty when none runs).
  @exclusivity(unchecked) private static var trialEntries: [ObjectIdentifier: EnvironmentEntry] = [:]
  /// The values the owned entries held before the trial, in `trialEntries`' order (kept
  /// allocated between trials: a trial then allocates nothing).
  @exclusivity(unchecked) private static var trialHeldValues: [Any] = []

  /// Stores `value` under `key`, as the subscript's setter and ``setObject(_:)`` do: in a new
  /// entry — or, while a trial runs its change on these very values and `key` is one the
  /// trial's modifier owns, into that owned entry, in place (marked written). Main actor.
  @usableFromInline mutating func write(
    _ value: Any, key: Any.Type, environmentKey: (any EnvironmentKey.Type)?
  ) {
    let id = ObjectIdentifier(key)
    if Self.trialStorage != 0, Self.trialStorage == storageBits, let entry = Self.trialEntries[id] {
      entry.value = value
      entry.writtenInTrial = true
      return
    }
    entries[id] = EnvironmentEntry(value: value, key: key, environmentKey: environmentKey)
  }

  /// Tries `change` in place (see the glossary above): `true` when it committed — `lastValues`
  /// is then the result and `owned` the entries to keep, their values updated — `false` when
  /// the caller must apply it the usual way (every entry back as it was, nothing notified).
  ///
  /// Only where reads are not tracked (no scope is evaluating): in a trial the change reads an
  /// owned key from the owned entry, which a tracked read would record instead of the entry
  /// above. The change may run twice (tried, then applied): a change is a function of the
  /// values it is given.
  static func appliedInPlace(
    _ change: (inout EnvironmentValues) -> Void, owned: [ObjectIdentifier: EnvironmentEntry],
    above: EnvironmentValues, lastValues: EnvironmentValues
  ) -> Bool {
    guard trialStorage == 0, TrackingScope.current == nil else { return false }
    // `owned`'s order is the same in each loop: the dictionary is not mutated in between.
    for (key, entry) in owned {
      trialHeldValues.append(entry.value)
      entry.value = above.entries[key]?.value ?? entry.valueWhereUnset
    }
    var scratch = lastValues
    trialStorage = scratch.storageBits
    trialEntries = owned
    change(&scratch)
    trialStorage = 0
    trialEntries = [:]
    var committed = scratch.sharesStorage(with: lastValues)
    for entry in owned.values where !entry.writtenInTrial { committed = false }
    var index = 0
    for entry in owned.values {
      let written = entry.value
      entry.value = trialHeldValues[index]
      entry.writtenInTrial = false
      if committed { entry.update(to: written) }
      index += 1
    }
    trialHeldValues.removeAll(keepingCapacity: true)
    return committed
  }
}
