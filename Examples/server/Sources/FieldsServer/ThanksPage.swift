import Fields
import Foundation

/// The page after a valid post: each field's label and the value `check` gave it.
struct ThanksPage {
  let spec: FormSpec
  let valuesJSON: String

  var html: String {
    let object =
      (try? JSONSerialization.jsonObject(with: Data(valuesJSON.utf8), options: [.fragmentsAllowed]))
      as? [String: Any] ?? [:]
    var lines = [
      "<!DOCTYPE html>", "<html>", "<head>", "<meta charset=\"utf-8\">",
      "<title>Thanks</title>", "</head>", "<body>", "<main>", "<h1>Thanks</h1>", "<dl>",
    ]
    for field in spec.fields {
      lines.append("<dt>\(escape(field.label ?? field.name))</dt>")
      lines.append(
        "<dd data-field=\"\(escape(field.name))\">\(escape(show(object[field.name])))</dd>")
    }
    lines += [
      "</dl>", "<pre id=\"values\">\(escape(valuesJSON))</pre>", "<p><a href=\"/\">Again</a></p>",
      "</main>", "</body>", "</html>",
    ]
    return lines.joined(separator: "\n") + "\n"
  }

  /// A JSON value as text: `null` as nothing, arrays joined by commas.
  func show(_ value: Any?) -> String {
    switch value {
    case nil, is NSNull: return ""
    case let array as [Any]: return array.map { show($0) }.joined(separator: ", ")
    case let text as String: return text
    case let value?:
      // Numbers and booleans as JSON writes them.
      let data = try? JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed])
      return data.flatMap { String(decoding: $0, as: UTF8.self) } ?? ""
    }
  }

  func escape(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      default: result.append(character)
      }
    }
    return result
  }
}
