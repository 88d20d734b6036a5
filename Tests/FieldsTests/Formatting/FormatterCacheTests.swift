import Fields
import Synchronization
import Testing

struct FormatterCacheTests {
  /// Counts live objects for one test; tests run in parallel, so none shares a counter.
  final class LiveCount: Sendable {
    let value = Atomic<Int>(0)
    var current: Int { value.load(ordering: .sequentiallyConsistent) }
  }

  /// An object that counts itself while alive, as an ICU handle's deinit would close it.
  final class Tracked: Sendable {
    let count: LiveCount
    init(_ count: LiveCount) {
      self.count = count
      count.value.add(1, ordering: .sequentiallyConsistent)
    }
    deinit { count.value.subtract(1, ordering: .sequentiallyConsistent) }
  }

  @Test func value_sameKey_isMadeOnceAndShared() {
    let live = LiveCount()
    let cache = FormatterCache<String, Tracked>(limit: 4)
    var made = 0
    let first = cache.value(for: "de_DE") { () -> Tracked in
      made += 1
      return Tracked(live)
    }
    let second = cache.value(for: "de_DE") { () -> Tracked in
      made += 1
      return Tracked(live)
    }
    #expect(first === second)
    #expect(made == 1)
    #expect(live.current == 1)
  }

  @Test func value_pastTheLimit_forgetsAndReleasesWhatNoOneHolds() {
    let live = LiveCount()
    do {
      let cache = FormatterCache<Int, Tracked>(limit: 2)
      _ = cache.value(for: 1) { Tracked(live) }
      _ = cache.value(for: 2) { Tracked(live) }
      #expect(live.current == 2)
      _ = cache.value(for: 3) { Tracked(live) }  // full: 1 and 2 are forgotten and released
      #expect(live.current == 1)
    }
    #expect(live.current == 0)
  }

  @Test func value_pastTheLimit_keepsWhatIsStillHeldAndSharesIt() {
    let live = LiveCount()
    let cache = FormatterCache<Int, Tracked>(limit: 2)
    let held = cache.value(for: 1) { Tracked(live) }
    _ = cache.value(for: 2) { Tracked(live) }
    _ = cache.value(for: 3) { Tracked(live) }  // full: 2 goes, 1 is still held and stays
    #expect(live.current == 2)
    #expect(cache.value(for: 1) { Tracked(live) } === held)
  }

  @Test func formats_equalConfigurations_shareOneICUObject() throws {
    let first = try DateFormat(locale: "de_DE", layout: .skeleton("yMMMd"), timeZone: "Asia/Tokyo")
    let second = try DateFormat(locale: "de-DE", layout: .skeleton("yMMMd"), timeZone: "Asia/Tokyo")
    let other = try DateFormat(locale: "de_DE", layout: .skeleton("yMMMd"), timeZone: "UTC")
    #expect(first.sharesICUObject(with: second))
    #expect(!first.sharesICUObject(with: other))
    let euros = try NumberFormat(locale: "de_DE", style: .currency)
    #expect(
      euros.sharesICUObject(
        with: try NumberFormat(locale: "de_DE", style: .currency, currency: "EUR")))
  }

  /// A scan of every entry on each insertion once the cache was full made 10,000 live
  /// patterns cost 10,000² steps; every one of them is still shared.
  @Test func cache_manyValuesInUse_keepsSharingEachOfThem() throws {
    let cache = FormatterCache<Int, Box>(limit: 4)
    let held = (0..<20_000).map { key in cache.value(for: key) { Box() } }
    for key in stride(from: 0, to: 20_000, by: 997) {
      #expect(cache.value(for: key) { Box() } === held[key])
    }
  }

  final class Box: Sendable {}
}
