import UIKit

/// One page of the flipbook: a label with the season's name.
class SeasonPage: UIViewController {
    let season: String

    init(season: String) {
        self.season = season
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("made in code only") }

    override func viewDidLoad() {
        super.viewDidLoad()
        let label = UILabel()
        label.text = season
        view.addSubview(label)
    }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); print("\(season) will appear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); print("\(season) did disappear") }
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let seasons = ["Spring", "Summer", "Autumn", "Winter"]

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let book = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil)
        book.setViewControllers([SeasonPage(season: seasons[0])], direction: .forward, animated: false) { finished in
            print("first page set, finished: \(finished)")
        }
        book.dataSource = self
        book.delegate = self
        print("style scroll: \(book.transitionStyle == .scroll), pages: \(book.viewControllers?.count ?? 0)")
        window = UIWindow()
        window?.rootViewController = book
        window?.makeKeyAndVisible()
        return true
    }

    private func page(_ offset: Int, from page: UIViewController) -> UIViewController? {
        guard let season = (page as? SeasonPage)?.season, let index = seasons.firstIndex(of: season) else { return nil }
        let next = index + offset
        return seasons.indices.contains(next) ? SeasonPage(season: seasons[next]) : nil
    }
}

extension AppDelegate: UIPageViewControllerDataSource {
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
        print("data source: before \((viewController as! SeasonPage).season)")
        return page(-1, from: viewController)
    }
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
        print("data source: after \((viewController as! SeasonPage).season)")
        return page(1, from: viewController)
    }
    func presentationCount(for pageViewController: UIPageViewController) -> Int { seasons.count }
    func presentationIndex(for pageViewController: UIPageViewController) -> Int {
        seasons.firstIndex(of: (pageViewController.viewControllers?.first as? SeasonPage)?.season ?? "") ?? 0
    }
}

extension AppDelegate: UIPageViewControllerDelegate {
    func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]) {
        print("delegate: will turn to \((pendingViewControllers.first as? SeasonPage)?.season ?? "?")")
    }
    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
        let now = (pageViewController.viewControllers?.first as? SeasonPage)?.season ?? "?"
        print("delegate: turned from \((previousViewControllers.first as? SeasonPage)?.season ?? "?") to \(now), completed: \(completed)")
    }
}
