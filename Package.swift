// swift-tools-version:6.0
import Foundation
import PackageDescription

/// The static Foundation Essentials library of the toolchain building this package, or `nil`.
///
/// A release fieldcli links Swift's runtime and Foundation statically. fieldcli and Fields use
/// only FoundationEssentials, but BigInt imports Foundation, so the link lists libFoundation.a
/// before libFoundationEssentials.a, and lld takes a generic specialization both define from
/// the first: that drags in all of Foundation, its CoreFoundation and its ICU (85 MB instead of
/// 36, and 3 MB more memory in every run). Naming the Essentials archive as an input puts it
/// first. It is found beside the PackageDescription library this manifest runs with, so it is
/// always the building toolchain's; when it is not there, fieldcli is only larger.
let foundationEssentialsArchive: String? = {
  guard let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8) else {
    return nil
  }
  let marker = "/lib/swift/pm/ManifestAPI/libPackageDescription.so"
  for line in maps.split(separator: "\n") {
    guard let slash = line.firstIndex(of: "/"), let found = line.range(of: marker) else {
      continue
    }
    let archive =
      String(line[slash..<found.lowerBound]) + "/lib/swift_static/linux/libFoundationEssentials.a"
    if FileManager.default.fileExists(atPath: archive) { return archive }
  }
  // Else beside the `swift` on the PATH (its `bin` folder's sibling `lib`): a manifest
  // evaluated without the library in its maps once linked an 86 MB fieldcli.
  for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
    let driver = URL(fileURLWithPath: String(folder)).appendingPathComponent("swift")
    guard FileManager.default.fileExists(atPath: driver.path) else { continue }
    let archive = driver.resolvingSymlinksInPath().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent(
        "lib/swift_static/linux/libFoundationEssentials.a"
      ).path
    if FileManager.default.fileExists(atPath: archive) { return archive }
  }
  return nil
}()

/// Debian's folder name for this machine's libraries (`/usr/lib/x86_64-linux-gnu`), or `nil`.
let multiarch: String? = {
  #if arch(x86_64)
  return "x86_64-linux-gnu"
  #elseif arch(arm64)
  return "aarch64-linux-gnu"
  #else
  return nil
  #endif
}()

/// Linker flags that make a release fieldcli take ICU, libphonenumber and what they need from
/// their static archives, or none when one of those archives is missing.
///
/// Binding ICU, libphonenumber, protobuf and Abseil as shared libraries was half of what was left
/// of fieldcli's start-up (2.2 of 4.4 ms). The targets ask for those libraries by name (`-licuuc`),
/// and a product's own flags reach the linker after its targets' names, so naming the archives
/// there comes too late: the linker has bound the shared libraries already. Instead the linker
/// searches one more folder first, `StaticLibraries/<multiarch>`, whose links point at the
/// archives that Debian's -dev packages install, so a name finds the archive there before the
/// shared library elsewhere. The archives' own dependencies, which a shared library would have
/// named itself, are every other link in that folder, named here. When a link leads nowhere
/// (another distribution or architecture, a package missing), fieldcli links the shared
/// libraries, as the debug build and every other product do.
let staticArchiveFlags: [String] = {
  guard let multiarch else { return [] }
  let folder = Context.packageDirectory + "/StaticLibraries/" + multiarch
  guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
    return []
  }
  let archives = entries.filter { $0.hasPrefix("lib") && $0.hasSuffix(".a") }.sorted()
  // `fileExists` follows the link: a dangling one means the archive is not installed.
  guard !archives.isEmpty,
    archives.allSatisfy({ FileManager.default.fileExists(atPath: folder + "/" + $0) })
  else { return [] }
  return ["-L", folder] + archives.map { "-l" + $0.dropFirst(3).dropLast(2) }
}()

/// The version of the libphonenumber being built against ("8.12"), from the name of the file its
/// -dev package's `libphonenumber.so` leads to, or `nil`.
///
/// libphonenumber declares no version. Linked as a shared library, it is read at run time from
/// the loaded file's name; linked from its archive (a release fieldcli) there is no such file, so
/// the shim falls back to this one, the version of the archive from the same -dev package.
let phoneNumberBuildVersion: String? = {
  guard let multiarch else { return nil }
  let link = URL(fileURLWithPath: "/usr/lib/\(multiarch)/libphonenumber.so")
  let name = link.resolvingSymlinksInPath().lastPathComponent
  guard let marker = name.range(of: ".so."), !name[marker.upperBound...].isEmpty else {
    return nil
  }
  let version = name[marker.upperBound...]
  guard version.allSatisfy({ $0.isNumber || $0 == "." }) else { return nil }
  return String(version)
}()

let package = Package(
  name: "Fields",
  products: [
    .library(name: "Fields", targets: ["Fields"]),
    .executable(name: "fieldcli", targets: ["fieldcli"]),
    // Only for the Fuzz package, which reaches a target of this package through a product; no
    // part of Fields' API.
    .library(name: "CPhoneNumberTesting", targets: ["CPhoneNumberTesting"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/attaswift/BigInt", from: "6.0.1"),
    .package(url: "https://github.com/apple/swift-system", from: "1.8.1"),
    // Only for `swift package generate-documentation --target Fields`: no target uses it.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
  ],
  targets: [
    // ICU's own headers clash with Foundation's copy of ICU inside one Swift module, and ICU
    // renames its symbols per version, so Swift sees only this shim's plain C interface.
    .target(
      name: "CICU",
      linkerSettings: [.linkedLibrary("icui18n"), .linkedLibrary("icuuc")]
    ),
    // libphonenumber is C++ with protobuf and abseil types in its headers; the shim keeps them
    // behind a C header.
    .target(
      name: "CPhoneNumber",
      cxxSettings: phoneNumberBuildVersion.map {
        [.define("CPHN_BUILD_VERSION", to: "\"\($0)\"")]
      } ?? [],
      linkerSettings: [
        .linkedLibrary("phonenumber"), .linkedLibrary("protobuf"), .linkedLibrary("icui18n"),
        .linkedLibrary("icuuc"), .linkedLibrary("stdc++"),
      ]
    ),
    // What only the tests and the phone fuzz target call: libphonenumber's answers alone, which
    // the shim's fast paths must equal, and the digit automata's check against ICU. Fields does
    // not depend on it.
    .target(name: "CPhoneNumberTesting", dependencies: ["CPhoneNumber"]),
    // What only the tests call: ICU's own interval formatting, which the shim's steps over
    // ICU's resolved patterns must equal.
    .target(name: "CICUTesting", dependencies: ["CICU"]),
    // libedit's readline header clashes with other readline headers and declares far more than
    // `fieldcli fill` uses; the shim shows Swift a line editor, history and a secret read.
    .target(
      name: "CLibEdit",
      linkerSettings: [.linkedLibrary("edit")]
    ),
    // gumbo, an HTML5 parser in C, reads the pages whose forms Fields takes (Sources/Fields/HTML):
    // browsers' recovery of broken markup, source positions for warnings.
    .target(
      name: "CGumbo",
      linkerSettings: [.linkedLibrary("gumbo")]
    ),
    .target(
      name: "Fields",
      dependencies: [
        "CICU", "CGumbo", "CPhoneNumber", .product(name: "BigInt", package: "BigInt"),
        .product(name: "SystemPackage", package: "swift-system"),
      ],
      exclude: ["Locales/README.md"],
      // Sources/Fields/Locales links to the root Locales/ folder; the catalogs are compiled
      // into the library, so an installed fieldcli never looks for files.
      resources: ["ar", "de", "en", "es", "fr", "ja", "pl", "ru"].map {
        .embedInCode("Locales/\($0).json")
      }
    ),
    .executableTarget(
      name: "fieldcli",
      dependencies: [
        "Fields", "CLibEdit",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "SystemPackage", package: "swift-system"),
      ],
      // A release fieldcli carries Swift's standard library and Foundation inside it: loading
      // and binding 17 more shared libraries took about a third of its start-up. The module is
      // compiled against the static SDK too, so that it asks the linker for all that
      // Foundation needs.
      swiftSettings: [.unsafeFlags(["-static-stdlib"], .when(configuration: .release))],
      // A position-dependent executable: the linker resolves the 98,000 pointers that a PIE's
      // loader would relocate one by one at every start (1.1 million instructions and 200 page
      // faults of `validate email a@b.c`). What is left is packed (DT_RELR, glibc 2.36 or later).
      linkerSettings: [
        .unsafeFlags(
          [
            "-static-stdlib", "-use-ld=lld", "-Xclang-linker", "-no-pie", "-Xlinker", "-z",
            "-Xlinker", "pack-relative-relocs",
          ] + (foundationEssentialsArchive.map { [$0] } ?? []) + staticArchiveFlags,
          .when(configuration: .release))
      ]
    ),
    .testTarget(
      name: "FieldsTests",
      dependencies: ["Fields", "CICU", "CICUTesting", "CPhoneNumber", "CPhoneNumberTesting"],
      // Read by the tests from the source tree: node runs it (see ECMAScriptPatternOracleTests).
      exclude: ["Validation/Fixtures"]),
    // fieldcli's own types (its diff, its line store) are tested through `@testable import`.
    .testTarget(
      name: "fieldcliTests", dependencies: ["Fields", "fieldcli"],
      // What help, completion scripts and usage errors print, read from the source tree.
      exclude: ["Fixtures"]),
  ],
  swiftLanguageModes: [.v6],
  cxxLanguageStandard: .cxx17
)
