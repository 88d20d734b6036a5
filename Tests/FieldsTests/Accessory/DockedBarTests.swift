import Fields
import Testing

struct DockedBarTests {
  func rect(_ y: Double, _ height: Double, width: Double = 393) -> Rect {
    Rect(x: 0, y: y, width: width, height: height)
  }

  @Test func frame_atRest_sitsOnBottomSafeArea() {
    #expect(DockedBar(device: .iPhone15).frame == rect(774, 44))
    #expect(DockedBar(device: .iPhoneSE).frame == rect(623, 44, width: 375))
    #expect(
      DockedBar(device: .iPhone15, orientation: .landscape).frame == rect(328, 44, width: 852))
  }

  @Test func frame_afterEachShowEvent_ridesKeyboardTop() {
    var keyboard = KeyboardModel(device: .iPhone15)
    var bar = DockedBar(device: .iPhone15)
    var frames: [Rect] = []
    for event in keyboard.show(.keyboard(.default), accessory: false) {
      bar.follow(event, orientation: keyboard.orientation)
      frames.append(bar.frame)
    }
    #expect(frames == Array(repeating: rect(472, 44), count: 4))
  }

  @Test func frame_afterFocusChangePickerRotateAndHide_followsEveryEndFrame() {
    var keyboard = KeyboardModel(device: .iPhone15)
    var bar = DockedBar(device: .iPhone15)
    bar.follow(keyboard.show(.keyboard(.default), accessory: false), orientation: .portrait)
    bar.follow(keyboard.show(.keyboard(.numberPad), accessory: false), orientation: .portrait)
    #expect(bar.frame == rect(517, 44))
    bar.follow(keyboard.show(.picker, accessory: false), orientation: .portrait)
    #expect(bar.frame == rect(558, 44))
    bar.follow(keyboard.rotate(to: .landscape), orientation: keyboard.orientation)
    #expect(bar.frame == rect(166, 44, width: 852))
    bar.follow(keyboard.hide(), orientation: keyboard.orientation)
    #expect(bar.frame == rect(328, 44, width: 852))
    #expect(bar.keyboardTop == nil)
  }

  @Test func height_linesUpToMaximum_growsByLineHeight() {
    var bar = DockedBar(device: .iPhone15)
    var heights: [Double] = [bar.height]
    for line in ["b", "c", "d", "e"] {
      bar.type("\n" + line)
      heights.append(bar.height)
    }
    #expect(heights == [44, 64, 84, 104, 124])
    #expect(bar.lineCount == 5)
    #expect(!bar.isScrolling)
    #expect(bar.frame == rect(694, 124))
  }

  @Test func height_pastMaximumLines_staysAndScrolls() {
    var bar = DockedBar(device: .iPhone15)
    bar.type("1\n2\n3\n4\n5\n6")
    #expect(bar.lineCount == 6)
    #expect(bar.height == 124)
    #expect(bar.isScrolling)
  }

  @Test func lineCount_longLine_wrapsAtCharactersPerLine() {
    var bar = DockedBar(device: .iPhone15)
    #expect(bar.charactersPerLine == 33)
    bar.type(String(repeating: "x", count: 33))
    #expect(bar.lineCount == 1)
    bar.type("y")
    #expect(bar.lineCount == 2)
    #expect(bar.height == 64)
  }

  @Test func send_typedText_returnsItAndShrinksBar() {
    var bar = DockedBar(device: .iPhone15)
    bar.type("Hello\nthere")
    #expect(bar.send() == "Hello\nthere")
    #expect(bar.text == "")
    #expect(bar.frame == rect(774, 44))
    #expect(bar.send() == "")
  }

  @Test func hide_thenShow_togglesVisibilityKeepingText() {
    var bar = DockedBar(device: .iPhoneSE)
    bar.type("draft")
    bar.hide()
    #expect(!bar.isVisible)
    bar.show()
    #expect(bar.isVisible)
    #expect(bar.text == "draft")
  }
}
