import Fields
import Testing

struct PickerModelTests {
  static let places = DependentPickerSource(
    parents: ["Deutschland", "France", "Monaco"],
    children: [
      "Deutschland": ["Berlin", "Hamburg", "München"], "France": ["Paris", "Lyon"],
      "Monaco": ["Monaco"],
    ])

  @Test func arraySource_rowsTitlesAndSelection() throws {
    let picker = PickerModel(PickerColumns([["S", "M", "L"], ["red", "blue"]]))
    #expect(picker.numberOfComponents == 2)
    #expect(picker.numberOfRows(inComponent: 0) == 3)
    #expect(picker.selectedRows == [0, 0])
    try picker.selectRow(2, inComponent: 0)
    #expect(picker.selectedTitle(inComponent: 0) == "L")
    #expect(picker.title(forRow: 3, inComponent: 0) == nil)
    #expect(picker.numberOfRows(inComponent: 9) == 0)
  }

  @Test func selectRow_outOfRange_namesWhatThereIs() {
    let picker = PickerModel(PickerColumns([["S", "M"]]))
    #expect(throws: PickerModel.PickerError.noSuchRow(2, component: 0, count: 2)) {
      try picker.selectRow(2, inComponent: 0)
    }
    #expect(throws: PickerModel.PickerError.noSuchComponent(1, count: 1)) {
      try picker.selectRow(0, inComponent: 1)
    }
    #expect(
      PickerModel.PickerError.noSuchRow(2, component: 0, count: 2).description
        == "Column 0 has no row 2; it has rows 0 to 1.")
  }

  @Test func computedSource_billionRows_selectsTheLastWithoutMaterializing() throws {
    let source = ComputedPickerColumn(
      rowCount: 1_000_000_000, title: { "Ticket \($0 + 1)" },
      row: { title in Int(title.dropFirst(7)).map { $0 - 1 } })
    let picker = PickerModel(source)
    try picker.selectRow(999_999_999, inComponent: 0)
    #expect(picker.selectedTitle(inComponent: 0) == "Ticket 1000000000")
    try picker.turn(component: 0, by: Int.max)
    #expect(picker.selectedRows == [999_999_999])
    try picker.turn(component: 0, by: -1)
    #expect(picker.selectedTitle(inComponent: 0) == "Ticket 999999999")
    let value = picker.titleBinding(component: 0)
    value.value = "Ticket 42"
    #expect(picker.selectedRows == [41])
    value.value = "Ticket 0"  // no such row: ignored
    #expect(picker.selectedRows == [41])
  }

  @Test func dependentComponent_followsItsParentWithTheSelectionClamped() throws {
    let picker = PickerModel(Self.places)
    try picker.selectRow(2, inComponent: 1)  // München
    try picker.selectRow(1, inComponent: 0)  // France: two cities
    #expect(picker.numberOfRows(inComponent: 1) == 2)
    #expect(picker.selectedTitle(inComponent: 1) == "Lyon")
    try picker.selectRow(2, inComponent: 0)  // Monaco: one city
    #expect(picker.selectedRows == [2, 0])
  }

  @Test func reloadComponent_rowsGone_leavesNoSelection() throws {
    let picker = PickerModel(DependentPickerSource(parents: ["A", "B"], children: ["A": ["a"]]))
    try picker.selectRow(1, inComponent: 0)
    #expect(picker.selectedRows == [1, -1])
    #expect(picker.selectedTitle(inComponent: 1) == nil)
    #expect(throws: PickerModel.PickerError.noSuchRow(0, component: 1, count: 0)) {
      try picker.selectRow(0, inComponent: 1)
    }
  }

  @Test func titleBinding_connectsBothWaysToTheFieldsValue() throws {
    let picker = PickerModel(Self.places)
    let country = ObservableProperty<String?>("France")
    let city = ObservableProperty<String?>(nil)
    let links = [
      picker.titleBinding(component: 0).connect(to: country.binding),
      picker.titleBinding(component: 1).connect(to: city.binding),
    ]
    // The picker's selection wins at first: connect writes the picker's value to the field.
    #expect(country.value == "Deutschland")
    country.value = "France"
    #expect(picker.selectedRows == [1, 0])
    #expect(city.value == "Paris")
    try picker.selectRow(1, inComponent: 1)
    #expect(city.value == "Lyon")
    try picker.selectRow(0, inComponent: 0)
    // Same row, new country: the city's title changed, and the field heard of it.
    #expect(city.value == "Hamburg")
    _ = links
  }
}
