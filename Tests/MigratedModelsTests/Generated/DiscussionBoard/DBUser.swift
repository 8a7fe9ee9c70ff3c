import Foundation
import InstantModel
import ObjectMapping

/// Migrated from DBUser.h and DBUser.m (`RKManagedObject`).
@Model final class DBUser: ObjectMappable {
    var userID: Int?
    var login: String?
    var email: String?
    var singleAccessToken: String?
    var isAdmin: Bool?

    init() {}

    static let elementToPropertyMappings: [String: String] = [
        "id": "userID",
        "login": "login",
        "email": "email",
        "single_access_token": "singleAccessToken",
        "admin": "isAdmin",
    ]
    static let primaryKeyProperty: String? = "userID"

    // TODO(migrate): DBUser.m:30: instance method -isLoggedIn
    // - (BOOL)isLoggedIn {
    //     return self.singleAccessToken != nil;
    // }
}
