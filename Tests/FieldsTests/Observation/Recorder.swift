import Fields
import Synchronization

/// Collects what observers receive, from any thread.
final class Recorder<Element: Sendable>: Sendable {
  private let storage = Mutex<[Element]>([])

  func append(_ element: Element) { storage.withTSanVisibleLock { $0.append(element) } }

  var elements: [Element] { storage.withTSanVisibleLock { $0 } }
}
