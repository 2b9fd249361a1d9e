import Testing
@testable import LabCore

/// Local notification requests on the virtual clock, category actions, and quick actions as
/// the device reads them.
@Suite struct LocalNotificationTests {
    static func request(trigger: String, identifier: String = "tea") -> String {
        "{\"identifier\":\"\(identifier)\",\"title\":\"Tea\",\"body\":\"Boiled\",\"badge\":2,\"category\":\"drinks\",\"trigger\":\(trigger)}"
    }

    @Test func aTimeIntervalTriggerFiresItsIntervalAfterTheAdd() throws {
        let request = try #require(LocalNotificationRequest.parse(Self.request(trigger: "{\"type\":\"interval\",\"interval\":90,\"repeats\":false}"),
                                                                  app: "com.example.A", now: 5_000))
        #expect(request.firesAt == 95_000)
        #expect(request.trigger == .interval(milliseconds: 90_000, repeats: false))
        #expect(request.badge == 2 && request.category == "drinks" && request.title == "Tea")
    }

    @Test func aCalendarTriggerMatchesTheNextDateInUTC() throws {
        // Boot is 2024-01-09 09:41:00 UTC: 10:00 the same day is 19 minutes on; 09:00 is the next day.
        let ten = try #require(LocalNotificationRequest.parse(
            Self.request(trigger: "{\"type\":\"calendar\",\"components\":{\"hour\":10,\"minute\":0},\"repeats\":true}"), app: "a", now: 0))
        #expect(ten.firesAt == 19 * 60_000)
        #expect(ten.nextFiring(after: ten.firesAt) == ten.firesAt + 24 * 3_600_000)
        let nine = try #require(LocalNotificationRequest.parse(
            Self.request(trigger: "{\"type\":\"calendar\",\"components\":{\"hour\":9,\"minute\":0},\"repeats\":false}"), app: "a", now: 0))
        #expect(nine.firesAt == (24 * 60 - 41) * 60_000)
    }

    @Test func aCalendarTriggerInThePastNeverFires() {
        #expect(LocalNotificationRequest.parse(
            Self.request(trigger: "{\"type\":\"calendar\",\"components\":{\"year\":2020,\"month\":1,\"day\":1},\"repeats\":false}"),
            app: "a", now: 0) == nil)
    }

    @Test func theDeliveredPayloadWrapsTheRequestWithItsDate() throws {
        let request = try #require(LocalNotificationRequest.parse(Self.request(trigger: "null"), app: "a", now: 1_000))
        #expect(request.trigger == .immediate && request.firesAt == 1_000)
        let payload = request.payload(deliveredAt: 1_000)
        #expect(payload.json.hasPrefix("{\"UNNotificationRequest\":{\"identifier\":\"tea\""))
        #expect(payload.json.hasSuffix(",\"date\":1704793261.0}"))
        #expect(payload.requestIdentifier == "tea" && payload.category == "drinks" && payload.badge == 2)
        let response = payload.responding(with: "reply", text: "On \"my\" way")
        #expect(response.json.hasSuffix(",\"UNNotificationResponse.actionIdentifier\":\"reply\",\"UNNotificationResponse.userText\":\"On \\\"my\\\" way\"}"))
    }

    @Test func categoryActionsKnowWhetherTheyOpenTheAppOrTakeText() {
        let json = "[{\"identifier\":\"drinks\",\"actions\":[{\"identifier\":\"snooze\",\"title\":\"Snooze\",\"options\":0},"
            + "{\"identifier\":\"open\",\"title\":\"Open\",\"options\":4},{\"identifier\":\"reply\",\"title\":\"Reply\",\"options\":0,\"button\":\"Send\"}]}]"
        let actions = NotificationAction.actions(inCategory: "drinks", of: json)
        #expect(actions.map(\.title) == ["Snooze", "Open", "Reply"])
        #expect(actions.map(\.opensApp) == [false, true, false])
        #expect(actions.map(\.takesText) == [false, false, true])
        #expect(NotificationAction.actions(inCategory: "food", of: json).isEmpty)
    }

    @Test func staticQuickActionsNeedATypeAndATitle() {
        let bundle = TestApps.emptyWindow(info: ["UIApplicationShortcutItems": .array([
            .dictionary(["UIApplicationShortcutItemType": .string("new"), "UIApplicationShortcutItemTitle": .string("New"),
                         "UIApplicationShortcutItemUserInfo": .dictionary(["count": .integer(3)])]),
            .dictionary(["UIApplicationShortcutItemTitle": .string("No type")]),
        ])])
        let items = ShortcutItem.staticItems(of: bundle)
        #expect(items.map(\.title) == ["New"])
        #expect(items.first?.json == "{\"title\":\"New\",\"type\":\"new\",\"userInfo\":{\"count\":3}}")
    }
}
