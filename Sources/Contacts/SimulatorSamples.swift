@_exported import Foundation

extension CNContact {
    /// The address book of the simulated device: the sample contacts a new iOS Simulator has
    /// (Kate Bell, Daniel Higgins Jr., John Appleseed, Anna Haro, Hank M. Zakroff, David
    /// Taylor), with a phone number and e-mail address each in the Simulator's style, fixed
    /// identifiers, and in this order every time.
    static let simulatorSamples: [CNContact] = [
        sample(1, "Kate", "Bell", phone: ("(555) 564-8583", CNLabelPhoneNumberMobile), email: "kate-bell@mac.com",
               organization: "Creative Consulting", jobTitle: "Producer"),
        sample(2, "Daniel", "Higgins", suffix: "Jr.", phone: ("555-478-7672", CNLabelHome), email: "d-higgins@mac.com"),
        sample(3, "John", "Appleseed", phone: ("888-555-5512", CNLabelPhoneNumberMobile), email: "John-Appleseed@mac.com"),
        sample(4, "Anna", "Haro", phone: ("555-522-8243", CNLabelHome), email: "anna-haro@mac.com"),
        sample(5, "Hank", "Zakroff", middle: "M.", phone: ("(555) 766-4823", CNLabelWork), email: "hank-zakroff@mac.com",
               organization: "Financial Services Inc.", jobTitle: "Portfolio Manager"),
        sample(6, "David", "Taylor", phone: ("555-610-6679", CNLabelHome), email: nil),
    ]

    private static func sample(_ number: Int, _ given: String, _ family: String, middle: String = "", suffix: String = "",
                               phone: (String, String), email: String?, organization: String = "", jobTitle: String = "") -> CNContact {
        let identifier = "SAMPLE-\(number)"
        var values: [String: Any] = [
            CNContactGivenNameKey: given, CNContactFamilyNameKey: family, CNContactMiddleNameKey: middle, CNContactNameSuffixKey: suffix,
            CNContactOrganizationNameKey: organization, CNContactJobTitleKey: jobTitle,
            CNContactPhoneNumbersKey: [CNLabeledValue(identifier: identifier + "-phone", label: phone.1, value: CNPhoneNumber(stringValue: phone.0))],
        ]
        values[CNContactEmailAddressesKey] = email.map { [CNLabeledValue(identifier: identifier + "-email", label: CNLabelHome, value: $0 as NSString)] } ?? []
        return CNContact(identifier: identifier, values: values)
    }
}
