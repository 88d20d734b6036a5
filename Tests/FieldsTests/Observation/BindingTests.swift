import Fields
import Foundation
import Testing

struct BindingTests {
  @Test func binding_readsWritesAndObservesItsProperty() {
    let property = ObservableProperty("Berlin")
    let binding = property.binding
    let calls = Recorder<String>()
    let token = binding.observe { calls.append($0) }
    #expect(binding.value == "Berlin")
    binding.value = "Hamburg"
    #expect(property.value == "Hamburg")
    property.value = "Paris"
    #expect(calls.elements == ["Hamburg", "Paris"])
    _ = token
  }

  @Test func map_selectionIndexToValue_worksBothWays() {
    let options = ["Deutschland", "France", "Italia"]
    let country = ObservableProperty("France")
    let row = country.binding.map(
      get: { options.firstIndex(of: $0) ?? 0 },
      set: { options.indices.contains($0) ? options[$0] : nil })
    #expect(row.value == 1)
    row.value = 2
    #expect(country.value == "Italia")
    row.value = 7  // no such row: the value stays
    #expect(country.value == "Italia")
    let rows = Recorder<Int>()
    let token = row.observe { rows.append($0) }
    country.value = "Deutschland"
    #expect(rows.elements == [0])
    _ = token
  }

  @Test func map_dateToText_writesParsedTextAndIgnoresNonDates() throws {
    let format = try DateFormat(locale: "de_DE", layout: .styles(date: .medium, time: .none))
    let date = ObservableProperty(Date(timeIntervalSince1970: 0))
    let text = date.binding.map(
      get: { format.format($0) }, set: { try? format.parse($0) })
    #expect(text.value == "01.01.1970")
    text.value = "31.01.2000"
    #expect(text.value == "31.01.2000")
    text.value = "kein Datum"
    #expect(text.value == "31.01.2000")
  }

  @Test func connect_twoPropertiesBothWays_settleWithoutLooping() {
    let left = ObservableProperty(1.0)
    let right = ObservableProperty("")
    // The text keeps one decimal, so a value comes back rounded: one more round, then rest.
    let text = right.binding.map(
      get: { Double($0) ?? 0 }, set: { String(format: "%.1f", $0) })
    let changes = Recorder<Double>()
    let watch = left.observe { changes.append($0) }
    let connection = left.binding.connect(to: text)
    #expect(right.value == "1.0")
    left.value = 2.25
    #expect(right.value == "2.2" || right.value == "2.3")
    #expect(left.value == Double(right.value))
    #expect(changes.elements.count == 2)
    connection.cancel()
    left.value = 5
    #expect(right.value != "5.0")
    _ = watch
  }
}
