import Tapwright
import Testing

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The picture's SVG is checked exactly: the same screen must give the same bytes.
@Suite("Screen pictures", .tapwright)
@MainActor
struct ScreenPictureTests {
  private static let header =
    "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"200\" height=\"60\" viewBox=\"0 0 200 60\""
    + " font-family=\"-apple-system, Helvetica, Arial, sans-serif\">\n"
    + "  <rect width=\"200\" height=\"60\" fill=\"#FFFFFF\"/>\n"

  private static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
  private static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)

  /// A 200 × 60 root view holding `subviews`.
  private func root(_ subviews: UIView...) -> UIView {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
    for subview in subviews { root.addSubview(subview) }
    return root
  }

  private func view(_ identifier: String, _ frame: CGRect, _ color: UIColor) -> UIView {
    let view = UIView(frame: frame)
    view.accessibilityIdentifier = identifier
    view.backgroundColor = color
    return view
  }

  /// The lines of the `<g>` element that opens with `start`, through its matching end.
  private func element(_ start: String, in svg: String) -> String? {
    let lines = svg.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let first = lines.firstIndex(where: { $0.hasSuffix(start) }) else { return nil }
    let indent = lines[first].prefix { $0 == " " }
    guard !lines[first].hasSuffix("/>") else { return lines[first] }
    guard let last = lines[first...].firstIndex(where: { $0 == indent + "</g>" }) else {
      return nil
    }
    return lines[first...last].joined(separator: "\n")
  }

  @Test("A label shows its text at its frame in its font's size, weight and colour, aligned")
  func label() {
    let label = UILabel(frame: CGRect(x: 10, y: 10, width: 180, height: 40))
    label.accessibilityIdentifier = "greeting"
    label.text = "Hello & welcome"
    label.font = .systemFont(ofSize: 17, weight: .semibold)
    label.textColor = Self.red
    label.textAlignment = .center
    let root = root(label)
    root.backgroundColor = .white

    #expect(
      ScreenPicture(view: root).svg == Self.header + """
          <g data-view="UIView">
            <rect x="0" y="0" width="200" height="60" fill="#FFFFFF"/>
            <g data-view="UILabel #greeting">
              <text x="100" y="36.03" font-size="17" font-weight="600" fill="#FF0000" text-anchor="middle">Hello &amp; welcome</text>
            </g>
          </g>
        </svg>

        """)
  }

  @Test("A button shows its background, its title, and its layer border on top, rounded")
  func buttonWithBorderAndCornerRadius() {
    let button = UIButton(type: .system)
    button.frame = CGRect(x: 20, y: 8, width: 120, height: 44)
    button.accessibilityIdentifier = "save"
    button.setTitle("Save", for: .normal)
    button.setTitleColor(.white, for: .normal)
    button.backgroundColor = Self.blue
    button.layer.borderWidth = 2
    button.layer.borderColor = Self.red.cgColor
    button.layer.cornerRadius = 8

    #expect(
      ScreenPicture(view: root(button)).svg == Self.header + """
          <g data-view="UIView">
            <g data-view="UIButton #save">
              <rect x="20" y="8" width="120" height="44" rx="8" fill="#0000FF"/>
              <text x="80" y="36.03" font-size="17" fill="#FFFFFF" text-anchor="middle">Save</text>
              <rect x="21" y="9" width="118" height="42" rx="7" fill="none" stroke="#FF0000" stroke-width="2"/>
            </g>
          </g>
        </svg>

        """)
  }

  @Test("A view that clips to its bounds clips its subviews, at its frame in the window")
  func clipping() {
    let container = view("container", CGRect(x: 10, y: 10, width: 50, height: 40), Self.red)
    container.clipsToBounds = true
    container.addSubview(view("child", CGRect(x: 30, y: 20, width: 50, height: 50), Self.blue))

    #expect(
      ScreenPicture(view: root(container)).svg == Self.header + """
          <g data-view="UIView">
            <g data-view="UIView #container">
              <rect x="10" y="10" width="50" height="40" fill="#FF0000"/>
              <clipPath id="clip1">
                <rect x="10" y="10" width="50" height="40"/>
              </clipPath>
              <g clip-path="url(#clip1)">
                <g data-view="UIView #child">
                  <rect x="40" y="30" width="50" height="50" fill="#0000FF"/>
                </g>
              </g>
            </g>
          </g>
        </svg>

        """)
  }

  @Test("A scroll view clips its content to its bounds by default, as UIKit's does")
  func scrollViewClips() {
    let scroll = UIScrollView(frame: CGRect(x: 10, y: 10, width: 50, height: 40))
    scroll.accessibilityIdentifier = "scroll"
    scroll.backgroundColor = Self.red
    scroll.addSubview(view("child", CGRect(x: 30, y: 20, width: 50, height: 50), Self.blue))

    #expect(scroll.clipsToBounds)
    #expect(
      ScreenPicture(view: root(scroll)).svg == Self.header + """
          <g data-view="UIView">
            <g data-view="UIScrollView #scroll">
              <rect x="10" y="10" width="50" height="40" fill="#FF0000"/>
              <clipPath id="clip1">
                <rect x="10" y="10" width="50" height="40"/>
              </clipPath>
              <g clip-path="url(#clip1)">
                <g data-view="UIView #child">
                  <rect x="40" y="30" width="50" height="50" fill="#0000FF"/>
                </g>
              </g>
            </g>
          </g>
        </svg>

        """)
  }

  @Test("Alpha nests as group opacity; hidden and fully transparent views are left out")
  func alphaAndHidden() {
    let outer = view("outer", CGRect(x: 0, y: 0, width: 100, height: 60), .black)
    outer.alpha = 0.5
    let inner = view("inner", CGRect(x: 10, y: 10, width: 20, height: 20), .white)
    inner.alpha = 0.5
    outer.addSubview(inner)
    let hidden = view("hidden", CGRect(x: 120, y: 10, width: 20, height: 20), Self.red)
    hidden.isHidden = true
    hidden.addSubview(view("insideHidden", CGRect(x: 0, y: 0, width: 5, height: 5), Self.blue))
    let transparent = view("transparent", CGRect(x: 150, y: 10, width: 20, height: 20), Self.red)
    transparent.alpha = 0

    #expect(
      ScreenPicture(view: root(outer, hidden, transparent)).svg == Self.header + """
          <g data-view="UIView">
            <g data-view="UIView #outer" opacity="0.5">
              <rect x="0" y="0" width="100" height="60" fill="#000000"/>
              <g data-view="UIView #inner" opacity="0.5">
                <rect x="10" y="10" width="20" height="20" fill="#FFFFFF"/>
              </g>
            </g>
          </g>
        </svg>

        """)
  }

  @Test("A switch is a track in its on or off colour with its knob at the matching end")
  func switches() {
    let on = UISwitch(frame: CGRect(x: 10, y: 10, width: 51, height: 31))
    on.accessibilityIdentifier = "on"
    on.isOn = true
    let off = UISwitch(frame: CGRect(x: 100, y: 10, width: 51, height: 31))
    off.accessibilityIdentifier = "off"

    #expect(
      ScreenPicture(view: root(on, off)).svg == Self.header + """
          <g data-view="UIView">
            <g data-view="UISwitch #on">
              <rect x="10" y="10" width="51" height="31" rx="15.5" fill="#34C759"/>
              <circle cx="45.5" cy="25.5" r="13.5" fill="#FFFFFF" stroke="#C6C6C8" stroke-width="0.5"/>
            </g>
            <g data-view="UISwitch #off">
              <rect x="100" y="10" width="51" height="31" rx="15.5" fill="#E9E9EB"/>
              <circle cx="115.5" cy="25.5" r="13.5" fill="#FFFFFF" stroke="#C6C6C8" stroke-width="0.5"/>
            </g>
          </g>
        </svg>

        """)
  }

  @Test("An image view shows its size and its image's name")
  func imageView() throws {
    let image = UIImageView(image: UIImage(named: "avatar"))
    image.frame = CGRect(x: 10, y: 10, width: 40, height: 40)

    let svg = ScreenPicture(view: root(image)).svg
    #expect(
      element("<g data-view=\"UIImageView\">", in: svg) == """
            <g data-view="UIImageView">
              <rect x="10" y="10" width="40" height="40" data-image="avatar" fill="#8E8E93" fill-opacity="0.12" stroke="#8E8E93" stroke-width="1"/>
              <path d="M10 10L50 50M50 10L10 50" fill="none" stroke="#8E8E93" stroke-opacity="0.4" stroke-width="1"/>
              <text x="30" y="33.91" font-size="11" fill="#8E8E93" text-anchor="middle">avatar</text>
            </g>
        """)
  }

  @Test("A navigation bar shows its title, the back button and its bar button items")
  func navigationBar() async throws {
    let inbox = UIViewController()
    inbox.title = "Inbox"
    let navigation = await present(UINavigationController(rootViewController: inbox))
    let message = UIViewController()
    message.title = "Message"
    message.navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Edit", style: .plain, target: nil, action: nil)
    navigation.viewController.pushViewController(message, animated: false)
    let stage = try #require(Stage.current)
    await stage.settle()

    #expect(
      element("<g data-view=\"UINavigationBar\">", in: stage.picture().svg) == """
              <g data-view="UINavigationBar">
                <rect x="0" y="0" width="390" height="91" fill="#F8F8F8"/>
                <path d="M0 90.75H390" stroke="#C6C6C8" stroke-width="0.5"/>
                <text x="195" y="75.04" font-size="17" font-weight="600" fill="#000000" text-anchor="middle">Message</text>
                <text x="8" y="75.04" font-size="17" fill="#007AFF">‹ Inbox</text>
                <text x="374" y="75.04" font-size="17" fill="#007AFF" text-anchor="end">Edit</text>
              </g>
        """)
  }

  @Test("An alert is a card over the dimmed screen: title, message, then its actions side by side")
  func alert() async throws {
    let screen = await present(UIViewController())
    let alert = UIAlertController(
      title: "Delete?", message: "This cannot be undone.", preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    screen.viewController.present(alert, animated: false)
    let stage = try #require(Stage.current)
    await stage.settle()

    let svg = stage.picture().svg
    #expect(
      svg.contains(
        """
            <g data-view="UIView">
              <rect x="0" y="0" width="390" height="844" fill="#000000" fill-opacity="0.2"/>
              <rect x="60" y="361.5" width="270" height="121" rx="14" fill="#F2F2F7"/>
              <text x="195" y="398.04" font-size="17" font-weight="600" fill="#000000" text-anchor="middle">Delete?</text>
              <text x="195" y="415.12" font-size="13" fill="#000000" text-anchor="middle">This cannot be undone.</text>
              <path d="M60 438.5H195" stroke="#C6C6C8" stroke-width="0.5"/>
              <text x="127.5" y="466.54" font-size="17" font-weight="600" fill="#007AFF" text-anchor="middle">Cancel</text>
              <path d="M195 438.5H330" stroke="#C6C6C8" stroke-width="0.5"/>
              <path d="M195 438.5V482.5" stroke="#C6C6C8" stroke-width="0.5"/>
              <text x="262.5" y="466.54" font-size="17" fill="#FF3B30" text-anchor="middle">Delete</text>
            </g>
        """), "\(svg)")
  }

  @Test("A table cell shows its standard accessory and its laid-out labels")
  func tableCell() {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
    cell.textLabel?.text = "Title"
    cell.accessoryType = .disclosureIndicator

    let svg = ScreenPicture(view: cell).svg
    #expect(
      svg.contains(
        """
          <g data-view="UITableViewCell">
            <path d="M297 16L303 22L297 28" fill="none" stroke="#C4C4C7" stroke-width="2"/>
            <g data-view="UIView">
              <g data-view="UILabel">
                <text x="16" y="28.03" font-size="17" fill="#000000">Title</text>
              </g>
            </g>
          </g>
        """), "\(svg)")
  }

  @Test("The keyboard is drawn over the screen while it is up, and not otherwise")
  func keyboard() async throws {
    let screen = await present(GalleryViewController())
    let stage = try #require(Stage.current)
    #expect(!stage.picture().svg.contains("data-view=\"keyboard\""))

    await screen.type("Ada", into: .identifier("name"))

    let svg = stage.picture().svg
    let keyboard = try #require(element("<g data-view=\"keyboard\">", in: svg))
    #expect(keyboard.hasPrefix("  <g data-view=\"keyboard\">\n    <rect x=\"0\" y=\"508\""))
    #expect(keyboard.contains(">space</text>"))
    #expect(svg.contains(">Ada</text>"))
  }

  @Test("The same screen gives the same bytes, however often and in whichever window it is drawn")
  func determinism() async throws {
    let first = await present(GalleryViewController())
    let second = await present(GalleryViewController())
    let stage = try #require(Stage.current)
    let windows = stage.windows
    try #require(windows.count == 2)

    let once = ScreenPicture(window: windows[0])
    #expect(once == ScreenPicture(window: windows[0]))
    #expect(once.svg == ScreenPicture(window: windows[1]).svg)
    #expect(
      ScreenPicture(controller: first.viewController)
        == ScreenPicture(controller: second.viewController))
    #expect(once.svg.contains("data-view=\"UITextField #name\""))
  }
}

/// A screen with one of most UIKit controls, laid out by a stack view.
final class GalleryViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Gallery"
    view.backgroundColor = .systemBackground
    let stack = UIStackView()
    stack.axis = .vertical
    stack.spacing = 12
    stack.alignment = .leading
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
      stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
      stack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
    ])
    let heading = UILabel()
    heading.text = "Settings"
    heading.font = .boldSystemFont(ofSize: 28)
    let body = UILabel()
    body.text = "A longer text that wraps over several lines, as numberOfLines is zero."
    body.numberOfLines = 0
    body.textColor = .secondaryLabel
    let field = UITextField()
    field.borderStyle = .roundedRect
    field.placeholder = "Name"
    field.accessibilityIdentifier = "name"
    field.widthAnchor.constraint(equalToConstant: 300).isActive = true
    let save = UIButton(type: .system)
    save.setTitle("Save", for: .normal)
    save.backgroundColor = .systemYellow
    save.layer.cornerRadius = 10
    save.layer.borderWidth = 2
    save.layer.borderColor = UIColor.systemRed.cgColor
    save.widthAnchor.constraint(equalToConstant: 120).isActive = true
    save.heightAnchor.constraint(equalToConstant: 44).isActive = true
    let toggle = UISwitch()
    toggle.isOn = true
    let slider = UISlider()
    slider.value = 0.3
    slider.widthAnchor.constraint(equalToConstant: 250).isActive = true
    let segments = UISegmentedControl(items: ["List", "Grid", "Map"])
    segments.selectedSegmentIndex = 1
    let pages = UIPageControl()
    pages.numberOfPages = 4
    pages.currentPage = 1
    let spinner = UIActivityIndicatorView(style: .medium)
    spinner.startAnimating()
    let image = UIImageView(image: UIImage(named: "avatar"))
    image.widthAnchor.constraint(equalToConstant: 80).isActive = true
    image.heightAnchor.constraint(equalToConstant: 60).isActive = true
    let controls: [UIView] = [
      heading, body, field, save, toggle, slider, UIStepper(), segments, pages, spinner, image,
    ]
    for control in controls { stack.addArrangedSubview(control) }
  }
}
