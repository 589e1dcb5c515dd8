import Foundation
import Testing

#if canImport(UIKit)
  import UIKit
#else
  @_spi(Testing) import HeadlessUIKit
#endif

/// A formatter as apps configure one (a player's elapsed time, a countdown, "5 minutes ago").
private func formatter(
  _ style: DateComponentsFormatter.UnitsStyle, _ units: NSCalendar.Unit,
  configure: (DateComponentsFormatter) -> Void = { _ in }
) -> DateComponentsFormatter {
  let formatter = DateComponentsFormatter()
  formatter.unitsStyle = style
  formatter.allowedUnits = units
  // English, as the simulator's `en_US`: the formatter writes in its calendar's locale.
  var calendar = Calendar(identifier: .gregorian)
  calendar.locale = Locale(identifier: "en_US")
  formatter.calendar = calendar
  configure(formatter)
  return formatter
}

@Suite("Durations (DateComponentsFormatter) in the English locale")
struct DurationFormattingSpec {
  @Test("Positional: leading zero units dropped but the last two kept; the rest padded")
  func positional() {
    let clock = formatter(.positional, [.hour, .minute, .second])
    #expect(clock.string(from: 3725) == "1:02:05")
    #expect(clock.string(from: 125) == "2:05")
    #expect(clock.string(from: 5) == "0:05")
    #expect(clock.string(from: 59.9) == "0:59")
    #expect(clock.string(from: -125) == "-2:05")
    let padded = formatter(.positional, [.hour, .minute, .second]) {
      $0.zeroFormattingBehavior = .pad
    }
    #expect(padded.string(from: 125) == "00:02:05")
    #expect(formatter(.positional, [.minute, .second]).string(from: 3725) == "62:05")
  }

  @Test("Abbreviated, brief, short and full name the units; zero units are dropped")
  func namedUnits() {
    #expect(formatter(.abbreviated, [.hour, .minute]).string(from: 3900) == "1h 5m")
    #expect(formatter(.abbreviated, [.hour, .minute, .second]).string(from: 3600) == "1h")
    #expect(formatter(.brief, [.hour, .minute, .second]).string(from: 3723) == "1hr 2min 3sec")
    #expect(formatter(.short, [.hour, .minute]).string(from: 7500) == "2 hr, 5 min")
    #expect(
      formatter(.full, [.hour, .minute, .second]).string(from: 3723)
        == "1 hour, 2 minutes, 3 seconds")
    #expect(formatter(.full, [.hour, .minute, .second]).string(from: 3601) == "1 hour, 1 second")
    #expect(formatter(.full, [.day]).string(from: 3 * 86_400) == "3 days")
    #expect(formatter(.full, [.second]).string(from: 1342) == "1,342 seconds")
    #expect(formatter(.full, [.minute, .second]).string(from: 0) == "0 seconds")
    #expect(formatter(.spellOut, [.minute]).string(from: 120) == "two minutes")
  }

  @Test("The largest units are kept, truncated; the phrases and collapsing as configured")
  func unitCountAndPhrases() {
    let oneUnit = formatter(.full, [.hour, .minute, .second]) { $0.maximumUnitCount = 1 }
    #expect(oneUnit.string(from: 5663) == "1 hour")
    oneUnit.includesApproximationPhrase = true
    #expect(oneUnit.string(from: 5663) == "About 1 hour")
    #expect(oneUnit.string(from: 3600) == "1 hour")
    let remaining = formatter(.full, [.minute]) { $0.includesTimeRemainingPhrase = true }
    #expect(remaining.string(from: 300) == "5 minutes remaining")
    let collapsed = formatter(.full, [.minute, .second]) { $0.collapsesLargestUnit = true }
    #expect(collapsed.string(from: 63) == "63 seconds")
    #expect(collapsed.string(from: 183) == "3 minutes, 3 seconds")
  }

  @Test("Date components and date pairs; months counted on the calendar")
  func componentsAndDates() {
    var components = DateComponents()
    components.hour = 1
    components.minute = 5
    #expect(formatter(.abbreviated, []).string(from: components) == "1h 5m")
    #expect(
      DateComponentsFormatter.localizedString(from: components, unitsStyle: .full)
        == "1 hour, 5 minutes")
    var calendar = Calendar(identifier: .gregorian)
    calendar.locale = Locale(identifier: "en_US")
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let start = calendar.date(from: DateComponents(year: 2001, month: 1, day: 1))!
    let end = calendar.date(from: DateComponents(year: 2001, month: 3, day: 15))!
    let months = formatter(.full, [.month, .day]) { $0.calendar = calendar }
    #expect(months.string(from: start, to: end) == "2 months, 14 days")
    #expect(formatter(.full, [.day]).string(from: start, to: end) == "73 days")
  }

  @Test("An app group's container is a folder of its own, made on first use")
  func appGroupContainer() throws {
    let url = try #require(
      FileManager.default.containerURL(
        forSecurityApplicationGroupIdentifier: "group.dev.tapwright.spec"))
    var isFolder: ObjCBool = false
    #expect(FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder))
    #expect(isFolder.boolValue)
    #expect(
      FileManager.default.containerURL(
        forSecurityApplicationGroupIdentifier: "group.dev.tapwright.other") != url)
  }
}
