// As Apple's SwiftUI does, this module gives the app Foundation: a file that imports only SwiftUI can use `Date`,
// `URL` and `Codable` dates.
@_exported import Foundation
