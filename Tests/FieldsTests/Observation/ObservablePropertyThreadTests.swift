import Dispatch
import Fields
import Synchronization
import Testing

/// Observable properties used from several threads at once.
///
/// Observers come and go while other threads set the value, tokens end on threads other than
/// the one that made them, and bindings connected to each other are written from both ends.
/// Run under ThreadSanitizer (Fuzz/sanitize.sh), these are the tests that make the locks of a
/// property contend.
struct ObservablePropertyThreadTests {
  @Test func observeAndCancel_whileOtherThreadsSet_eachObserverSeesRisingValues() {
    let counter = ObservableProperty(0)
    let steady = Recorder<Int>()
    let steadyToken = counter.observe { steady.append($0) }
    let misordered = Recorder<Int>()
    DispatchQueue.concurrentPerform(iterations: 8) { thread in
      if thread % 2 == 0 {
        for _ in 0..<500 { counter.update { $0 += 1 } }
        return
      }
      for _ in 0..<100 {
        let last = LastSeen()
        let token = counter.observe { value in
          if !last.replace(with: value) { misordered.append(value) }
        }
        _ = counter.value
        token.cancel()
      }
    }
    #expect(counter.value == 2_000)
    #expect(steady.elements == Array(1...2_000))
    #expect(misordered.elements.isEmpty)
    _ = steadyToken
  }

  @Test func tokensReleasedOnOtherThreads_whileSetting_endTheirObservations() {
    let property = ObservableProperty(0)
    let calls = Recorder<Int>()
    let tokens = Mutex((0..<400).map { _ in property.observe { calls.append($0) } })
    DispatchQueue.concurrentPerform(iterations: 4) { thread in
      if thread == 0 {
        for value in 1...300 { property.value = value }
        return
      }
      // Each releasing thread drops the last token it takes; deinit cancels it here.
      while tokens.withTSanVisibleLock({ $0.popLast() }) != nil {}
    }
    let afterRelease = calls.elements.count
    property.value = -1
    #expect(calls.elements.count == afterRelease)
    #expect(property.value == -1)
  }

  @Test func connectedBindings_writtenFromBothEnds_settleOnOneValue() {
    let left = ObservableProperty(0)
    let right = ObservableProperty(0)
    let connection = left.binding.connect(to: right.binding)
    DispatchQueue.concurrentPerform(iterations: 4) { thread in
      for step in 0..<250 {
        let value = thread * 1_000 + step
        if thread % 2 == 0 { left.value = value } else { right.value = value }
      }
    }
    #expect(left.value == right.value)
    connection.cancel()
    left.value = -1
    #expect(right.value != -1)
  }
}

/// The last value one observer saw.
private final class LastSeen: Sendable {
  private let value = Mutex(0)

  /// Stores `new` and says whether it is greater than the value before.
  func replace(with new: Int) -> Bool {
    value.withTSanVisibleLock { value in
      defer { value = new }
      return new > value
    }
  }
}
