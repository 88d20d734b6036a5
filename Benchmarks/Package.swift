// swift-tools-version:6.1
// In-process throughput of Fields' formats, kept apart from the library so that its heavy
// dependencies never reach the library's build. Run: swift package benchmark
import Foundation
import PackageDescription

// A path dependency is named after its folder, which is whatever the clone was called.
let fieldsPackage = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().lastPathComponent.lowercased()

let package = Package(
  name: "FieldsBenchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(path: ".."),
    .package(
      url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
  ],
  targets: [
    .executableTarget(
      name: "FormattingBenchmarks",
      dependencies: [
        .product(name: "Fields", package: fieldsPackage),
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/FormattingBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    )
  ],
  swiftLanguageModes: [.v6]
)
