import Foundation

/// A request built with Foundation alone, as on iOS (URLRequest and URLSession come with it).
struct FeedRequest {
    let request = URLRequest(url: URL(string: "https://example.com/feed.json")!)
    let session = URLSession.shared
}
