// swift-tools-version:6.0
import Foundation
import PackageDescription

// libFuzzer targets for the Fields parsers, kept out of the main package so its build and
// `swift test` stay as they are. Build them with run.sh, which adds the sanitizer flags.

// A path dependency's identity is its folder's name (a worktree may have any), so read it.
let fields = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().lastPathComponent

/// The fuzz targets: one executable per parser, each in Sources/NAME/NAME.swift.
let targets = [
  "url", "url-base", "email", "email-multiple", "number-locale", "date-locale", "html-formats",
  "phone", "form-spec", "submission", "form-body", "path-config", "session", "html-page",
  "text",
]

func name(_ target: String) -> String {
  "fuzz-" + target
}

let package = Package(
  name: "FieldsFuzz",
  dependencies: [.package(path: "..")],
  targets: [
    .target(name: "CFuzzDriver", path: "Sources/CFuzzDriver"),
    .target(
      name: "FuzzSupport",
      dependencies: ["CFuzzDriver", .product(name: "Fields", package: fields)],
      path: "Sources/FuzzSupport"),
  ]
    + targets.map { target in
      .executableTarget(
        name: name(target),
        dependencies: ["FuzzSupport", .product(name: "Fields", package: fields)]
          // The phone target compares the shim's fast paths with libphonenumber alone.
          + (target == "phone"
            ? [.product(name: "CPhoneNumberTesting", package: fields)] : []),
        path: "Sources/\(target)"
      )
    },
  swiftLanguageModes: [.v6]
)
