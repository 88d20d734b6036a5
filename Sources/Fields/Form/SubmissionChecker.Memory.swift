import Synchronization

extension SubmissionChecker {
  /// What checks keep from one submission to the next: the problems made, with their messages,
  /// and the storage submissions are read into.
  ///
  /// A check takes the whole workspace out under the lock and puts it back when it is done,
  /// so a checker used from one thread locks twice a submission and reuses everything. A check
  /// that finds the workspace taken, by a check running at the same time on another thread,
  /// starts an empty one: it makes its problems anew, and they are the same, since a problem
  /// depends only on its rule and cause. Whichever workspace is put back last is kept.
  final class Memory: Sendable {
    private let kept: Mutex<Workspace?>
    private let ruleCount: Int

    init(ruleCount: Int) {
      self.ruleCount = ruleCount
      kept = Mutex(Workspace(ruleCount: ruleCount))
    }

    /// The kept workspace, or an empty one when another check has it.
    func take() -> Workspace {
      let taken = kept.withTSanVisibleLock { kept -> Workspace? in
        defer { kept = nil }
        return kept
      }
      return taken ?? Workspace(ruleCount: ruleCount)
    }

    /// Keeps a workspace for the next check.
    func putBack(_ workspace: consuming Workspace) {
      let workspace = Optional(workspace)
      kept.withTSanVisibleLock { $0 = workspace }
    }
  }

  /// The problems and storage of one check at a time.
  struct Workspace: Sendable {
    /// Each rule's problems made so far, found again by comparing what caused them.
    var problems: [[KnownProblem]]
    /// Storage reused for each submission's members: taken out while in use, so that it
    /// stays uniquely referenced.
    var members = SubmittedMembers(submitted: [], unknown: [])
    /// Storage reused for the title each choice field was given.
    var titles: [String?] = []

    init(ruleCount: Int) {
      problems = [[KnownProblem]](repeating: [], count: ruleCount)
    }

    /// Empty members for a submission, in storage kept from the last one.
    mutating func takeMembers(ruleCount: Int) -> SubmittedMembers {
      var taken = members
      members = SubmittedMembers(submitted: [], unknown: [])
      if taken.submitted.count == ruleCount {
        for index in taken.submitted.indices { taken.submitted[index] = nil }
      } else {
        taken.submitted = [JSONValue?](repeating: nil, count: ruleCount)
      }
      taken.unknown.removeAll(keepingCapacity: true)
      taken.fromForm = false
      return taken
    }
  }
}
