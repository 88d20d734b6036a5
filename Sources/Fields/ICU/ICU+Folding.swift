internal import CICU

extension ICU {
  /// `text` without case, accents and width, as ICU folds it, or the failing status.
  static func fold(_ text: String) -> Result<String, ICUStatus> {
    var text = text
    return text.withUTF8 { bytes in
      string { buffer, capacity, status in
        bytes.withMemoryRebound(to: CChar.self) {
          cicu_text_fold($0.baseAddress, Int32(clamping: $0.count), buffer, capacity, &status)
        }
      }
    }
  }
}
