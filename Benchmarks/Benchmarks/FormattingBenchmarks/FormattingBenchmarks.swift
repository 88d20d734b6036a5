import Benchmark
import Fields
import FoundationEssentials

/// Throughput of each format on its hot path, one value per iteration, with the ICU objects
/// already open: what a server or `fieldcli --stdin` pays per line.
let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.throughput, .wallClock, .mallocCountTotal], scalingFactor: .kilo,
    maxDuration: .seconds(3))

  let instants = (0..<1024).map { Date(timeIntervalSince1970: 1_726_318_800 + Double($0) * 97_531) }
  let isoTexts = instants.map(ISO8601Instant.format)

  Benchmark("DateFormat.format de_DE full/short Europe/Berlin") { benchmark in
    let format = try DateFormat(
      locale: "de_DE", layout: .styles(date: .full, time: .short), timeZone: "Europe/Berlin")
    for index in benchmark.scaledIterations {
      blackHole(format.format(instants[index % instants.count]))
    }
  }

  Benchmark("DateFormat.parse de_DE short/short") { benchmark in
    let format = try DateFormat(
      locale: "de_DE", layout: .styles(date: .short, time: .short), timeZone: "Europe/Berlin")
    let texts = instants.map(format.format)
    for index in benchmark.scaledIterations {
      blackHole(try format.parse(texts[index % texts.count]))
    }
  }

  Benchmark("ISO8601Instant.parse") { benchmark in
    for index in benchmark.scaledIterations {
      blackHole(try ISO8601Instant.parse(isoTexts[index % isoTexts.count]))
    }
  }

  let numbers = (0..<1024).compactMap { try? DecimalNumber("\($0 * 7919).\($0 % 100)") }

  Benchmark("NumberFormat.format de_DE decimal") { benchmark in
    let format = try NumberFormat(locale: "de_DE")
    for index in benchmark.scaledIterations {
      blackHole(format.format(numbers[index % numbers.count]))
    }
  }

  Benchmark("NumberFormat.parse de_DE decimal") { benchmark in
    let format = try NumberFormat(locale: "de_DE")
    let texts = numbers.map(format.format)
    for index in benchmark.scaledIterations {
      blackHole(try format.parse(texts[index % texts.count]))
    }
  }

  Benchmark("PhoneFormat.format US international") { benchmark in
    let format = try PhoneFormat(region: "US", style: .international)
    let texts = (0..<1024).map { "650 253 \(String(format: "%04d", $0))" }
    for index in benchmark.scaledIterations {
      blackHole(try format.format(texts[index % texts.count]))
    }
  }
}
