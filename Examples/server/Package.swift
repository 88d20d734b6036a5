// swift-tools-version:6.0
// A small web server that serves a form spec as an HTML page and checks what is posted to it
// with Fields; kept apart from the library so that Hummingbird never reaches the library's build.
// Run: Examples/server/run.sh --form FORM.json [--port 8080]
import Foundation
import PackageDescription

// A path dependency is named after its folder, which is whatever the clone was called.
let fieldsPackage = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  .lastPathComponent.lowercased()

let package = Package(
  name: "FieldsServer",
  platforms: [.macOS(.v14)],
  dependencies: [
    .package(path: "../.."),
    .package(url: "https://github.com/hummingbird-project/hummingbird", exact: "2.28.1"),
  ],
  targets: [
    .executableTarget(
      name: "FieldsServer",
      dependencies: [
        .product(name: "Fields", package: fieldsPackage),
        .product(name: "Hummingbird", package: "hummingbird"),
      ],
      path: "Sources/FieldsServer"
    )
  ],
  swiftLanguageModes: [.v6]
)
