import Fields
import Testing

struct KeyboardGeometryTests {
  @Test(arguments: [
    (DeviceProfile.iPhoneSE, Orientation.portrait, 375.0, 667.0),
    (.iPhoneSE, .landscape, 667, 375),
    (.iPhone15, .portrait, 393, 852),
    (.iPhone15, .landscape, 852, 393),
    (.iPhone15ProMax, .portrait, 430, 932),
    (.iPhone15ProMax, .landscape, 932, 430),
    (.iPad10, .portrait, 820, 1180),
    (.iPad10, .landscape, 1180, 820),
  ])
  func screenSize_eachDeviceAndOrientation_isPublishedPoints(
    device: DeviceProfile, orientation: Orientation, width: Double, height: Double
  ) {
    #expect(device.screenSize(orientation) == (width, height))
    #expect(device.screen(orientation) == Rect(x: 0, y: 0, width: width, height: height))
  }

  @Test func rawValue_fourDevices_areSpecNames() {
    #expect(
      DeviceProfile.allCases.map(\.rawValue) == [
        "iphone-se", "iphone-15", "iphone-15-pro-max", "ipad-10",
      ])
    #expect(DeviceProfile(rawValue: "iphone-15") == .iPhone15)
    #expect(DeviceProfile(rawValue: "iphone-16") == nil)
  }

  @Test(arguments: [
    (DeviceProfile.iPhoneSE, Orientation.portrait, EdgeInsets(top: 20)),
    (.iPhoneSE, .landscape, EdgeInsets()),
    (.iPhone15, .portrait, EdgeInsets(top: 59, bottom: 34)),
    (.iPhone15, .landscape, EdgeInsets(left: 59, bottom: 21, right: 59)),
    (.iPhone15ProMax, .portrait, EdgeInsets(top: 59, bottom: 34)),
    (.iPhone15ProMax, .landscape, EdgeInsets(left: 59, bottom: 21, right: 59)),
    (.iPad10, .portrait, EdgeInsets(top: 24, bottom: 20)),
    (.iPad10, .landscape, EdgeInsets(top: 24, bottom: 20)),
  ])
  func safeArea_eachDeviceAndOrientation_isSimulatorInsets(
    device: DeviceProfile, orientation: Orientation, insets: EdgeInsets
  ) {
    #expect(device.safeArea(orientation) == insets)
  }

  @Test(arguments: [
    // device, orientation, letters, pad, picker, accessory bar
    (DeviceProfile.iPhoneSE, Orientation.portrait, 260.0, 216.0, 216.0, 44.0),
    (.iPhoneSE, .landscape, 194, 162, 162, 44),
    (.iPhone15, .portrait, 336, 291, 250, 44),
    (.iPhone15, .landscape, 209, 171, 183, 44),
    (.iPhone15ProMax, .portrait, 346, 301, 250, 44),
    (.iPhone15ProMax, .landscape, 209, 171, 183, 44),
    (.iPad10, .portrait, 313, 313, 236, 50),
    (.iPad10, .landscape, 398, 398, 236, 50),
  ])
  func height_eachDeviceAndOrientation_isExactFigure(
    device: DeviceProfile, orientation: Orientation, letters: Double, pad: Double,
    picker: Double, bar: Double
  ) {
    #expect(KeyboardGeometry.height(of: .keyboard(.default), on: device, orientation) == letters)
    #expect(
      KeyboardGeometry.height(of: .keyboard(.emailAddress), on: device, orientation) == letters)
    #expect(KeyboardGeometry.height(of: .keyboard(.numberPad), on: device, orientation) == pad)
    #expect(KeyboardGeometry.height(of: .keyboard(.decimalPad), on: device, orientation) == pad)
    #expect(KeyboardGeometry.height(of: .datePicker, on: device, orientation) == picker)
    #expect(KeyboardGeometry.height(of: .picker, on: device, orientation) == picker)
    #expect(KeyboardGeometry.accessoryBarHeight(on: device) == bar)
  }

  @Test func isPad_keyboardTypes_onlyDigitPads() {
    #expect(
      KeyboardType.allCases.filter(KeyboardGeometry.isPad) == [
        .numberPad, .phonePad, .decimalPad, .asciiCapableNumberPad,
      ])
  }

  @Test func description_rect_isUIKitForm() {
    #expect(Rect(x: 0, y: 472, width: 393, height: 380).description == "{{0, 472}, {393, 380}}")
    #expect(Rect(x: 0.5, y: 1, width: 2, height: 3).description == "{{0.5, 1}, {2, 3}}")
  }
}

struct GeometryNamingTests {
  @Test func named_knownNames_returnCases() throws {
    #expect(try DeviceProfile.named("ipad-10") == .iPad10)
    #expect(try Orientation.named("landscape") == .landscape)
  }

  @Test func named_unknownDevice_listsTheFourNames() {
    #expect(throws: UnknownNameError.self) { try DeviceProfile.named("iphone-16") }
    do {
      _ = try DeviceProfile.named("iphone\n16")
    } catch {
      #expect(
        error.description
          == "Unknown device 'iphone\\n16'; use iphone-se, iphone-15, iphone-15-pro-max or ipad-10."
      )
    }
  }

  @Test func named_unknownOrientation_listsBoth() {
    do {
      _ = try Orientation.named("upside-down")
    } catch {
      #expect(error.description == "Unknown orientation 'upside-down'; use portrait or landscape.")
    }
  }

  @Test func named_longName_isCutInMessage() {
    do {
      _ = try DeviceProfile.named(String(repeating: "a", count: 100))
    } catch {
      #expect(
        error.description
          == "Unknown device '\(String(repeating: "a", count: 64))…' (100 characters); use iphone-se, iphone-15, iphone-15-pro-max or ipad-10."
      )
    }
  }
}
