// The Keychain's dictionary keys and values, with the strings Apple's Security framework gives
// them (`kSecClass` is "class", `kSecAttrAccount` "acct"), so a printed query reads as on iOS.

public let kSecClass: CFString = "class"
public let kSecClassGenericPassword: CFString = "genp"
public let kSecClassInternetPassword: CFString = "inet"
public let kSecClassCertificate: CFString = "cert"
public let kSecClassKey: CFString = "keys"
public let kSecClassIdentity: CFString = "idnt"

public let kSecAttrAccount: CFString = "acct"
public let kSecAttrService: CFString = "svce"
public let kSecAttrGeneric: CFString = "gena"
public let kSecAttrLabel: CFString = "labl"
public let kSecAttrDescription: CFString = "desc"
public let kSecAttrComment: CFString = "icmt"
public let kSecAttrServer: CFString = "srvr"
public let kSecAttrProtocol: CFString = "ptcl"
public let kSecAttrPort: CFString = "port"
public let kSecAttrPath: CFString = "path"
public let kSecAttrAccessGroup: CFString = "agrp"
public let kSecAttrSynchronizable: CFString = "sync"
public let kSecAttrSynchronizableAny: CFString = "syna"
public let kSecAttrCreationDate: CFString = "cdat"
public let kSecAttrModificationDate: CFString = "mdat"
public let kSecAttrAccessible: CFString = "pdmn"
public let kSecAttrAccessibleWhenUnlocked: CFString = "ak"
public let kSecAttrAccessibleAfterFirstUnlock: CFString = "ck"
public let kSecAttrAccessibleAlways: CFString = "dk"
public let kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly: CFString = "akpu"
public let kSecAttrAccessibleWhenUnlockedThisDeviceOnly: CFString = "aku"
public let kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly: CFString = "cku"
public let kSecAttrAccessibleAlwaysThisDeviceOnly: CFString = "dku"

public let kSecValueData: CFString = "v_Data"
public let kSecValuePersistentRef: CFString = "v_PersistentRef"
public let kSecReturnData: CFString = "r_Data"
public let kSecReturnAttributes: CFString = "r_Attributes"
public let kSecReturnPersistentRef: CFString = "r_PersistentRef"
public let kSecMatchLimit: CFString = "m_Limit"
public let kSecMatchLimitOne: CFString = "m_LimitOne"
public let kSecMatchLimitAll: CFString = "m_LimitAll"
public let kSecMatchCaseInsensitive: CFString = "m_CaseInsensitive"
public let kSecUseDataProtectionKeychain: CFString = "nleg"

// Result codes (`SecBase.h`).
public let errSecSuccess: OSStatus = 0
public let noErr: OSStatus = 0
public let errSecUnimplemented: OSStatus = -4
public let errSecParam: OSStatus = -50
public let errSecAllocate: OSStatus = -108
public let errSecNotAvailable: OSStatus = -25291
public let errSecDuplicateItem: OSStatus = -25299
public let errSecItemNotFound: OSStatus = -25300
public let errSecInteractionNotAllowed: OSStatus = -25308
public let errSecDecode: OSStatus = -26275
public let errSecAuthFailed: OSStatus = -25293
