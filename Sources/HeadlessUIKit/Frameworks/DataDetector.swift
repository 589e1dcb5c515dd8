#if !canImport(UIKit) && !canImport(ObjectiveC)
  import Foundation

  // Foundation's data detector, which Linux's Foundation lacks: links (URLs, web addresses and
  // e-mail addresses) and phone numbers found in text, as chat and note apps detect them. Linux's
  // `NSRegularExpression` cannot be subclassed, so the detector is a class of its own with the
  // regular expression's matching methods; its results are `NSTextCheckingResult`s that answer
  // `url` and `phoneNumber`.

  /// A set of `NSTextCheckingResult.CheckingType` raw values.
  public typealias NSTextCheckingTypes = UInt64

  /// A detector of links and phone numbers in text.
  open class NSDataDetector: NSObject, @unchecked Sendable {
    /// The kinds of data it looks for.
    open private(set) var checkingTypes: NSTextCheckingTypes

    /// A detector of `checkingTypes` (`NSTextCheckingResult.CheckingType.link.rawValue |
    /// …phoneNumber.rawValue`). Dates, addresses and transit information are not detected here:
    /// they need Apple's language data, so asking only for them throws, as asking for a kind
    /// that is no data detector's does on iOS.
    ///
    /// - Parameter checkingTypes: The kinds of data.
    /// - Throws: Foundation's error when none of the kinds is detected here.
    public init(types checkingTypes: NSTextCheckingTypes) throws {
      let detected =
        DataPatterns.linkType.rawValue
        | DataPatterns.phoneNumberType.rawValue
      guard checkingTypes & detected != 0 else {
        throw NSError(
          domain: NSCocoaErrorDomain, code: 2048,
          userInfo: [
            NSDebugDescriptionErrorKey:
              "HeadlessUIKit's data detector finds links and phone numbers only (types \(checkingTypes))"
          ])
      }
      self.checkingTypes = checkingTypes
      super.init()
    }

    /// The data found in `range` of `string`, in order.
    ///
    /// - Parameters:
    ///   - string: The text.
    ///   - options: Matching options (ignored: a detector reads the whole range).
    ///   - range: The part of the text, in UTF-16 units.
    /// - Returns: One result per link or phone number.
    open func matches(
      in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange
    ) -> [NSTextCheckingResult] {
      let text = string as NSString
      guard range.location >= 0, NSMaxRange(range) <= text.length else { return [] }
      var found: [DetectedData] = []
      if checkingTypes & DataPatterns.linkType.rawValue != 0 {
        found += DataPatterns.links(in: text, range: range)
      }
      if checkingTypes & DataPatterns.phoneNumberType.rawValue != 0 {
        found += DataPatterns.phoneNumbers(in: text, range: range).filter { phone in
          !found.contains { NSIntersectionRange($0.range, phone.range).length > 0 }
        }
      }
      return found.sorted { $0.range.location < $1.range.location }
    }

    /// The first datum found.
    ///
    /// - Parameters:
    ///   - string: The text.
    ///   - options: Matching options.
    ///   - range: The part of the text.
    /// - Returns: The first result, or `nil`.
    open func firstMatch(
      in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange
    ) -> NSTextCheckingResult? {
      matches(in: string, options: options, range: range).first
    }

    /// How many data are found.
    ///
    /// - Parameters:
    ///   - string: The text.
    ///   - options: Matching options.
    ///   - range: The part of the text.
    /// - Returns: The count.
    open func numberOfMatches(
      in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange
    ) -> Int {
      matches(in: string, options: options, range: range).count
    }

    /// The range of the first datum found, `{NSNotFound, 0}` when there is none.
    ///
    /// - Parameters:
    ///   - string: The text.
    ///   - options: Matching options.
    ///   - range: The part of the text.
    /// - Returns: The range.
    open func rangeOfFirstMatch(
      in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange
    ) -> NSRange {
      firstMatch(in: string, options: options, range: range)?.range
        ?? NSRange(location: NSNotFound, length: 0)
    }

    /// Calls `block` with each datum found, in order, until it sets its last argument to `true`.
    ///
    /// - Parameters:
    ///   - string: The text.
    ///   - options: Matching options.
    ///   - range: The part of the text.
    ///   - block: Told of each result.
    open func enumerateMatches(
      in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange,
      using block: (
        NSTextCheckingResult?, NSRegularExpression.MatchingFlags, UnsafeMutablePointer<ObjCBool>
      )
        -> Void
    ) {
      var stop = ObjCBool(false)
      for result in matches(in: string, options: options, range: range) {
        block(result, [], &stop)
        if stop.boolValue { return }
      }
    }
  }

  extension NSTextCheckingResult {
    /// The URL of a link result (an e-mail address as a `mailto:` URL, a web address without a
    /// scheme as `http://`); `nil` for other results.
    public var url: URL? { (self as? DetectedData)?.foundURL }

    /// The phone number of a phone-number result, as written; `nil` for other results.
    public var phoneNumber: String? { (self as? DetectedData)?.foundNumber }
  }

  /// A link or phone number a detector found.
  final class DetectedData: NSTextCheckingResult {
    private let kind: NSTextCheckingResult.CheckingType
    private let foundRange: NSRange
    let foundURL: URL?
    let foundNumber: String?

    init(link url: URL, range: NSRange) {
      kind = DataPatterns.linkType
      foundRange = range
      foundURL = url
      foundNumber = nil
      super.init()
    }

    init(phoneNumber: String, range: NSRange) {
      kind = DataPatterns.phoneNumberType
      foundRange = range
      foundURL = nil
      foundNumber = phoneNumber
      super.init()
    }

    required init?(coder: NSCoder) { nil }

    override var resultType: NSTextCheckingResult.CheckingType { kind }
    override var range: NSRange { foundRange }
    override var numberOfRanges: Int { 1 }
    override func range(at idx: Int) -> NSRange {
      idx == 0 ? foundRange : NSRange(location: NSNotFound, length: 0)
    }
  }

  /// The patterns a detector matches.
  private enum DataPatterns {
    /// `NSTextCheckingResult.CheckingType.link` and `.phoneNumber` as Linux's Foundation numbers
    /// them (it marks both deprecated: its own API returns no such results), so the types an app
    /// passes by name are these.
    static let linkType = NSTextCheckingResult.CheckingType(rawValue: 1 << 6)
    static let phoneNumberType = NSTextCheckingResult.CheckingType(rawValue: 1 << 11)

    /// A URL with a scheme, a `www.` address, an e-mail address or a host with a common
    /// top-level domain, up to white space or a closing bracket or quote.
    static let link = try? NSRegularExpression(
      pattern:
        #"(?i)\b(?:[a-z][a-z0-9+.\-]*://[^\s<>"]+|www\.[^\s<>"]+|[a-z0-9._%+\-]+@[a-z0-9.\-]+\.[a-z]{2,}|(?:[a-z0-9](?:[a-z0-9\-]*[a-z0-9])?\.)+(?:com|org|net|edu|gov|io|co|app|dev|me|info|biz|us|uk|de|fr|jp|ru|ca|au)\b(?:/[^\s<>"]*)?)"#
    )

    /// A phone number: an optional `+`, then digits, spaces, dots, dashes and brackets, with 7
    /// to 15 digits.
    static let phone = try? NSRegularExpression(
      pattern: #"(?<![\w+])\+?\(?\d[\d\s().\-]{5,}\d(?!\w)"#)

    /// What a link ends with that is the sentence's, not the link's.
    static let trailing = CharacterSet(charactersIn: ".,;:!?)]}'")

    static func links(in text: NSString, range: NSRange) -> [DetectedData] {
      guard let link else { return [] }
      return link.matches(in: text as String, range: range).compactMap { match in
        var matched = text.substring(with: match.range)
        while let last = matched.unicodeScalars.last, trailing.contains(last) {
          matched.unicodeScalars.removeLast()
        }
        let found = NSRange(location: match.range.location, length: (matched as NSString).length)
        let address: String
        if matched.range(of: "://") != nil {
          address = matched
        } else if matched.contains("@") {
          address = "mailto:" + matched
        } else {
          address = "http://" + matched
        }
        return URL(string: address).map { DetectedData(link: $0, range: found) }
      }
    }

    static func phoneNumbers(in text: NSString, range: NSRange) -> [DetectedData] {
      guard let phone else { return [] }
      return phone.matches(in: text as String, range: range).compactMap { match in
        let number = text.substring(with: match.range).trimmingCharacters(in: .whitespaces)
        let digits = number.filter(\.isNumber).count
        guard (7...15).contains(digits) else { return nil }
        return DetectedData(phoneNumber: number, range: match.range)
      }
    }
  }
#endif
