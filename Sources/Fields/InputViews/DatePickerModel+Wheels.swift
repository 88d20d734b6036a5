import FoundationEssentials

// MARK: - Wheels

extension DatePickerModel {
  /// The years a year wheel offers when no limit narrows them.
  static let yearRange = 1...9999

  /// The wheels of the current mode, in the locale's order.
  public var wheels: [Wheel] {
    let fields = calendarHandle.fields(of: date)
    return components.map { component in
      Wheel(
        component: component, rowCount: rowCount(of: component, fields: fields),
        selectedRow: selectedRow(of: component, fields: fields))
    }
  }

  /// The components of the current mode, in the locale's order.
  var components: [Wheel.Component] {
    switch mode {
    case .date: return dateComponents(withDay: true)
    case .yearAndMonth: return dateComponents(withDay: false)
    case .time: return timeComponents
    case .dateAndTime: return [.date] + timeComponents
    case .countDownTimer: return [.countDownHours, .countDownMinutes]
    }
  }

  private func dateComponents(withDay: Bool) -> [Wheel.Component] {
    info.dateComponentOrder.compactMap { component in
      switch component {
      case .year: return .year
      case .month: return .month
      case .day: return withDay ? .day : nil
      }
    }
  }

  /// Hour and minute, with AM/PM where the locale's hour cycle has it, on the side its time
  /// pattern puts it (before the hour in Korean and Chinese, after it in English).
  private var timeComponents: [Wheel.Component] {
    guard info.hourCycle.usesAmPm else { return [.hour, .minute] }
    let pattern = (try? DateFormat.bestPattern(forSkeleton: "hm", locale: icuLocale)) ?? "h:mm a"
    let amPmFirst =
      (pattern.firstIndex(of: "a") ?? pattern.endIndex)
      < (pattern.firstIndex { "hK".contains($0) } ?? pattern.endIndex)
    return amPmFirst ? [.amPm, .hour, .minute] : [.hour, .minute, .amPm]
  }

  var icuLocale: String {
    guard let calendar else { return locale.identifier }
    return (try? locale.settingKeyword("calendar", to: calendar.rawValue)) ?? locale.identifier
  }

  /// The years the year wheel offers: those between the limits, else ``yearRange``.
  var years: ClosedRange<Int> {
    let (minimum, maximum) = effectiveLimits
    let lower = minimum.map { calendarHandle.fields(of: $0).year } ?? Self.yearRange.lowerBound
    let upper = maximum.map { calendarHandle.fields(of: $0).year } ?? Self.yearRange.upperBound
    return lower...max(lower, upper)
  }

  var hoursPerCycle: Int { info.hourCycle.usesAmPm ? 12 : 24 }

  /// The Julian days the date column offers: those between the limits, else the days of
  /// ``yearRange``.
  var days: ClosedRange<Int> {
    func julianDay(ofYear year: Int, last: Bool) -> Int {
      let fields = CalendarHandle.Fields(
        year: year,
        month: last
          ? calendarHandle.monthsInYear(of: .init(year: year, month: 0, day: 1, hour: 0, minute: 0))
            - 1 : 0,
        day: last ? 31 : 1, hour: 12, minute: 0)
      return calendarHandle.date(of: fields).map { calendarHandle.fields(of: $0).julianDay } ?? 0
    }
    let (minimum, maximum) = effectiveLimits
    let lower =
      minimum.map { calendarHandle.fields(of: $0).julianDay }
      ?? julianDay(ofYear: Self.yearRange.lowerBound, last: false)
    let upper =
      maximum.map { calendarHandle.fields(of: $0).julianDay }
      ?? julianDay(ofYear: Self.yearRange.upperBound, last: true)
    return lower...max(lower, upper)
  }

  private func rowCount(of component: Wheel.Component, fields: CalendarHandle.Fields) -> Int {
    switch component {
    case .year: return years.count
    case .date: return days.count
    case .month: return calendarHandle.monthsInYear(of: fields)
    case .day: return calendarHandle.maximumDaysInMonth
    case .hour: return hoursPerCycle
    case .minute, .countDownMinutes: return 60 / minuteInterval
    case .amPm: return 2
    case .countDownHours: return 24
    }
  }

  private func selectedRow(of component: Wheel.Component, fields: CalendarHandle.Fields) -> Int {
    switch component {
    case .year: return min(max(fields.year - years.lowerBound, 0), years.count - 1)
    case .date: return min(max(fields.julianDay - days.lowerBound, 0), days.count - 1)
    case .month: return fields.month
    case .day: return fields.day - 1
    case .hour: return fields.hour % hoursPerCycle
    case .minute: return fields.minute / minuteInterval
    case .amPm: return fields.hour < 12 ? 0 : 1
    case .countDownHours: return Int(countDownDuration) / 3600
    case .countDownMinutes: return Int(countDownDuration) % 3600 / 60 / minuteInterval
    }
  }

  // MARK: Turning

  /// Turns a wheel by `rows`: round and round for wheels that wrap, stopping at the ends for
  /// the others.
  ///
  /// The label is UIPickerView's word for a column, as in ``PickerModel/turn(component:by:)``
  /// and `selectRow(_:inComponent:)`: UIDatePicker draws its wheels as the components of a
  /// picker view, so one verb and one label turn a wheel of either picker.
  ///
  /// - Parameters:
  ///   - index: The wheel, from 0 as ``wheels`` lists them.
  ///   - rows: Rows forward (positive) or back (negative).
  /// - Throws: ``WheelError/noSuchWheel(_:count:)``.
  public mutating func turn(component index: Int, by rows: Int) throws(WheelError) {
    let wheels = self.wheels
    guard wheels.indices.contains(index) else {
      throw .noSuchWheel(index, count: wheels.count)
    }
    let wheel = wheels[index]
    let target: Int
    if wheel.wraps {
      let step = rows % wheel.rowCount
      target = (wheel.selectedRow + step + wheel.rowCount) % wheel.rowCount
    } else {
      let (moved, overflow) = wheel.selectedRow.addingReportingOverflow(rows)
      target =
        overflow ? (rows < 0 ? 0 : wheel.rowCount - 1) : min(max(moved, 0), wheel.rowCount - 1)
    }
    try selectRow(target, inComponent: index)
  }

  /// Brings `row` of a wheel under the selection bar; the date follows, a day the month lacks
  /// becomes its last day, and the limits clamp the result.
  ///
  /// - Parameters:
  ///   - row: The row, from 0.
  ///   - index: The wheel, from 0: a component, in UIPickerView's words.
  /// - Throws: ``WheelError`` for a wheel or row that does not exist.
  public mutating func selectRow(_ row: Int, inComponent index: Int) throws(WheelError) {
    let wheels = self.wheels
    guard wheels.indices.contains(index) else {
      throw .noSuchWheel(index, count: wheels.count)
    }
    let wheel = wheels[index]
    guard (0..<wheel.rowCount).contains(row) else {
      throw .noSuchRow(row, wheel: index, count: wheel.rowCount)
    }
    switch wheel.component {
    case .countDownHours:
      setCountDownDuration(
        Double(row * 3600) + countDownDuration.truncatingRemainder(dividingBy: 3600))
      return
    case .countDownMinutes:
      let hours = (countDownDuration / 3600).rounded(.down) * 3600
      setCountDownDuration(hours + Double(row * minuteInterval * 60))
      return
    default:
      break
    }
    var fields = calendarHandle.fields(of: date)
    if wheel.component == .date {
      let day = days.lowerBound + row
      if let picked = calendarHandle.date(julianDay: day, hour: fields.hour, minute: fields.minute)
      {
        date = clamped(picked)
      }
      return
    }
    switch wheel.component {
    case .year: fields.year = years.lowerBound + row
    case .month: fields.month = row
    case .day: fields.day = row + 1
    case .hour: fields.hour = hoursPerCycle == 12 ? (fields.hour < 12 ? row : row + 12) : row
    case .minute: fields.minute = row * minuteInterval
    case .amPm: fields.hour = fields.hour % 12 + (row == 0 ? 0 : 12)
    case .countDownHours, .countDownMinutes, .date: break
    }
    if let picked = calendarHandle.date(of: fields) { date = clamped(picked) }
  }

  // MARK: Titles

  /// The title of a row, in the locale's words and digits.
  ///
  /// - Parameters:
  ///   - row: The row, from 0.
  ///   - index: The wheel, from 0: a component, in UIPickerView's words.
  /// - Returns: The title, or `nil` when there is no such wheel or row.
  public func title(forRow row: Int, inComponent index: Int) -> String? {
    let wheels = self.wheels
    guard wheels.indices.contains(index), (0..<wheels[index].rowCount).contains(row) else {
      return nil
    }
    var fields = calendarHandle.fields(of: date)
    fields.day = 1
    let skeleton: String
    switch wheels[index].component {
    case .year:
      fields.year = years.lowerBound + row
      fields.month = 0
      skeleton = "y"
    case .month:
      fields.month = row
      skeleton = "LLLL"
    case .day:
      // A month long enough to have this day, so that 30 is not shown as 28.
      fields.day = row + 1
      let months = calendarHandle.monthsInYear(of: fields)
      fields.month =
        (0..<months).first { month in
          var candidate = fields
          candidate.month = month
          return calendarHandle.daysInMonth(of: candidate) > row
        } ?? 0
      skeleton = "d"
    case .hour:
      fields.hour = row
      // The hour alone: a skeleton would bring the locale's AM/PM or "Uhr" along.
      return format(fields, pattern: info.hourCycle.usesAmPm ? "h" : "H")
    case .minute:
      fields.minute = row * minuteInterval
      return format(fields, pattern: "mm")
    case .amPm:
      return info.amPmSymbols.indices.contains(row) ? info.amPmSymbols[row] : nil
    case .date:
      guard
        let day = calendarHandle.date(
          julianDay: days.lowerBound + row, hour: 12, minute: 0)
      else { return nil }
      fields = calendarHandle.fields(of: day)
      skeleton = "MMMEd"
    case .countDownHours:
      return countDownTitle("picker.countDownHours", row)
    case .countDownMinutes:
      return countDownTitle("picker.countDownMinutes", row * minuteInterval)
    }
    guard let pattern = try? DateFormat.bestPattern(forSkeleton: skeleton, locale: icuLocale)
    else { return nil }
    return format(fields, pattern: pattern)
  }

  private func format(_ fields: CalendarHandle.Fields, pattern: String) -> String? {
    guard let instant = calendarHandle.date(of: fields),
      let format = try? DateFormat(
        locale: locale.identifier, layout: .pattern(pattern), timeZone: timeZone,
        calendar: calendar, prolepticGregorian: true)
    else { return nil }
    return format.format(instant)
  }

  /// "2 hours", "15 min": a countdown row in the locale's words, plural and digits.
  private func countDownTitle(_ key: String, _ count: Int) -> String? {
    try? MessageCatalog(locale: locale.identifier).message(key, ["count": .number(Double(count))])
  }
}
