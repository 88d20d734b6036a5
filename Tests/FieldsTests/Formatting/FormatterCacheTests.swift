import Fields
import Synchronization
import Testing

struct FormatterCacheTests {
  /// Counts how many of its instances are alive, as an ICU handle's deinit would close them.
  final class Tracked: Sendable {
    static let alive = Atomic<Int>(0)
    let id: Int
    init(_ id: Int) {
      self.id = id
      Self.alive.add(1, ordering: .sequentiallyConsistent)
    }
    deinit { Self.alive.subtract(1, ordering: .sequentiallyConsistent) }
  }

  @Test func value_sameKey_isMadeOnceAndShared() {
    let cache = FormatterCache<String, Tracked>(limit: 4)
    var made = 0
    let first = cache.value(for: "de_DE") { () -> Tracked in
      made += 1
      return Tracked(1)
    }
    let second = cache.value(for: "de_DE") { () -> Tracked in
      made += 1
      return Tracked(2)
    }
    #expect(first === second)
    #expect(made == 1)
  }

  @Test func value_pastTheLimit_forgetsAndReleasesWhatNoOneHolds() {
    let before = Tracked.alive.load(ordering: .sequentiallyConsistent)
    do {
      let cache = FormatterCache<Int, Tracked>(limit: 2)
      _ = cache.value(for: 1) { Tracked(1) }
      _ = cache.value(for: 2) { Tracked(2) }
      #expect(Tracked.alive.load(ordering: .sequentiallyConsistent) == before + 2)
      _ = cache.value(for: 3) { Tracked(3) }  // full: 1 and 2 are forgotten and released
      #expect(Tracked.alive.load(ordering: .sequentiallyConsistent) == before + 1)
    }
    #expect(Tracked.alive.load(ordering: .sequentiallyConsistent) == before)
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
}
